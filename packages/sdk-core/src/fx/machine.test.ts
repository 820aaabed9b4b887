import { describe, expect, it } from 'vitest';
import { fakeApi, json, type SeenRequest } from '../smart-interest/test-fixtures';
import { createFakeClock } from '../time/index';
import { createFxMachine } from './machine';
import { FX_BALANCE_DELAY_MS, FX_QUOTE_DEBOUNCE_MS } from './rules';
import type { FxQuote } from './schema';

const RATE = '1.15';

/** A server that prices at 1.15 and answers firm quotes expiring in 60 s. */
function setup(
  balance = '2500.00',
  extra?: (body: Record<string, unknown>) => Partial<FxQuote>,
  refused: () => boolean = () => false,
  confirmRefused: () => boolean = () => false,
) {
  const clock = createFakeClock('2026-11-23T10:00:00Z');
  let n = 0;
  let last: FxQuote | null = null;
  const { client, seen } = fakeApi((r: SeenRequest) => {
    if (r.url.pathname.endsWith('/balances/')) {
      return json({ id: 1, reference: 'IA-0001', currencies: { GBP: balance, EUR: '0.00' } });
    }
    if (r.url.pathname.endsWith('/confirm/')) {
      return confirmRefused()
        ? json({ detail: 'This quote has expired.' }, 400)
        : json({ ...last, state: 'confirmed' });
    }
    if (refused()) return json({ detail: 'Server error' }, 500);
    const body = JSON.parse(r.body ?? '{}');
    n += 1;
    const sell = body.sell_amount ?? (Number(body.buy_amount) / Number(RATE)).toFixed(2);
    const buy = body.buy_amount ?? (Number(body.sell_amount) * Number(RATE)).toFixed(2);
    const firm = body.transient === false;
    const q: FxQuote = {
      reference: `FXQ-${n}`,
      state: firm ? 'awaiting_confirmation' : 'transient',
      sell_currency: body.sell_currency,
      buy_currency: body.buy_currency,
      sell_amount: sell,
      buy_amount: buy,
      total_sell_cost: sell,
      suggested_buy_amount: null,
      fee_rate: '0.25',
      effective_rate: RATE,
      errors: [],
      limits: { user_limit: '50000.00', sell_account_balance: balance },
      expires_at: firm ? new Date(clock.now().getTime() + 60_000).toISOString() : null,
      ...extra?.(body),
    };
    last = q;
    return json(q, 201);
  });
  const machine = createFxMachine({
    client,
    clock,
    account: { id: 1, reference: 'IA-0001' },
    newKey: () => 'k',
  });
  const quotes = () => seen.filter((r) => r.url.pathname.endsWith('/fx-quotes/'));
  return { machine, clock, seen, quotes, s: () => machine.getState() };
}

describe('fx machine', () => {
  it('sets the balance and the initial sell amount (min(balance, 1000)) 250 ms after loading', async () => {
    const t = setup('640.50');
    await t.s().start();
    expect(t.s().balance).toBeNull();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS - 1);
    expect(t.s().balance).toBeNull();
    await t.clock.advanceAsync(1);
    expect(t.s().balance).toBe('640.50');
    expect(t.s().sellAmount).toBe('640.50');
    const big = setup('2500.00');
    await big.s().start();
    await big.clock.advanceAsync(FX_BALANCE_DELAY_MS);
    expect(big.s().sellAmount).toBe('1000.00');
  });

  it('asks for one transient quote 750 ms after the last edit of the master field', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    const before = t.quotes().length;
    t.s().setBuyAmount('1');
    await t.clock.advanceAsync(400);
    t.s().setBuyAmount('115');
    await t.clock.advanceAsync(FX_QUOTE_DEBOUNCE_MS - 1);
    expect(t.quotes().length).toBe(before);
    await t.clock.advanceAsync(1);
    expect(t.quotes().length).toBe(before + 1);
    expect(JSON.parse(t.quotes().at(-1)?.body ?? '{}')).toMatchObject({
      buy_amount: '115.00',
      transient: true,
    });
    expect(t.s().master).toBe('buy');
    expect(t.s().sellAmount).toBe('100.00');
    expect(t.s().feeFraction).toBe('0.0025');
  });

  it('resets on a zero amount without asking', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    const before = t.quotes().length;
    t.s().setSellAmount('');
    expect(t.s().sellAmount).toBe('0');
    expect(t.s().buyAmount).toBe('0');
    expect(t.s().quote).toEqual({ status: 'idle', value: null, error: null });
    await t.clock.advanceAsync(FX_QUOTE_DEBOUNCE_MS * 2);
    expect(t.quotes().length).toBe(before);
  });

  it('refresh quote takes the suggested buy amount with a firm quote', async () => {
    const t = setup('2500.00', (body) =>
      body.transient === true
        ? { suggested_buy_amount: '500.00', errors: [{ error_type: 'insufficient_buy_liquidity' }] }
        : {},
    );
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    expect(t.s().refreshRequired).toBe(true);
    expect(t.s().reviewDisabled).toBe(true);
    await t.s().refresh();
    expect(JSON.parse(t.quotes().at(-1)?.body ?? '{}')).toMatchObject({
      buy_amount: '500.00',
      transient: false,
    });
    expect(t.s().buyAmount).toBe('500.00');
    expect(t.s().quote.value?.state).toBe('awaiting_confirmation');
    expect(t.s().reviewDisabled).toBe(false);
  });

  it('a firm quote expires on the clock and disables completion', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS);
    await t.s().refresh();
    expect(t.s().reviewDisabled).toBe(false);
    await t.clock.advanceAsync(60_000);
    expect(t.s().expired).toBe(true);
    expect(t.s().reviewDisabled).toBe(true);
  });

  it('review asks for a firm quote and books nothing; only confirm accepts it by reference', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    await t.s().review();
    expect(t.s().step).toBe('reviewing');
    expect(t.s().quote.value?.state).toBe('awaiting_confirmation');
    expect(JSON.parse(t.quotes().at(-1)?.body ?? '{}')).toMatchObject({
      sell_amount: '1000.00',
      transient: false,
    });
    // the review shows the fee as money, exact: 0.25 % of 1000.00
    expect(t.s().feeAmount).toBe('2.50');
    expect(t.s().confirmDisabled).toBe(false);
    expect(t.seen.some((r) => r.url.pathname.endsWith('/confirm/'))).toBe(false);
    // the amounts cannot change under review
    t.s().setSellAmount('5');
    expect(t.s().sellAmount).toBe('1000.00');
    await t.s().confirm();
    expect(t.s().step).toBe('completed');
    expect(t.s().message).toEqual({ code: 'fx.success' });
    expect(t.s().outcome).toMatchObject({
      state: 'confirmed',
      sell_amount: '1000.00',
      buy_amount: '1150.00',
    });
    const confirm = t.seen.at(-1);
    expect(confirm?.url.pathname).toBe(`/api/fx-quotes/${t.s().outcome?.reference}/confirm/`);
    expect(confirm?.headers.get('Idempotency-Key')).toBe('k');
  });

  it('back from the review keeps the amounts and quotes them again, transient', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS);
    t.s().setSellAmount('250');
    await t.clock.advanceAsync(FX_QUOTE_DEBOUNCE_MS);
    await t.s().review();
    expect(t.s().step).toBe('reviewing');
    t.s().back();
    expect(t.s().step).toBe('editing');
    expect(t.s().sellAmount).toBe('250');
    await t.clock.advanceAsync(0);
    expect(JSON.parse(t.quotes().at(-1)?.body ?? '{}')).toMatchObject({
      sell_amount: '250.00',
      transient: true,
    });
    expect(t.seen.some((r) => r.url.pathname.endsWith('/confirm/'))).toBe(false);
    // the firm quote's expiry was let go with it
    await t.clock.advanceAsync(60_000);
    expect(t.s().expired).toBe(false);
  });

  it('an expired review cannot be confirmed; the one refresh gets a new firm quote to review', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    await t.s().review();
    const first = t.s().quote.value?.reference;
    await t.clock.advanceAsync(60_000);
    expect(t.s().expired).toBe(true);
    expect(t.s().confirmDisabled).toBe(true);
    await t.s().confirm();
    expect(t.s().step).toBe('reviewing');
    expect(t.seen.some((r) => r.url.pathname.endsWith('/confirm/'))).toBe(false);
    await t.s().refresh();
    expect(t.s().step).toBe('reviewing');
    expect(t.s().expired).toBe(false);
    expect(t.s().quote.value?.reference).not.toBe(first);
    expect(t.s().confirmDisabled).toBe(false);
  });

  it('a refused acceptance returns to the review with the message; a refused firm quote to editing', async () => {
    let refuseConfirm = true;
    const t = setup('2500.00', undefined, undefined, () => refuseConfirm);
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    await t.s().review();
    await t.s().confirm();
    expect(t.s().step).toBe('reviewing');
    expect(t.s().message).toEqual({ code: 'fx.error.complete' });
    expect(t.s().sellAmount).toBe('1000.00');
    refuseConfirm = false;
    await t.s().confirm();
    expect(t.s().step).toBe('completed');
    const errored = setup('2500.00', (body) =>
      body.transient === false ? { errors: [{ error_type: 'daily_limit_reached' }], state: 'errored' } : {},
    );
    await errored.s().start();
    await errored.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    await errored.s().review();
    expect(errored.s().step).toBe('editing');
    expect(errored.s().limitMessages.map((m) => m.code)).toEqual(['fx.limit.dailyLimitReached']);
  });

  it('choosing the bought currency to sell swaps the pair and the balance', async () => {
    const t = setup();
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS);
    t.s().setCurrency('sell', 'EUR');
    expect(t.s().pair).toEqual({ sell: 'EUR', buy: 'GBP' });
    expect(t.s().balance).toBe('0.00');
    expect(t.s().reviewDisabled).toBe(true);
  });

  it('one quote shape: waiting keeps the last answer, a failure says Error updating quote and keeps it', async () => {
    let refuse = false;
    const t = setup('2500.00', undefined, () => refuse);
    await t.s().start();
    await t.clock.advanceAsync(FX_BALANCE_DELAY_MS + FX_QUOTE_DEBOUNCE_MS);
    expect(t.s().quote).toMatchObject({ status: 'ready', error: null, value: { buy_amount: '1150.00' } });
    t.s().setSellAmount('2000');
    // until the inputs rest: waiting, the last answer still there
    expect(t.s().quote).toMatchObject({ status: 'waiting', value: { buy_amount: '1150.00' } });
    await t.clock.advanceAsync(FX_QUOTE_DEBOUNCE_MS);
    expect(t.s().quote.value?.buy_amount).toBe('2300.00');
    expect(t.s().buyAmount).toBe('2300.00');
    refuse = true;
    await t.s().refresh();
    expect(t.s().quote).toMatchObject({
      status: 'failed',
      error: { code: 'fx.error.update' },
      value: { buy_amount: '2300.00' },
    });
    refuse = false;
    await t.s().refresh();
    expect(t.s().quote.status).toBe('ready');
  });
});
