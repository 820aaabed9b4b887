/**
 * The trade ticket's actions: each asks its guard, then changes the inputs (a quote follows), moves a step
 * or starts a flow.
 *
 * @module
 */
import type { MachineData } from '../machine/index';
import {
  doConfirm,
  doProceed,
  inputsChanged,
  refreshQuote,
  resetConfirmState,
  sendCode,
  type TradeRuntime,
} from './machine-flows';
import { canOpenOtp, canResendCode, canTickCheckbox, isEditingSetup } from './machine-graph';
import { expiryFor } from './machine-requests';
import type { TradeMachineState } from './machine-types';
import { pickAccountOption } from './rules/accounts';
import { sanitiseLimitPrice, sanitiseTradeAmount } from './rules/amounts';

/** The trade machine's actions (its state without the data). */
export type TradeActions = Omit<TradeMachineState, keyof MachineData<TradeMachineState>>;

/** The actions of a trade machine running on `rt`. */
export function tradeActions(rt: TradeRuntime): TradeActions {
  const { m, env } = rt;
  const { user, pricePrecision } = env;
  const get = m.get;
  /** Setup inputs may change (and the machine is alive). */
  const inSetup = () => !m.disposed() && isEditingSetup(get());

  return {
    setMode(next) {
      if (!inSetup() || next === get().mode) return;
      if (next === 'limit_order' && get().derived.limitOrderDisabled) return;
      const s = get();
      if (next === 'limit_order') {
        const price = s.tradeType === 'buy' ? s.product.buy_price : s.product.sell_price;
        inputsChanged(rt, {
          mode: next,
          requestedPrice: sanitiseLimitPrice(price, pricePrecision),
          expiryType: 'expires_at_market_close',
          ...expiryFor('expires_at_market_close', m.clock.now()),
        });
      } else if (next === 'basic') {
        inputsChanged(rt, {
          mode: next,
          requestedPrice: null,
          expiryType: null,
          expiresAt: null,
          expiryTimedeltaSeconds: null,
        });
      } else {
        inputsChanged(rt, { mode: next });
      }
    },
    setOrderType(orderType) {
      if (!inSetup() || orderType === get().orderType) return;
      inputsChanged(rt, { orderType });
    },
    setAmount(text) {
      if (!inSetup() || user.is_read_only) return;
      const amount = sanitiseTradeAmount(text);
      if (amount === get().amount) return;
      inputsChanged(rt, { amount });
    },
    setRequestedPrice(text) {
      if (!inSetup()) return;
      const requestedPrice = sanitiseLimitPrice(text, pricePrecision);
      if (requestedPrice === get().requestedPrice) return;
      inputsChanged(rt, { requestedPrice });
    },
    setExpiryType(expiryType) {
      if (!inSetup()) return;
      m.commit({ expiryType, ...expiryFor(expiryType, m.clock.now()) });
    },
    setExpiresAt(iso) {
      if (!inSetup()) return;
      const at = new Date(iso);
      if (Number.isNaN(at.getTime())) return;
      m.commit({ expiresAt: at.toISOString() });
    },
    setExpiryTimedelta(seconds) {
      if (!inSetup() || !Number.isInteger(seconds) || seconds <= 0) return;
      m.commit({ expiryTimedeltaSeconds: seconds });
    },
    setAccount(reference) {
      if (!inSetup() || reference === get().accountReference) return;
      if (!get().derived.accountOptions.some((o) => o.reference === reference)) return;
      inputsChanged(rt, { accountReference: reference, accountReferenceInvalid: false });
    },
    setSwitchTarget(product) {
      if (!inSetup()) return;
      inputsChanged(rt, { switchTarget: product });
    },
    setMarket(market) {
      m.commit({ market });
    },
    setPositions(positions) {
      const s = get();
      m.commit({ positions });
      const options = get().derived.accountOptions;
      if (s.step !== 'setup') return;
      if (!s.accountReference || !options.some((o) => o.reference === s.accountReference)) {
        const picked = pickAccountOption(options, rt.requestedAccount);
        inputsChanged(rt, {
          accountReference: picked?.reference ?? null,
          accountReferenceInvalid:
            rt.requestedAccount !== null && !options.some((o) => o.reference === rt.requestedAccount),
        });
      }
    },
    refreshQuote() {
      return refreshQuote(rt);
    },
    proceed() {
      if (!inSetup()) return rt.proceedRun ?? Promise.resolve();
      rt.proceedRun = doProceed(rt).finally(() => {
        rt.proceedRun = null;
      });
      return rt.proceedRun;
    },
    back() {
      const s = get();
      if (s.step === 'setup') return 'history';
      if (s.step !== 'confirm' || s.busy) return null;
      m.transition('setup', {
        ...resetConfirmState(rt),
        confirmTarget: null,
        idempotencyKey: null,
        error: null,
      });
      void refreshQuote(rt);
      return 'setup';
    },
    setAgreement(key, accepted) {
      if (get().step !== 'confirm') return;
      m.commit({ agreements: { ...get().agreements, [key]: accepted } });
    },
    acceptTerms(accepted) {
      if (get().step !== 'confirm') return;
      m.commit({ termsAccepted: accepted });
    },
    openDocument(kind) {
      if (get().openedDocuments.includes(kind)) return;
      m.commit({ openedDocuments: [...get().openedDocuments, kind] });
    },
    setCheckbox(flag, ticked) {
      if (!canTickCheckbox(get(), flag)) return;
      m.commit({ checkboxes: { ...get().checkboxes, [flag]: ticked } });
    },
    async openOtp() {
      const s = get();
      if (!canOpenOtp(s)) return;
      m.commit({ otp: { ...s.otp, open: true } });
      if (get().otp.resendIn === 0) await sendCode(rt);
    },
    closeOtp() {
      if (!get().otp.open) return;
      m.commit({ otp: { ...get().otp, open: false } });
    },
    setOtpCode(code) {
      if (get().step !== 'confirm') return;
      m.commit({ otp: { ...get().otp, code: code.replace(/\s+/g, '') } });
    },
    async resendCode() {
      if (!canResendCode(get())) return;
      await sendCode(rt);
    },
    confirm() {
      const s = get();
      if (rt.confirmRun) return rt.confirmRun;
      if (s.step !== 'confirm' || s.busy) return Promise.resolve();
      rt.confirmRun = doConfirm(rt).finally(() => {
        rt.confirmRun = null;
      });
      return rt.confirmRun;
    },
    dismissNotice(id) {
      m.commit({ notices: get().notices.filter((n) => n.id !== id) });
    },
    clearError() {
      m.commit({ error: null });
    },
    dispose() {
      m.dispose();
    },
  };
}
