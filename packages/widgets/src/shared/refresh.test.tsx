import { getMarketStatus } from '@bondkit/sdk-core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { BondkitProvider } from '../provider/bondkit-provider';
import { useClient } from '../provider/context';
import { connect, renderWidget, sandboxPerFile } from '../test/sandbox';
import { createRefreshChannel, refreshChannelOf } from './refresh';
import { useLoad } from './use-load';

const sandbox = sandboxPerFile();

const WAIT = { timeout: 5000 };

/** Shows the market's state, loaded again when 'market' is announced. */
function MarketState() {
  const client = useClient();
  const load = useLoad(() => getMarketStatus(client), [client], ['market']);
  return (
    <p data-testid="state">{load.status === 'loaded' ? `${load.status} ${load.value.state}` : load.status}</p>
  );
}

describe('the refresh channel', () => {
  it('keeps a loaded value on screen while a followed topic loads again, and when that load fails', async () => {
    const connection = await connect(sandbox(), 'investor');
    renderWidget(<MarketState />, { connection });
    await screen.findByText(/^loaded /, {}, WAIT);
    const statusCalls = () => connection.requests.filter((r) => r.endsWith('/api/market/')).length;
    const before = statusCalls();

    connection.fail({ method: 'GET', url: /\/api\/market\/$/, status: 500, times: 1 });
    act(() => refreshChannelOf(connection.client).invalidate(['market']));
    expect(screen.getByTestId('state').textContent).toMatch(/^loaded /);
    await waitFor(() => expect(statusCalls()).toBe(before + 1), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('state').textContent).toMatch(/^loaded /);

    act(() => refreshChannelOf(connection.client).invalidate('*'));
    await waitFor(() => expect(statusCalls()).toBe(before + 2), WAIT);
    expect(screen.getByTestId('state').textContent).toMatch(/^loaded /);
  });

  it('is shared by providers given the same channel, on different clients', async () => {
    const one = await connect(sandbox(), 'investor');
    const two = await connect(sandbox());
    const channel = createRefreshChannel();
    render(
      <StrictMode>
        <BondkitProvider client={one.client} refresh={channel}>
          <MarketState />
        </BondkitProvider>
        <BondkitProvider client={two.client} refresh={channel}>
          <MarketState />
        </BondkitProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(screen.getAllByText(/^loaded /)).toHaveLength(2), WAIT);
    const calls = (connection: typeof one) =>
      connection.requests.filter((r) => r.endsWith('/api/market/')).length;
    const before = [calls(one), calls(two)];
    act(() => channel.invalidate(['market', 'positions']));
    await waitFor(() => expect([calls(one), calls(two)]).toEqual([before[0]! + 1, before[1]! + 1]), WAIT);
  });
});
