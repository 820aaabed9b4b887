import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BondkitContext, fallbackContext } from '../provider/context';
import { ToastProvider, useToasts } from './toasts';

// the toasts' own code cannot be loaded (the connection dropped after the page loaded)
vi.mock('./toast-list', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Trigger() {
  const toasts = useToasts();
  return (
    <button type="button" onClick={() => toasts.show('Saved')}>
      go
    </button>
  );
}

describe('toasts', () => {
  it('still show and announce their message when their code fails to load', async () => {
    render(
      <BondkitContext.Provider value={fallbackContext}>
        <ToastProvider>
          <Trigger />
        </ToastProvider>
      </BondkitContext.Provider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'go' }));
    const live = within(screen.getByRole('region', { name: 'Notifications' })).getByRole('status');
    expect(await within(live).findByText('Saved')).toBeTruthy();
  });
});
