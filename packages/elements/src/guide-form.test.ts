import { followRedirects, type Sandbox } from '@bondkit/sandbox';
import { fetchCsrfToken } from '@bondkit/sdk-core';
import { fireEvent, within } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BkErrorDetail, BkReadyDetail } from './core/events';
import { type BkLeadSubmittedDetail, defineGuideForm } from './guide-form';
import { collect, mount, received, shadow, WAIT } from './test/elements';
import { type Connection, connect, startSandbox } from './test/sandbox';

const TAG = 'bk-guide-form';

let sandbox: Sandbox;
beforeAll(async () => {
  defineGuideForm();
  sandbox = await startSandbox();
}, 30_000);
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  document.body.replaceChildren();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await sandbox.close();
});

vi.setConfig({ testTimeout: 20_000 });

async function visitor(): Promise<Connection> {
  const connection = await connect({ ...sandbox, fetch: followRedirects(sandbox.fetch) });
  await fetchCsrfToken(connection.client);
  return connection;
}

/** Catches the files the widget hands to the browser (the anchor click of `saveFile`). */
function captureDownloads(): string[] {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:guide');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function fill(root: ReturnType<typeof shadow>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    fireEvent.input(root.getByRole('textbox', { name }), { target: { value } });
  }
  const newsletter = root.getByRole('group', { name: 'Would you like to receive our newsletter?' });
  fireEvent.click(within(newsletter).getByRole('radio', { name: 'No' }));
}

describe('<bk-guide-form>', () => {
  it('is ready for a visitor without asking for the session, and sends the lead as bk-lead-submitted', async () => {
    const connection = await visitor();
    const files = captureDownloads();
    const ready = collect<BkReadyDetail>('bk-ready');
    const leads = collect<BkLeadSubmittedDetail>('bk-lead-submitted');
    const element = mount(
      TAG,
      { guide: 'second-guide', 'default-country': 'ae' },
      { client: connection.client },
    );
    const root = shadow(element);
    await root.findByRole('heading', { name: /guide/i }, WAIT);
    expect((await received(ready)).detail).toEqual({ tagName: TAG, signedIn: false });
    expect(connection.requests.some((request) => request.includes('/customers/me/'))).toBe(false);

    // the phone country starts at the attribute's (AE): a UAE mobile number is valid
    fill(root, {
      Email: 'element-lead@example.com',
      'First name': 'Layla',
      'Last name': 'Lead',
      'Contact number': '050 123 4567',
    });
    fireEvent.click(root.getByRole('button', { name: 'Download the guide' }));
    expect(await root.findByText('Download successful.', {}, WAIT)).toBeTruthy();
    const lead = (await received(leads)).detail;
    expect(lead).toEqual({ guide: 'second-guide', fileName: files[0] });
    const rows = await sandbox.db.query<{ contact_number: string; guide: string }>(
      `SELECT contact_number, guide FROM guide_requests WHERE email = 'element-lead@example.com'`,
    );
    expect(rows).toEqual([{ contact_number: '+971501234567', guide: 'second-guide' }]);
  });

  it('keeps what was typed and shows the catalogue’s message when the platform fails', async () => {
    const connection = await visitor();
    captureDownloads();
    connection.fail({ method: 'POST', url: /\/guides\//, status: 500 });
    const errors = collect<BkErrorDetail>('bk-error');
    const element = mount(TAG, {}, { client: connection.client });
    const root = shadow(element);
    await root.findByRole('button', { name: 'Download the guide' }, WAIT);
    fill(root, {
      Email: 'kept@example.com',
      'First name': 'Kept',
      'Last name': 'Typing',
      'Contact number': '07911 123456',
    });
    fireEvent.click(root.getByRole('button', { name: 'Download the guide' }));
    expect(
      await root.findByText('Error downloading. Please contact support if the issue continues.', {}, WAIT),
    ).toBeTruthy();
    expect((await received(errors)).detail).toMatchObject({ source: 'api', status: 500 });
    expect((root.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('kept@example.com');
  });
});
