import { followRedirects } from '@bondkit/sandbox';
import { fetchCsrfToken, isPhoneMetadataLoaded, readCookie, removeCookie } from '@bondkit/sdk-core';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Connection, connect, renderWidget } from '../test/sandbox';
import { startTrackedSandbox, type TrackedSandbox } from '../test/tracked-sandbox';
import { GuideForm } from './guide-form';
import { GUIDE_COOKIE_DAYS, GuideModal, guideCookieName } from './guide-modal';

// integration tests on the in-process sandbox
vi.setConfig({ testTimeout: 20_000 });

let sandbox: TrackedSandbox;
beforeAll(async () => {
  sandbox = await startTrackedSandbox();
}, 30_000);
afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  await sandbox.idle();
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  for (const guide of ['investor-guide', 'second-guide'] as const)
    removeCookie(guideCookieName(guide), { path: '/' });
});

const WAIT = { timeout: 8000 };

/** A visitor's connection whose fetch follows redirects like a browser (with the CSRF cookie a page load sets). */
async function visitor(): Promise<Connection> {
  const connection = await connect({ ...sandbox, fetch: followRedirects(sandbox.fetch) });
  await fetchCsrfToken(connection.client);
  return connection;
}

/** Catches the files the widget hands to the browser (the anchor click of `saveFile`). */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  let pending: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    pending = blob as Blob;
    return 'blob:guide';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
  return files;
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Download the guide' });
const newsletter = () => screen.getByRole('group', { name: 'Would you like to receive our newsletter?' });
/** The inline error of a field (its accessible description). */
const errorOf = (element: HTMLElement) => {
  const id = element.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
};

async function fillValid(user: ReturnType<typeof userEvent.setup>, phone = '07911 123456') {
  await user.type(field('Email'), 'lead@example.com');
  await user.type(field('First name'), 'Lena');
  await user.type(field('Last name'), 'Lead');
  await user.type(field('Contact number'), phone);
  await user.click(within(newsletter()).getByRole('radio', { name: 'No' }));
}

describe('GuideForm', () => {
  // first in the file: the phone metadata is loaded once per page (module)
  it('loads its phone rules only when the visitor gets to the form (here, no viewport: on focus)', async () => {
    const user = userEvent.setup();
    renderWidget(<GuideForm guide="investor-guide" />, { connection: await visitor() });
    const country = screen.getByRole('combobox', { name: 'Country code' }) as HTMLSelectElement;
    expect(isPhoneMetadataLoaded()).toBe(false);
    expect([...country.options].map((option) => option.value)).toEqual(['GB']);
    await user.click(field('Email'));
    await waitFor(() => expect(country.options.length).toBeGreaterThan(200), WAIT);
    expect(isPhoneMetadataLoaded()).toBe(true);
    expect(within(country).getByRole('option', { name: 'United Kingdom (+44)' })).toBeTruthy();
  });

  it('shows every field’s inline error: required, invalid email, invalid phone number', async () => {
    const user = userEvent.setup();
    const connection = await visitor();
    renderWidget(<GuideForm guide="investor-guide" />, { connection });
    expect(screen.getByRole('heading', { name: 'Download the investor guide' })).toBeTruthy();
    await user.click(submitButton());
    for (const name of ['Email', 'First name', 'Last name', 'Contact number']) {
      expect(errorOf(field(name)), name).toBe('This field is required');
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(errorOf(newsletter())).toBe('This field is required');
    expect(document.activeElement).toBe(field('Email'));
    expect(connection.requests.filter((r) => r.includes('/guides/'))).toEqual([]);

    // after the first submit the errors follow the typing
    await user.type(field('Email'), 'not-an-email');
    expect(errorOf(field('Email'))).toBe('Please enter a valid email address.');
    await user.type(field('Contact number'), '12345');
    expect(errorOf(field('Contact number'))).toBe('Invalid phone number');
    await user.clear(field('Email'));
    await user.type(field('Email'), 'lead@example.com');
    expect(errorOf(field('Email'))).toBeNull();
    await user.click(within(newsletter()).getByRole('radio', { name: 'Yes' }));
    expect(errorOf(newsletter())).toBeNull();
  });

  it('requests the guide, follows the key to the PDF and hands it to the browser', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    const onDownloaded = vi.fn();
    renderWidget(<GuideForm guide="investor-guide" onGuideDownloaded={onDownloaded} />, {
      connection: await visitor(),
    });
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText('Download successful.', {}, WAIT)).toBeTruthy();
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('bondkit-investor-guide.pdf');
    expect((await files[0]!.blob.text()).startsWith('%PDF')).toBe(true);
    expect(onDownloaded).toHaveBeenCalledTimes(1);
    // stored with the number in international form
    const rows = await sandbox.db.query<{
      email: string;
      contact_number: string;
      receive_newsletter: boolean;
    }>(
      `SELECT email, contact_number, receive_newsletter FROM guide_requests WHERE email = 'lead@example.com'`,
    );
    expect(rows).toEqual([
      { email: 'lead@example.com', contact_number: '+447911123456', receive_newsletter: false },
    ]);
  });

  it('downloads the second guide; a number of another country is read in that country', async () => {
    const user = userEvent.setup();
    const files = captureDownloads();
    renderWidget(<GuideForm guide="second-guide" />, { connection: await visitor() });
    expect(screen.getByRole('heading', { name: 'Download the guide to fixed-rate saving' })).toBeTruthy();
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect((country as HTMLSelectElement).value).toBe('GB');
    await user.type(field('Contact number'), '202 555 0143');
    // changing the country clears the number (000 §5)
    await user.selectOptions(country, 'US');
    expect(field('Contact number')).toHaveProperty('value', '');
    await fillValid(user, '202 555 0143');
    await user.click(submitButton());
    expect(await screen.findByText('Download successful.', {}, WAIT)).toBeTruthy();
    expect(files[0]!.name).toBe('bondkit-fixed-rate-saving-guide.pdf');
  });

  it('says so when the guide request or the download fails, and shows the server’s field errors inline', async () => {
    const user = userEvent.setup();
    captureDownloads();
    const connection = await visitor();
    renderWidget(<GuideForm guide="investor-guide" />, { connection });
    await fillValid(user);

    connection.fail({ method: 'POST', url: /guides\/investor-guide\/$/, status: 500, times: 1 });
    await user.click(submitButton());
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      'Error downloading. Please contact support if the issue continues.',
    );

    connection.fail({
      method: 'GET',
      url: /guides\/download\//,
      status: 404,
      body: { detail: 'Not found.' },
      times: 1,
    });
    await user.click(submitButton());
    await waitFor(() =>
      expect(connection.requests.some((r) => /^GET .*\/guides\/download\//.test(r))).toBe(true),
    );
    expect((await screen.findByRole('alert', {}, WAIT)).textContent).toBe(
      'Error downloading. Please contact support if the issue continues.',
    );

    connection.fail({
      method: 'POST',
      url: /guides\/investor-guide\/$/,
      status: 400,
      body: { email: ['Enter a valid email address.'] },
      times: 1,
    });
    await user.click(submitButton());
    await waitFor(() => expect(errorOf(field('Email'))).toBe('Enter a valid email address.'), WAIT);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('GuideModal', () => {
  it('opens by itself, and a download remembers the visitor for 3650 days', async () => {
    const user = userEvent.setup();
    captureDownloads();
    const cookieWrites = vi.spyOn(document, 'cookie', 'set');
    const connection = await visitor();
    const first = renderWidget(<GuideModal guide="investor-guide" autoOpen />, { connection });
    const dialog = await screen.findByRole('dialog', { name: 'Download the investor guide' }, WAIT);
    await fillValid(user);
    await user.click(within(dialog).getByRole('button', { name: 'Download the guide' }));
    expect(await within(dialog).findByText('Download successful.', {}, WAIT)).toBeTruthy();
    const written = cookieWrites.mock.calls
      .map(([text]) => String(text))
      .find((text) => text.startsWith('bk_guide_investor_guide='));
    expect(written).toMatch(/^bk_guide_investor_guide=1; path=\/; expires=[^;]+; sameSite=Lax$/);
    const expires = Date.parse(/; expires=([^;]+)/.exec(written ?? '')?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(3650);
    expect(readCookie('bk_guide_investor_guide')).toBe('1');
    expect(GUIDE_COOKIE_DAYS).toBe(3650);
    first.unmount();

    renderWidget(<GuideModal guide="investor-guide" autoOpen />, { connection });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dismissed after opening by itself, it does not come back; the host can still open it', async () => {
    const user = userEvent.setup();
    const connection = await visitor();
    const first = renderWidget(<GuideModal guide="second-guide" autoOpen />, { connection });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Download the guide to fixed-rate saving' },
      WAIT,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const second = renderWidget(<GuideModal guide="second-guide" autoOpen />, { connection });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    const onClose = vi.fn();
    renderWidget(<GuideModal guide="second-guide" open onClose={onClose} />, { connection });
    const opened = screen.getByRole('dialog', { name: 'Download the guide to fixed-rate saving' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(opened).toBeTruthy();
  });
});
