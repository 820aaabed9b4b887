import { describe, expect, it, vi } from 'vitest';
import { makeSessionUser } from '../auth/test-fixtures';
import { ApiError, ContractError } from '../http/index';
import { createFakeClock } from '../time/index';
import {
  createSmartInterestQuoteMachine,
  type SmartInterestQuoteDeps,
  toSmartInterestFailure,
} from './machine';
import { fakeApi, json, makeSeries, makeSettings, type SeenRequest } from './test-fixtures';

const investor = makeSessionUser({ questionnaires: { 'smart-interest': 'passed' } });

const whatIfAnswer = (rate = '6.875') => ({
  rate,
  maturity: '2030-11-23',
  wise5_cashback_amount: '10.00',
  annual_interest: '68.75',
  total_returned: '1275.00',
});

const placed = {
  reference: 'DB-0099',
  rate: '6.875',
  maturity: '2030-11-23',
  wise5_cashback_amount: '10.00',
  account_credits: '0.00',
  account_balances: { GBP: '20000.00' },
};

const seriesQuote = (annual: string) => ({
  annual_interest: annual,
  total_returned: '1375.00',
  wise5_cashback_amount: null,
  cash_rate: '7.50',
});

/** Answers create-order (what-if or real) and series calls with fixed bodies. */
function defaultResponder(request: SeenRequest): Response {
  const body = request.body ? JSON.parse(request.body) : {};
  if (request.url.pathname.endsWith('/orders/'))
    return body.whatIf ? json(whatIfAnswer()) : json(placed, 201);
  if (request.url.pathname.endsWith('/quote/')) return json(seriesQuote('75.00'));
  if (request.url.pathname.endsWith('/subscribe/')) return json(placed, 201);
  return json({ detail: 'Not found.' }, 404);
}

function setup(
  overrides: Partial<SmartInterestQuoteDeps> = {},
  respond: (request: SeenRequest) => Response | Promise<Response> = defaultResponder,
) {
  const clock = createFakeClock('2026-11-23T10:00:00Z');
  const api = fakeApi(respond);
  const onNavigate = vi.fn();
  const onPlaced = vi.fn();
  const machine = createSmartInterestQuoteMachine({
    client: api.client,
    clock,
    version: 1,
    currency: 'GBP',
    user: investor,
    supportEmail: 'support@bondkit.test',
    settings: makeSettings(),
    onNavigate,
    onPlaced,
    ...overrides,
  });
  return { clock, machine, seen: api.seen, onNavigate, onPlaced, state: () => machine.getState() };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('amount entry and the debounced what-if quote', () => {
  it('starts at 1000 over 5 years, term payout, and quotes 750 ms later', async () => {
    const { clock, seen, state } = setup();
    expect(state()).toMatchObject({
      amountText: '1000',
      years: 5,
      payout: 'term',
      rate: '7.5',
      canSubmit: true,
    });
    expect(state().quote.status).toBe('waiting');
    await clock.advanceAsync(749);
    expect(seen).toHaveLength(0);
    await clock.advanceAsync(1);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body!)).toEqual({
      whatIf: true,
      amount: '1000.00',
      currency: 'GBP',
      annualPayout: false,
      daysToMaturity: 1825,
      wise5OfferEnrolmentId: 42,
    });
    expect(state().quote).toEqual({
      status: 'ready',
      error: null,
      value: {
        annualInterest: '68.75',
        totalReturned: '1275.00',
        cashback: '10.00',
        rate: '6.875',
        maturity: '2030-11-23',
      },
    });
  });

  it('quotes only the last of quick keystrokes', async () => {
    const { clock, seen, state } = setup();
    for (const text of ['2', '25', '250', '2500']) {
      state().setAmount(text);
      await clock.advanceAsync(300);
    }
    await clock.advanceAsync(750);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body!).amount).toBe('2500.00');
  });

  it('shows the minimum message, disables submit and does not quote below the minimum', async () => {
    const { clock, seen, state } = setup();
    state().setAmount('99');
    expect(state().check.message).toEqual({
      code: 'smartInterest.amount.minimum',
      values: { minimum: '£100.00' },
    });
    expect(state().check.belowMinimum).toBe(true);
    expect(state().canSubmit).toBe(false);
    expect(state().quote.status).toBe('idle');
    await clock.advanceAsync(2000);
    expect(seen).toHaveLength(0);
    expect(state().submit()).toEqual({ kind: 'invalid' });
  });

  it('disables submit above the chosen account’s balance in the currency', () => {
    const { state } = setup();
    state().setAmount('25000.01'); // IA-0001 holds £25,000.00
    expect(state().check.aboveBalance).toBe(true);
    expect(state().canSubmit).toBe(false);
    state().setAmount('25000');
    expect(state().canSubmit).toBe(true);
  });

  it('moves the slider and payout: interpolated rate and a new what-if with the days to maturity', async () => {
    const { clock, seen, state } = setup();
    state().setYears(4);
    state().setPayout('annual');
    expect(state().rate).toBe('6.25');
    state().setYears(12);
    expect(state().years).toBe(7);
    await clock.advanceAsync(750);
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!.body!)).toMatchObject({ annualPayout: true, daysToMaturity: 2555 });
  });

  it('shows the bonus only from its minimum investment', () => {
    const { state } = setup();
    expect(state().bonusShown).toBe(false);
    state().setAmount('5000');
    expect(state().bonusShown).toBe(true);
  });

  it('ignores a stale answer that arrives after a newer one', async () => {
    const gates: Array<ReturnType<typeof deferred<Response>>> = [];
    const { clock, seen, state } = setup({ version: 2, series: makeSeries() }, () => {
      const gate = deferred<Response>();
      gates.push(gate);
      return gate.promise;
    });
    await clock.advanceAsync(750); // quote for 1000 in flight
    state().setAmount('2000');
    await clock.advanceAsync(750); // quote for 2000 in flight
    expect(seen.map((r) => JSON.parse(r.body!).amount)).toEqual(['1000.00', '2000.00']);
    gates[1]!.resolve(json(seriesQuote('150.00')));
    await clock.advanceAsync(0);
    gates[0]!.resolve(json(seriesQuote('75.00')));
    await clock.advanceAsync(0);
    expect(state().quote.status).toBe('ready');
    expect(state().quote.value?.annualInterest).toBe('150.00');
  });

  it('ignores an answer for an amount that has since changed', async () => {
    const gates: Array<ReturnType<typeof deferred<Response>>> = [];
    const { clock, state } = setup({ version: 2, series: makeSeries() }, () => {
      const gate = deferred<Response>();
      gates.push(gate);
      return gate.promise;
    });
    await clock.advanceAsync(750);
    state().setAmount('3000');
    gates[0]!.resolve(json(seriesQuote('75.00')));
    await clock.advanceAsync(0);
    expect(state().quote).toMatchObject({ status: 'waiting', value: null });
  });

  it('shows a failed quote with the catalogue’s error and quotes again on retry', async () => {
    let fail = true;
    const { clock, state } = setup({}, (request) =>
      fail ? new Response('', { status: 500 }) : defaultResponder(request),
    );
    await clock.advanceAsync(750);
    expect(state().quote).toMatchObject({
      status: 'failed',
      error: { kind: 'message', message: { code: 'smartInterest.order.serverError' } },
    });
    fail = false;
    state().retryQuote();
    await clock.advanceAsync(0);
    expect(state().quote.status).toBe('ready');
  });

  it('cancels the pending quote on dispose', () => {
    const { clock, state } = setup();
    expect(clock.pendingTimers()).toBe(1);
    state().dispose();
    expect(clock.pendingTimers()).toBe(0);
  });
});

describe('gating (000 §5, §6)', () => {
  it('sends a visitor to register, after showing the visitor a quote', async () => {
    const { clock, seen, state, onNavigate } = setup({ user: null });
    await clock.advanceAsync(750);
    expect(seen).toHaveLength(1);
    expect(state().balance).toBeNull();
    expect(state().submit()).toEqual({ kind: 'navigate', to: 'register' });
    expect(onNavigate).toHaveBeenCalledWith('register');
    expect(state().phase).toBe('entry');
  });

  it('sends a user who has not passed the questionnaire to it', () => {
    const { state, onNavigate } = setup({ user: makeSessionUser() });
    expect(state().submit()).toEqual({ kind: 'navigate', to: 'questionnaire' });
    expect(onNavigate).toHaveBeenCalledWith('questionnaire');
  });

  it('shows the restriction message with the support address for block_buys', () => {
    const user = makeSessionUser({
      questionnaires: { 'smart-interest': 'passed' },
      blocks: { block_buys: true, block_sells: true },
    });
    const { state, onNavigate } = setup({ user });
    state().submit();
    expect(state().blocked).toEqual({
      code: 'smartInterest.order.restricted',
      values: { email: 'support@bondkit.test' },
    });
    expect(state().phase).toBe('entry');
    expect(onNavigate).not.toHaveBeenCalled();
  });
});

describe('confirm and success', () => {
  it('version 1: what-if, confirm modal, real order with the what-if rate and the bonus code', async () => {
    const { clock, seen, state, onPlaced } = setup();
    state().setYears(4);
    state().setAmount('5000');
    await clock.advanceAsync(750);
    expect(state().submit()).toEqual({ kind: 'allowed' });
    expect(state().phase).toBe('review');
    await state().confirm();
    expect(state().phase).toBe('success');
    expect(state().order?.reference).toBe('DB-0099');
    expect(JSON.parse(seen[1]!.body!)).toEqual({
      whatIf: false,
      iaId: 1,
      amount: '5000.00',
      currency: 'GBP',
      annualPayout: false,
      daysToMaturity: 1460,
      rate: '6.875',
      bonusCode: 'WELCOME50',
      wise5OfferEnrolmentId: 42,
    });
    expect(onPlaced).toHaveBeenCalledWith(expect.objectContaining({ reference: 'DB-0099' }));
    // the paying account's balance follows the order
    expect(state().balance).toBe('20000.00');
    state().reset();
    expect(state()).toMatchObject({ phase: 'entry', amountText: '1000', order: null });
  });

  it('version 2: quotes and subscribes to the series with the chosen account', async () => {
    const user = makeSessionUser({ questionnaires: { 'smart-interest': 'passed' } });
    const { clock, seen, state } = setup({ version: 2, series: makeSeries(), user });
    expect(state().accounts.map((a) => a.reference)).toEqual(['IA-0001', 'IA-0002']);
    state().setAccount('IA-0002');
    expect(state().balance).toBe('5000.00');
    await clock.advanceAsync(750);
    expect(seen[0]!.url.pathname).toBe('/api/smart-interest/series/SI-GBP-2031/quote/');
    expect(JSON.parse(seen[0]!.body!)).toEqual({ investment_account: 'IA-0002', amount: '1000.00' });
    expect(state().quote.value).toMatchObject({
      annualInterest: '75.00',
      rate: '7.50',
      maturity: '2031-11-23',
    });
    state().submit();
    await state().confirm();
    expect(seen[1]!.url.pathname).toBe('/api/smart-interest/series/SI-GBP-2031/subscribe/');
    expect(JSON.parse(seen[1]!.body!)).toEqual({ investment_account: 'IA-0002', amount: '1000.00' });
    expect(state().phase).toBe('success');
  });

  it('submitting while the quote waits asks for it at once', async () => {
    const { clock, seen, state } = setup();
    state().setAmount('1500');
    state().submit();
    expect(state().phase).toBe('review');
    await clock.advanceAsync(0);
    expect(seen).toHaveLength(1);
    expect(state().quote.status).toBe('ready');
  });

  it('cannot confirm before the quote is ready', async () => {
    const { seen, state } = setup();
    state().submit();
    expect(state().quote.status).toBe('loading');
    await state().confirm();
    expect(state().phase).toBe('review');
    expect(seen.filter((r) => r.body && JSON.parse(r.body).whatIf === false)).toHaveLength(0);
  });

  it('shows the server’s detail in the modal when the order fails', async () => {
    const { clock, state } = setup({}, (request) =>
      JSON.parse(request.body!).whatIf
        ? json(whatIfAnswer())
        : json({ detail: 'This series is closed.' }, 400),
    );
    await clock.advanceAsync(750);
    state().submit();
    await state().confirm();
    expect(state().phase).toBe('review');
    expect(state().error).toEqual({ kind: 'server', text: 'This series is closed.' });
    state().cancelReview();
    expect(state()).toMatchObject({ phase: 'entry', error: null, canSubmit: true });
  });

  it('shows "Server error. Please, refresh …" when the order gets no answer', async () => {
    const { clock, state } = setup({}, (request) => {
      if (JSON.parse(request.body!).whatIf) return json(whatIfAnswer());
      throw new TypeError('network down');
    });
    await clock.advanceAsync(750);
    state().submit();
    await state().confirm();
    expect(state().error).toEqual({
      kind: 'message',
      message: { code: 'smartInterest.order.serverErrorRefresh' },
    });
  });
});

describe('toSmartInterestFailure (000 §8)', () => {
  it('says an ended session in the catalogue’s words, never the server’s auth text', () => {
    expect(
      toSmartInterestFailure(new ApiError({ status: 401, message: 'x', serverMessage: 'Token expired.' })),
    ).toEqual({ kind: 'message', message: { code: 'failure.sessionEnded' } });
  });

  it('prefers the server’s message, then "Server error", then the refresh variant', () => {
    expect(
      toSmartInterestFailure(new ApiError({ status: 400, message: 'x', serverMessage: 'Amount too high' })),
    ).toEqual({ kind: 'server', text: 'Amount too high' });
    // a 400 naming only a field still says what it refused
    expect(
      toSmartInterestFailure(
        new ApiError({
          status: 400,
          message: 'x',
          fieldErrors: { amount: ['Ensure that there are no more than 2 decimal places.'] },
        }),
      ),
    ).toEqual({ kind: 'server', text: 'Ensure that there are no more than 2 decimal places.' });
    expect(toSmartInterestFailure(new ApiError({ status: 502, message: 'fallback' }))).toEqual({
      kind: 'message',
      message: { code: 'smartInterest.order.serverError' },
    });
    expect(
      toSmartInterestFailure(new ApiError({ status: 0, message: 'fallback', reason: 'timeout' })),
    ).toEqual({
      kind: 'message',
      message: { code: 'smartInterest.order.serverErrorRefresh' },
    });
    expect(
      toSmartInterestFailure(new ContractError({ status: 200, request: 'POST x', message: 'm', issues: [] })),
    ).toEqual({ kind: 'message', message: { code: 'smartInterest.order.serverErrorRefresh' } });
  });
});

describe('what the machine loads itself (start)', () => {
  const settingsPath = '/api/smart-interest/settings/';
  const seriesPath = '/api/smart-interest/series/';

  it('loads the currency’s settings: the sample terms until they arrive, then the server’s minimum', async () => {
    const { state, seen } = setup({ settings: null }, (request) =>
      request.url.pathname === settingsPath
        ? json(makeSettings({ minimum_investment: '2500' }))
        : defaultResponder(request),
    );
    expect(state().minimum).toBe('100');
    await state().start();
    expect(seen.filter((r) => r.url.pathname === settingsPath)[0]!.url.searchParams.get('currency')).toBe(
      'GBP',
    );
    expect(state().minimum).toBe('2500');
    // the typed 1000 is now below the minimum
    expect(state().check.belowMinimum).toBe(true);
  });

  it('asks for no settings when they were given', async () => {
    const { state, seen } = setup();
    await state().start();
    expect(seen.some((r) => r.url.pathname === settingsPath)).toBe(false);
  });

  it('keeps the sample terms when the settings cannot be loaded, after two retries a second apart', async () => {
    const { clock, state, seen } = setup({ settings: null }, (request) =>
      request.url.pathname === settingsPath
        ? json({ detail: 'Server error' }, 500)
        : defaultResponder(request),
    );
    const started = state().start();
    await clock.advanceAsync(2000);
    await started;
    expect(seen.filter((r) => r.url.pathname === settingsPath)).toHaveLength(3);
    expect(state().minimum).toBe('100');
    expect(state().rate).toBe('7.5');
  });

  it('version 2: loads the series open today in the currency and chooses the first; Try again reloads', async () => {
    let answer: Response = json({ detail: 'Server error' }, 500);
    const { state, seen } = setup({ version: 2, series: null }, (request) =>
      request.url.pathname === seriesPath ? answer.clone() : defaultResponder(request),
    );
    expect(state().seriesList.status).toBe('idle');
    await state().start();
    expect(state().seriesList.status).toBe('failed');
    expect(state().series).toBeNull();
    expect(state().canSubmit).toBe(false);
    const asked = seen.find((r) => r.url.pathname === seriesPath)!.url.searchParams;
    expect(asked.get('open_on')).toBe('2026-11-23');
    expect(asked.get('currency')).toBe('GBP');

    answer = json([makeSeries({ currency: 'EUR', reference: 'SI-EUR-2031' }), makeSeries()]);
    await state().reloadSeries();
    // only the page currency's series, the first chosen
    expect(state().seriesList).toMatchObject({ status: 'ready', value: [{ reference: 'SI-GBP-2031' }] });
    expect(state().series?.reference).toBe('SI-GBP-2031');
    expect(state().canSubmit).toBe(true);
  });
});
