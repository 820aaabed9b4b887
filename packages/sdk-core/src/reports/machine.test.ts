import { describe, expect, it } from 'vitest';
import type { DownloadedFile } from '../http/index';
import { fakeApi, json, type SeenRequest } from '../smart-interest/test-fixtures';
import { createFakeClock } from '../time/index';
import type { ReportStatus } from './enums';
import { createReportDownloadMachine, REPORT_POLL_MS } from './machine';

/** A server whose report list the test changes between polls; downloads answer a PDF named after the id. */
function reportServer() {
  let list: { id: number; status: ReportStatus; email_report: boolean }[] = [];
  let failList = false;
  const { client, seen } = fakeApi((request: SeenRequest) => {
    if (request.url.searchParams.get('alt') === 'media') {
      const id = request.url.pathname.split('/').at(-1);
      return new Response('%PDF', {
        headers: { 'content-disposition': `attachment; filename="report-${id}.pdf"` },
      });
    }
    if (failList) return json({ detail: 'down' }, 503);
    return json(list);
  });
  const clock = createFakeClock('2026-11-23T10:00:00Z');
  const saved: DownloadedFile[] = [];
  const machine = createReportDownloadMachine({ client, clock, save: (file) => saved.push(file) });
  return {
    machine,
    clock,
    saved,
    seen,
    setList: (next: [number, ReportStatus][]) => {
      list = next.map(([id, status]) => ({ id, status, email_report: false }));
    },
    failList: (fail: boolean) => {
      failList = fail;
    },
    polls: () => seen.filter((r) => r.url.pathname === '/api/pdfgen/reports').length,
    poll: () => clock.advanceAsync(REPORT_POLL_MS),
  };
}

describe('report-download machine', () => {
  it('never downloads an emailed report: it shows Completed and is dropped in time', async () => {
    const s = reportServer();
    s.setList([[8, 'Completed']]);
    s.machine.getState().track({ id: 8, status: 'Started', email_report: true });
    await s.poll();
    expect(s.machine.getState().reports[0]).toMatchObject({
      status: 'Completed',
      emailed: true,
      file: 'waiting',
    });
    await s.poll();
    await s.poll();
    await s.poll();
    expect(s.machine.getState().reports).toEqual([]);
    expect(s.saved).toEqual([]);
  });

  it('polls every second while it follows a report, and downloads the file once when Completed', async () => {
    const s = reportServer();
    expect(s.machine.getState().step).toBe('idle');
    s.setList([[5, 'Started']]);
    s.machine.getState().track({ id: 5, status: 'Started', email_report: false });
    expect(s.machine.getState().step).toBe('polling');

    await s.clock.advanceAsync(REPORT_POLL_MS - 1);
    expect(s.polls()).toBe(0);
    await s.clock.advanceAsync(1);
    expect(s.polls()).toBe(1);
    expect(s.machine.getState().reports[0]).toMatchObject({ id: 5, status: 'Started', file: 'waiting' });

    s.setList([[5, 'Completed']]);
    await s.poll();
    expect(s.saved.map((f) => f.fileName)).toEqual(['report-5.pdf']);
    expect(s.machine.getState().reports[0]).toMatchObject({ status: 'Completed', file: 'saved' });

    await s.poll();
    await s.poll();
    expect(s.saved).toHaveLength(1);
  });

  it('drops a finished report after three more polls, then stops polling', async () => {
    const s = reportServer();
    s.setList([[5, 'Failed']]);
    s.machine.getState().track({ id: 5, status: 'Started', email_report: false });
    await s.poll(); // finds it Failed: the user sees the status
    expect(s.machine.getState().reports.map((r) => r.status)).toEqual(['Failed']);
    await s.poll();
    await s.poll();
    expect(s.machine.getState().reports).toHaveLength(1);
    await s.poll();
    expect(s.machine.getState().reports).toEqual([]);
    expect(s.machine.getState().step).toBe('idle');
    const polls = s.polls();
    await s.clock.advanceAsync(10 * REPORT_POLL_MS);
    expect(s.polls()).toBe(polls);
    expect(s.saved).toEqual([]);
  });

  it('drops a report after three polls it is missing from; one seen again starts counting afresh', async () => {
    const s = reportServer();
    s.setList([]);
    s.machine.getState().track({ id: 8, status: 'Started', email_report: false });
    await s.poll();
    await s.poll();
    expect(s.machine.getState().reports[0]?.settledPolls).toBe(2);
    s.setList([[8, 'Started']]);
    await s.poll();
    expect(s.machine.getState().reports[0]?.settledPolls).toBe(0);
    s.setList([]);
    await s.poll();
    await s.poll();
    expect(s.machine.getState().reports).toHaveLength(1);
    await s.poll();
    expect(s.machine.getState().reports).toEqual([]);
  });

  it('keeps following through a failed poll', async () => {
    const s = reportServer();
    s.failList(true);
    s.machine.getState().track({ id: 3, status: 'Started', email_report: false });
    await s.poll();
    await s.poll();
    await s.poll();
    await s.poll();
    expect(s.machine.getState().reports).toHaveLength(1);
    s.failList(false);
    s.setList([[3, 'Completed']]);
    await s.poll();
    expect(s.saved.map((f) => f.fileName)).toEqual(['report-3.pdf']);
  });

  it('is minimisable (and keeps polling), restores, and follows several reports', async () => {
    const s = reportServer();
    s.setList([
      [1, 'Started'],
      [2, 'Started'],
    ]);
    s.machine.getState().track({ id: 1, status: 'Started', email_report: false });
    s.machine.getState().minimise();
    expect(s.machine.getState().minimised).toBe(true);
    s.machine.getState().track({ id: 2, status: 'Started', email_report: false });
    // a new report opens the popup again
    expect(s.machine.getState().minimised).toBe(false);
    s.machine.getState().minimise();
    s.setList([
      [1, 'Completed'],
      [2, 'Started'],
    ]);
    await s.poll();
    expect(s.saved.map((f) => f.fileName)).toEqual(['report-1.pdf']);
    s.machine.getState().restore();
    expect(s.machine.getState().minimised).toBe(false);
    s.machine.getState().dismiss(2);
    expect(s.machine.getState().reports.map((r) => r.id)).toEqual([1]);
  });

  it('stops for good when disposed', async () => {
    const s = reportServer();
    s.setList([[4, 'Started']]);
    s.machine.getState().track({ id: 4, status: 'Started', email_report: false });
    s.machine.getState().dispose();
    await s.clock.advanceAsync(5 * REPORT_POLL_MS);
    expect(s.polls()).toBe(0);
    expect(s.clock.pendingTimers()).toBe(0);
  });
});
