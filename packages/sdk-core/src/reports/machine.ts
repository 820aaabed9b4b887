// Spec: 000 §2 (report-download popup, minimisable), §3 (statuses), §9 (poll 1000 ms; dropped after 3 polls)
/**
 * The report-download machine: the popup that follows the reports a user asked for. It polls the report list
 * every second while it follows any, downloads each report's file once when it is `Completed` (never an
 * emailed one), and drops a
 * report after three polls in which it is finished (`Completed`, `Failed`, `Seen`) or missing from the list.
 * The popup can be minimised and restored. Timers run on the injected clock.
 *
 * @module
 */
import type { StoreApi } from 'zustand/vanilla';
import type { BondkitClient, DownloadedFile } from '../http/index';
import { createMachine, createPoll, type MachineDeps, type MachineGraph } from '../machine/index';
import { downloadReport, getReports } from './api';
import { finishedReportStatuses, type ReportStatus } from './enums';
import type { Report } from './schema';

/** How often the report list is polled, in milliseconds. */
export const REPORT_POLL_MS = 1000;
/** A report is dropped after this many polls in which it is finished or missing. */
export const REPORT_DROP_AFTER_POLLS = 3;

/** A report the popup follows. */
export interface TrackedReport {
  id: number;
  status: ReportStatus;
  /** the report is emailed: it is never downloaded */
  emailed: boolean;
  /**
   * its file: `waiting` until it is `Completed`, then `downloading`, `saved` (handed to `save`) or `failed`
   * (the popup says so; the report is still dropped in time)
   */
  file: 'waiting' | 'downloading' | 'saved' | 'failed';
  /** polls in a row in which the report was finished or missing from the list */
  settledPolls: number;
}

/** `idle`: following nothing, no polling; `polling`: following reports, polling every second. */
export type ReportDownloadStep = 'idle' | 'polling';

/** The report-download popup's graph: its steps, and the events and delays that move it. */
export const reportDownloadGraph = {
  name: 'report-download',
  initial: 'idle',
  steps: {
    idle: [{ to: 'polling', on: 'track' }],
    polling: [
      { to: 'idle', on: 'dismiss', guard: 'no report followed' },
      { to: 'idle', on: 'poll', guard: 'no report followed', after: REPORT_POLL_MS },
    ],
  },
} as const satisfies MachineGraph<ReportDownloadStep>;

/** The report-download machine's state and actions. */
export interface ReportDownloadState {
  step: ReportDownloadStep;
  /** the reports followed, in the order they were asked for */
  reports: TrackedReport[];
  /** the popup is minimised (it keeps polling) */
  minimised: boolean;
  /** Follows a report just asked for (from `requestReport`'s answer); polling starts if it was idle. */
  track(report: Report): void;
  /** Stops following a report. */
  dismiss(id: number): void;
  /** Minimises the popup. */
  minimise(): void;
  /** Restores the minimised popup. */
  restore(): void;
  /** Stops polling and drops late answers. */
  dispose(): void;
}

/** What the report-download machine needs: the client, the clock, and where a downloaded file goes. */
export interface ReportDownloadDeps extends MachineDeps {
  client: BondkitClient;
  /** hands a finished report's file to the user (the page's download) */
  save(file: DownloadedFile): void;
  /** the poll interval; {@link REPORT_POLL_MS} by default */
  pollMs?: number;
}

const isFinished = (status: ReportStatus) => (finishedReportStatuses as readonly string[]).includes(status);

/**
 * Builds the report-download machine.
 *
 * @example
 * const downloads = createReportDownloadMachine({ client, clock, save: (file) => offerFile(file) });
 * downloads.getState().track(await requestReport(client, request));
 */
export function createReportDownloadMachine(deps: ReportDownloadDeps): StoreApi<ReportDownloadState> {
  const pollMs = deps.pollMs ?? REPORT_POLL_MS;
  return createMachine<ReportDownloadState, ReportDownloadStep>(
    {
      name: 'report-download',
      clock: deps.clock,
      graph: reportDownloadGraph,
      stepOf: (s) => s.step,
      stepPatch: (step) => ({ step }),
    },
    (m) => {
      const update = (id: number, patch: Partial<TrackedReport>) =>
        m.set({ reports: m.get().reports.map((r) => (r.id === id ? { ...r, ...patch } : r)) });

      const download = async (id: number) => {
        try {
          const file = await downloadReport(deps.client, id);
          if (m.disposed()) return;
          deps.save(file);
          update(id, { file: 'saved' });
        } catch {
          if (!m.disposed()) update(id, { file: 'failed' });
        }
      };

      /** A poll's answer: each tracked report's status, its download once Completed, and the finished dropped. */
      const apply = (listed: Report[]) => {
        const byId = new Map(listed.map((r) => [r.id, r]));
        const toDownload: number[] = [];
        const reports = m
          .get()
          .reports.map((tracked): TrackedReport => {
            const found = byId.get(tracked.id);
            if (!found) return { ...tracked, settledPolls: tracked.settledPolls + 1 };
            const startsDownload =
              found.status === 'Completed' && tracked.file === 'waiting' && !tracked.emailed;
            if (startsDownload) toDownload.push(tracked.id);
            return {
              ...tracked,
              status: found.status,
              // the poll that finds it finished counts from the next one: the user sees the status first
              settledPolls:
                isFinished(found.status) && isFinished(tracked.status) ? tracked.settledPolls + 1 : 0,
              // marked at once so a slow download is not started twice
              file: startsDownload ? 'downloading' : tracked.file,
            };
          })
          .filter((r) => r.settledPolls < REPORT_DROP_AFTER_POLLS);
        m.set({ reports });
        for (const id of toDownload) void download(id);
      };

      // every second while a report is followed; a failed poll changes nothing (the next one tries again)
      const polls = createPoll<ReportDownloadState, ReportDownloadStep, Report[]>(m, {
        everyMs: pollMs,
        fetch: (signal) => getReports(deps.client, { signal }),
        onValue: apply,
        until: () => m.get().reports.length === 0,
        onEnd: () => {
          if (m.get().step === 'polling') m.transition('idle');
        },
      });

      /** Polls while a report is followed. */
      const follow = () => {
        if (m.get().reports.length === 0) {
          polls.stop();
          return;
        }
        if (m.get().step === 'idle') m.transition('polling');
        polls.start();
      };

      return {
        step: 'idle',
        reports: [],
        minimised: false,
        track(report) {
          if (m.disposed()) return;
          const rest = m.get().reports.filter((r) => r.id !== report.id);
          m.set({
            reports: [
              ...rest,
              {
                id: report.id,
                status: report.status,
                emailed: report.email_report,
                file: 'waiting',
                settledPolls: 0,
              },
            ],
            minimised: false,
          });
          follow();
        },
        dismiss(id) {
          m.set({ reports: m.get().reports.filter((r) => r.id !== id) });
          follow();
        },
        minimise: () => m.set({ minimised: true }),
        restore: () => m.set({ minimised: false }),
        dispose: m.dispose,
      };
    },
  );
}
