import { createFakeClock, portfolioMessages, registerMessages } from '@bondkit/sdk-core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BondkitContext, fallbackContext } from '../provider/context';
import type { FailurePanelMessages } from '../shared/failure';
import { LOADING_DELAY_MS } from './load-panel';
import { onDemand } from './on-demand';
import { OnDemandPanel } from './on-demand-panel';

registerMessages(portfolioMessages);

const FAILURE: FailurePanelMessages = {
  title: 'portfolio.loadFailed.title',
  text: 'portfolio.loadFailed.text',
  retry: 'portfolio.loadFailed.retry',
};

describe('OnDemandPanel', () => {
  it('shows the spinner only after the loading delay, then the failure; its retry loads the panel', async () => {
    const clock = createFakeClock(new Date('2026-11-23T10:00:00Z'));
    let fail: (error: Error) => void = () => {};
    const importer = vi
      .fn<() => Promise<{ text: string }>>()
      .mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)))
      .mockResolvedValueOnce({ text: 'Open orders arrived' });
    const part = onDemand(importer);
    render(
      <BondkitContext.Provider value={{ ...fallbackContext, clock }}>
        <OnDemandPanel part={part} failure={FAILURE}>
          {(module) => <p>{module.text}</p>}
        </OnDemandPanel>
      </BondkitContext.Provider>,
    );
    // a quick load never flashes the spinner
    expect(screen.queryByRole('status')).toBeNull();
    act(() => clock.advance(LOADING_DELAY_MS));
    expect(screen.getByRole('status')).toBeTruthy();

    act(() => fail(new Error('chunk failed to load')));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Investment portfolio data failed to load');
    await userEvent.click(screen.getByRole('button', { name: 'Retry loading' }));
    expect(await screen.findByText('Open orders arrived')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
