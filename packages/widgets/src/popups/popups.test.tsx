import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, renderWidget } from '../test/sandbox';
import { startTrackedSandbox, type TrackedSandbox } from '../test/tracked-sandbox';
import { CONSENT_POPUP_DELAY_MS, EmailConsentPopup } from './email-consent-popup';
import { WelcomeModal } from './welcome-modal';

// integration tests on the in-process sandbox
vi.setConfig({ testTimeout: 20_000 });

let sandbox: TrackedSandbox;
beforeAll(async () => {
  sandbox = await startTrackedSandbox();
}, 30_000);
afterEach(async () => {
  cleanup();
  await sandbox.idle();
});
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 8000 };

async function consentOf(email: string): Promise<boolean | undefined> {
  const rows = await sandbox.db.query<{ consent: boolean }>(
    `SELECT e.consent FROM email_consents e JOIN users c ON c.customer_id = e.customer_id WHERE c.email = $1`,
    [email],
  );
  return rows[0]?.consent;
}

describe('EmailConsentPopup', () => {
  it('asks a signed-in user 200 ms after it is mounted, and records Yes', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const onAnswered = vi.fn();
    const { clock } = renderWidget(<EmailConsentPopup onConsentAnswered={onAnswered} />, { connection });
    expect(CONSENT_POPUP_DELAY_MS).toBe(200);
    await act(() => clock.advanceAsync(199));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => clock.advanceAsync(1));
    const dialog = screen.getByRole('dialog', { name: 'Hear about new investments' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, email me' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(onAnswered).toHaveBeenCalledWith(true);
    expect(connection.requests).toContain('GET http://sandbox.test/profiles/consent-to-email/yes');
    expect(await consentOf(connection.user!.email)).toBe(true);
    // the toasts' code loads with the first toast
    expect(
      await within(screen.getByRole('region', { name: 'Notifications' })).findByText(
        'Your email preferences have been saved.',
        {},
        WAIT,
      ),
    ).toBeTruthy();
  });

  it('records No, and keeps the popup open with a message when the call fails', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'corporate');
    connection.fail({ url: /consent-to-email\/no$/, status: 500, times: 1 });
    const { clock } = renderWidget(<EmailConsentPopup />, { connection });
    await act(() => clock.advanceAsync(200));
    const dialog = screen.getByRole('dialog', { name: 'Hear about new investments' });
    await user.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    expect((await within(dialog).findByRole('alert', {}, WAIT)).textContent).toBe(
      'Something went wrong. Please try later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
    expect(await consentOf(connection.user!.email)).toBe(false);
  });

  it('never asks a visitor, nor when it is not enabled', async () => {
    const { clock, unmount } = renderWidget(<EmailConsentPopup />, { connection: await connect(sandbox) });
    await act(() => clock.advanceAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();
    const second = renderWidget(<EmailConsentPopup enabled={false} />, {
      connection: await connect(sandbox, 'investor'),
    });
    await act(() => second.clock.advanceAsync(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WelcomeModal', () => {
  it('greets the user by first name; Get started closes it', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const onClose = vi.fn();
    const onStart = vi.fn();
    renderWidget(<WelcomeModal open onClose={onClose} onStart={onStart} />, { connection });
    const dialog = screen.getByRole('dialog', { name: `Welcome, ${connection.user!.first_name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(onStart).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('welcomes a visitor without a name', async () => {
    renderWidget(<WelcomeModal open onClose={() => {}} />, { connection: await connect(sandbox) });
    expect(screen.getByRole('dialog', { name: 'Welcome to bondkit' })).toBeTruthy();
  });
});
