import type { Sandbox } from '@bondkit/sandbox';
import { getMarketProducts, type MarketProduct } from '@bondkit/sdk-core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connect, isPlainGbpBond, renderWidget, startSandbox } from '../test/sandbox';
import { TradeTicket } from './trade-ticket';

// The later steps arrive only when the test says so: a slow network between 'Proceed' and the review.
let release: () => void = () => {};
const arrived = new Promise<void>((resolve) => {
  release = resolve;
});
vi.mock('./later-steps', async (importOriginal) => {
  await arrived;
  return importOriginal();
});

let sandbox: Sandbox;
let catalogue: MarketProduct[];
beforeAll(async () => {
  sandbox = await startSandbox();
  const investor = await connect(sandbox, 'investor');
  catalogue = await getMarketProducts(investor.client, { signedIn: true });
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

const WAIT = { timeout: 10_000 };

describe('TradeTicket — later steps still loading', () => {
  it('says it is loading after Proceed, then shows the review with the focus on its heading', async () => {
    const user = userEvent.setup();
    const connection = await connect(sandbox, 'investor');
    const product = catalogue.find(isPlainGbpBond)!;
    const { container } = renderWidget(<TradeTicket productId={product.product_id} />, { connection });
    const region = await screen.findByRole('region', { name: 'Your quote' }, WAIT);
    await waitFor(() => expect(region.getAttribute('data-bk-quote-status')).toBe('ready'), WAIT);
    await user.click(screen.getByRole('button', { name: 'Proceed to review' }));

    // the ticket is never empty: its heading, and 'Loading...' where the review will be
    await waitFor(() => expect(container.querySelector('[data-bk-step="confirm"]')).not.toBeNull(), WAIT);
    const ticket = container.querySelector('[data-bk-step="confirm"]') as HTMLElement;
    expect(within(ticket).getByRole('status').textContent).toBe('Loading...');
    expect(within(ticket).getByRole('heading', { level: 1 })).toBeTruthy();
    expect(within(ticket).queryByRole('heading', { level: 2 })).toBeNull();

    release();
    const review = await screen.findByRole('heading', { level: 2, name: 'Review your order' }, WAIT);
    await waitFor(() => expect(document.activeElement).toBe(review));
    expect(screen.queryByText('Loading...')).toBeNull();
  }, 20_000);
});
