/**
 * The trade ticket's calls and what they do to its state: quoting the setup inputs (debounced, latest only),
 * proceeding to confirm, sending the partner's one-time code with its resend countdown, and confirming.
 *
 * @module
 */
import type { BondkitClient } from '../http/index';
import { idleRemote, type MachineContext, type RequestSlot, type TimerSlot } from '../machine/index';
import type { MarketProduct } from '../market/index';
import { toWire } from '../money/index';
import type { Debounced } from '../time/index';
import {
  challengeOrder,
  challengeRfqPackage,
  challengeRfqQuote,
  confirmMarketQuote,
  confirmOrder,
  confirmRfqPackage,
  confirmRfqQuote,
  createMarketQuote,
  createOrder,
  createRfq,
  createRfqPackage,
} from './api';
import type { TradeStep } from './enums';
import type { TradeData, TradeEnv } from './machine-derive';
import { confirmTargetKind } from './machine-graph';
import {
  buildQuoteInput,
  CLOSED_OTP,
  confirmBody,
  orderInput,
  rfqInput,
  wireAmount,
} from './machine-requests';
import type { ConfirmTarget, TradeMachineDeps, TradeMachineState, TradePlacement } from './machine-types';
import type { TradeError, TradeMessage, TradeMessageId } from './messages';
import { RESEND_COUNTDOWN_SECONDS } from './rules/constants';
import { isAbortError, toTradeError } from './rules/errors';
import type { QuoteInput } from './schema';

/** What the trade machine's flows share: the machine, its deps, and the state kept outside the store. */
export interface TradeRuntime {
  m: MachineContext<TradeMachineState, TradeStep>;
  deps: TradeMachineDeps;
  client: BondkitClient;
  env: TradeEnv;
  newKey: () => string;
  /** the account asked for (query), kept for re-picking when positions arrive */
  requestedAccount: string | null;
  quotes: RequestSlot;
  quoteDebounce: Debounced<[]>;
  countdown: TimerSlot;
  /** the input of the quote shown (what a basic confirm confirms) */
  lastQuoteInput: QuoteInput | null;
  /** the key of proceed-time creations (partner order / RFQ, switch package): kept until the inputs change */
  proceedKey: string | null;
  proceedRun: Promise<void> | null;
  confirmRun: Promise<void> | null;
  noticeId: number;
}

/** Quotes the setup inputs now; an older answer arriving late is dropped (and its request aborted). */
export async function runQuote(rt: TradeRuntime): Promise<void> {
  const { m } = rt;
  if (m.disposed()) return;
  const ticket = rt.quotes.start();
  const s = m.get();
  if (s.step !== 'setup') return;
  const input = buildQuoteInput(s, rt.env);
  if (!input) {
    rt.lastQuoteInput = null;
    m.commit({ quote: idleRemote() });
    return;
  }
  m.commit({ quote: { status: 'loading', value: s.quote.value, error: null } });
  try {
    const quote = await createMarketQuote(rt.client, input, { signal: ticket.signal });
    if (!ticket.isCurrent()) return;
    rt.lastQuoteInput = input;
    m.commit({ quote: { status: 'ready', value: quote, error: null } });
  } catch (error) {
    if (!ticket.isCurrent() || isAbortError(error)) return;
    rt.lastQuoteInput = null;
    m.commit({ quote: { status: 'failed', value: null, error: toTradeError(error, 'trade.error.quote') } });
  }
}

/** Quotes now, dropping a waiting debounce ('Try again', back to setup). */
export function refreshQuote(rt: TradeRuntime): Promise<void> {
  rt.quoteDebounce.cancel();
  return runQuote(rt);
}

/** A setup input changed: the old quote is stale, a new one follows after the debounce. */
export function inputsChanged(rt: TradeRuntime, patch: Partial<TradeData>): void {
  rt.quotes.invalidate();
  rt.proceedKey = null;
  rt.m.commit({
    ...patch,
    quote: { status: 'waiting', value: rt.m.get().quote.value, error: null },
    error: null,
  });
  rt.quoteDebounce.call();
}

/** The confirm step's inputs, cleared (and the resend countdown stopped). */
export function resetConfirmState(rt: TradeRuntime): Partial<TradeData> {
  rt.countdown.cancel();
  return {
    agreements: { investorAgreement: false, fractionalBondsAgreement: false },
    termsAccepted: false,
    checkboxes: {},
    openedDocuments: [],
    otp: CLOSED_OTP,
  };
}

function startCountdown(rt: TradeRuntime): void {
  const { m } = rt;
  const tick = () => {
    const left = Math.max(0, m.get().otp.resendIn - 1);
    m.commit({ otp: { ...m.get().otp, resendIn: left } });
    if (left > 0) rt.countdown.start(tick, 1000);
  };
  rt.countdown.cancel();
  m.commit({ otp: { ...m.get().otp, resendIn: RESEND_COUNTDOWN_SECONDS } });
  rt.countdown.start(tick, 1000);
}

function notify(rt: TradeRuntime, message: TradeMessage): void {
  rt.noticeId += 1;
  rt.m.commit({ notices: [...rt.m.get().notices, { ...message, id: rt.noticeId }] });
}

/** Sends the partner's one-time code for the confirm target, then starts the 60 s resend countdown. */
export async function sendCode(rt: TradeRuntime): Promise<void> {
  const { m, client } = rt;
  const s = m.get();
  const target = s.confirmTarget;
  if (!target || s.otp.sending) return;
  m.commit({ otp: { ...s.otp, sending: true, error: null } });
  try {
    if (target.kind === 'order') await challengeOrder(client, target.order.order_reference);
    else if (target.kind === 'rfq')
      await challengeRfqQuote(client, target.rfq.rfq_reference, target.quoteReference);
    else if (target.kind === 'package') await challengeRfqPackage(client, target.package.package_reference);
    else return;
    if (m.disposed() || m.get().step !== 'confirm') return;
    m.commit({ otp: { ...m.get().otp, sending: false, sent: true } });
    startCountdown(rt);
    notify(rt, { code: 'trade.success.codeSent' });
  } catch (error) {
    if (m.disposed()) return;
    m.commit({ otp: { ...m.get().otp, sending: false, error: toTradeError(error, 'trade.error.sendCode') } });
  }
}

/** SETUP → CONFIRM, first creating the partner's RFQ or order, or a switch's package. */
export async function doProceed(rt: TradeRuntime): Promise<void> {
  const { m, client, env } = rt;
  const s = m.get();
  if (!s.derived.canProceed) return;
  const target = confirmTargetKind(s.mode, env.isPartner);
  const enter = (confirmTarget: ConfirmTarget) => {
    rt.quoteDebounce.cancel();
    rt.quotes.invalidate();
    rt.proceedKey = null;
    m.transition('confirm', {
      ...resetConfirmState(rt),
      busy: false,
      error: null,
      confirmTarget,
      idempotencyKey: rt.newKey(),
    });
  };
  if (target === 'quote' || target === 'new-order') {
    enter({ kind: target });
    return;
  }
  rt.proceedKey ??= rt.newKey();
  const key = rt.proceedKey;
  m.commit({ busy: true, error: null });
  let errorCode: TradeMessageId = 'trade.error.tradeDetails';
  try {
    if (target === 'package') {
      errorCode = 'trade.error.marketQuote';
      const target_ = s.switchTarget as MarketProduct;
      const sell = rfqInput(s, env, s.product, 'sell', wireAmount(s.derived.amountValue));
      const buy = rfqInput(s, env, target_, 'buy', toWire(s.derived.switchBuyAmount ?? '0', { floor: true }));
      const { investment_account_reference: _a, ...sellRfq } = sell;
      const { investment_account_reference: _b, ...buyRfq } = buy;
      const pkg = await createRfqPackage(
        client,
        {
          rfq_package_type: 'switch',
          investment_account_reference: s.derived.selectedAccount?.reference ?? '',
          rfqs: [sellRfq, buyRfq],
        },
        { idempotencyKey: key },
      );
      if (m.disposed()) return;
      enter({ kind: 'package', package: pkg });
    } else if (target === 'rfq') {
      errorCode = 'trade.error.requestQuote';
      const rfq = await createRfq(
        client,
        rfqInput(s, env, s.product, s.tradeType, wireAmount(s.derived.amountValue)),
        { idempotencyKey: key },
      );
      if (m.disposed()) return;
      const quote = rfq.quotes.find((q) => q.state === 'awaiting_confirmation') ?? rfq.quotes[0];
      if (!quote) {
        m.commit({ busy: false, error: toTradeError(null, 'trade.error.marketQuote') });
        return;
      }
      enter({ kind: 'rfq', rfq, quoteReference: quote.quote_reference });
    } else {
      errorCode = 'trade.error.tradeDetails';
      const order = await createOrder(client, orderInput(s, env), { idempotencyKey: key });
      if (m.disposed()) return;
      enter({ kind: 'order', order });
    }
  } catch (error) {
    if (m.disposed()) return;
    m.commit({ busy: false, error: toTradeError(error, errorCode) });
  }
}

/** Places the confirm target's trade with the step's idempotency key. */
async function place(
  rt: TradeRuntime,
  s: TradeMachineState,
  target: ConfirmTarget,
  idempotencyKey: string,
): Promise<TradePlacement> {
  const { client, env } = rt;
  const options = { idempotencyKey };
  if (target.kind === 'quote') {
    const input = rt.lastQuoteInput ?? buildQuoteInput(s, env);
    if (!input) throw new Error('no quote to confirm');
    const quote = await confirmMarketQuote(client, input, options);
    return {
      kind: 'quote',
      reference: quote.quote_reference ?? '',
      orderReference: quote.order_reference ?? null,
      result: quote,
    };
  }
  if (target.kind === 'new-order') {
    const order = await createOrder(
      client,
      {
        ...orderInput(s, env),
        has_accepted_investor_agreement: s.agreements.investorAgreement,
        has_accepted_fractional_bonds_agreement: s.agreements.fractionalBondsAgreement,
      },
      options,
    );
    return {
      kind: 'order',
      reference: order.order_reference,
      orderReference: order.order_reference,
      result: order,
    };
  }
  if (target.kind === 'order') {
    const order = await confirmOrder(client, target.order.order_reference, confirmBody(s, env), options);
    return {
      kind: 'order',
      reference: order.order_reference,
      orderReference: order.order_reference,
      result: order,
    };
  }
  if (target.kind === 'rfq') {
    const rfq = await confirmRfqQuote(
      client,
      target.rfq.rfq_reference,
      target.quoteReference,
      confirmBody(s, env),
      options,
    );
    return {
      kind: 'rfq',
      reference: rfq.rfq_reference,
      orderReference: rfq.order_reference ?? null,
      result: rfq,
    };
  }
  const pkg = await confirmRfqPackage(client, target.package.package_reference, confirmBody(s, env), options);
  return { kind: 'package', reference: pkg.package_reference, orderReference: null, result: pkg };
}

/** CONFIRM → PROCESSING → PLACED; a failure returns to CONFIRM with the error and every input kept. */
export async function doConfirm(rt: TradeRuntime): Promise<void> {
  const { m } = rt;
  const s = m.get();
  if (!s.derived.canConfirm || !s.confirmTarget) return;
  const key = s.idempotencyKey ?? rt.newKey();
  const target = s.confirmTarget;
  m.transition('processing', { busy: true, error: null, idempotencyKey: key });
  try {
    const placement = await place(rt, s, target, key);
    if (m.disposed()) return;
    rt.countdown.cancel();
    m.transition('placed', { busy: false, placement, otp: { ...m.get().otp, open: false } });
    rt.deps.onPlaced?.(placement);
  } catch (error) {
    if (m.disposed()) return;
    const failure = toTradeError(error, 'trade.error.confirmQuote');
    const otp = m.get().otp;
    if (otp.open && isCodeError(failure)) {
      // the typed code was refused: beside the field; a void code is cleared and a new one may be sent at once
      const voided = failure.serverCode === 'otp_attempts_exceeded';
      if (voided) rt.countdown.cancel();
      m.transition('confirm', {
        busy: false,
        error: null,
        otp: { ...otp, codeError: failure, ...(voided ? { code: '', resendIn: 0, sent: true } : {}) },
      });
      return;
    }
    m.transition('confirm', { busy: false, error: failure, otp: { ...otp, codeError: null } });
  }
}

/** A refusal of the one-time code itself (wrong, expired, void after too many attempts, or missing). */
function isCodeError(failure: TradeError): boolean {
  return (
    failure.serverCode === 'otp_incorrect' ||
    failure.serverCode === 'otp_attempts_exceeded' ||
    failure.fieldErrors.verification_code !== undefined
  );
}
