/** The market address the user last saw (filters included), so 'Back to the market' restores it. */
const KEY = 'bondkit-demo:last-market';

export function rememberMarketAddress(address: string): void {
  try {
    sessionStorage.setItem(KEY, address);
  } catch {
    // no storage: the back link goes to the plain market
  }
}

export function lastMarketAddress(): string {
  try {
    const stored = sessionStorage.getItem(KEY);
    if (stored?.startsWith('/market/')) return stored;
  } catch {
    // ignore
  }
  return '/market/';
}
