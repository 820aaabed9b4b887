import { createClient } from '@bondkit/sdk-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BondkitProvider } from '../provider/bondkit-provider';
import { removeStyles } from '../theme/inject';
import { SavingsCalculator } from './savings-calculator';

// The chart's code: the first load fails (a dropped connection), the next one waits until the test says so.
let loads = 0;
let release: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('./savings-chart', async (importOriginal) => {
  loads += 1;
  if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
  await arrived;
  return importOriginal();
});

afterEach(() => {
  removeStyles(document);
});

describe('SavingsCalculator — chart still loading', () => {
  it('shows the figures at once, says when the chart failed to load, and loads it again on Try again', async () => {
    const user = userEvent.setup();
    render(
      <BondkitProvider client={createClient({ baseUrl: 'http://sandbox.test/api' })}>
        <SavingsCalculator />
      </BondkitProvider>,
    );

    // the inputs and figures do not wait for the chart
    expect(screen.getByText('Final value', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '£1,275,077.43',
    );
    expect(screen.getByRole('slider', { name: 'Start amount' })).toBeTruthy();

    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toBe('The chart could not be loaded. Try again');
    expect(screen.queryByRole('img')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();

    release();
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toContain('makes £1,275,077.43');
    expect(screen.getByRole('button', { name: 'Show table' })).toBeTruthy();
    expect(loads).toBe(2);
  });
});
