// Spec: 002 §4.3–4.5
/**
 * Everything the trade ticket derives from its state: account options, prohibitions, market
 * hours, amounts and sukuk limits, switch estimate, quote warnings, proceed blockers, the partner's checkboxes
 * and whether the user may proceed, request a code or confirm. Recomputed on every commit.
 *
 * @module
 */
import type { SessionUser } from '../auth/index';
import type { MachineData } from '../machine/index';
import { Decimal } from '../money/index';
import { type Clock, isOutsideTradingHours } from '../time/index';
import type { TradeAgreementFlag, TradeType } from './enums';
import type { TradeDerived, TradeMachineState } from './machine-types';
import type { TradeMessage } from './messages';
import { accountOptions } from './rules/accounts';
import { estimateSwitchBuyFace, readTradeAmount } from './rules/amounts';
import {
  isLimitOrderDisabled,
  isOutsideRiskRating,
  limitOrderRefusal,
  tradingProhibitions,
} from './rules/enablement';
import { quoteWarningMessage } from './rules/errors';
import {
  areCheckboxesComplete,
  effectiveOrderType,
  isCheckboxEnabled,
  partnerCheckboxes,
  placedTitleId,
} from './rules/partner';
import { confirmHint, proceedBlockers, proceedHint } from './rules/proceed';
import { validateSukukAmount } from './rules/sukuk';
import type { QuoteLeg } from './schema';

/** The trade machine's data: its state without actions and derived values. */
export type TradeData = Omit<MachineData<TradeMachineState>, 'derived'>;

/** What deriving and building requests read besides the state: the user, the flow, the clock, the price decimals. */
export interface TradeEnv {
  user: SessionUser;
  isPartner: boolean;
  clock: Clock;
  /** decimals of a limit price (the site's price-precision setting) */
  pricePrecision: number;
}

function sumTotals(legs: readonly QuoteLeg[]): string {
  return legs.reduce((sum, leg) => sum.plus(leg.total), new Decimal(0)).toFixed();
}

export function deriveTrade(s: TradeData, env: TradeEnv): TradeDerived {
  const { user, isPartner, clock } = env;
  const switching = s.mode === 'switch_trade';
  const side: TradeType = switching ? 'sell' : s.tradeType;
  const buyLegs = s.quote.status === 'ready' && s.quote.value ? s.quote.value.buys : [];
  const quoteTotal = side === 'buy' && buyLegs.length > 0 ? sumTotals(buyLegs) : null;
  const options = accountOptions({
    tradeType: side,
    accounts: s.accounts,
    currency: s.product.currency,
    productId: s.product.product_id,
    quoteTotal,
    isaRestricted: user.isa_restricted,
    isPartner,
    positions: s.positions,
  });
  const selected = options.options.find((o) => o.reference === s.accountReference) ?? null;
  const accountError: TradeMessage | null =
    options.error ?? (s.accountReferenceInvalid ? { code: 'trade.error.invalidAccount' } : null);
  const prohibitions = tradingProhibitions({
    user,
    market: s.market,
    product: s.product,
    now: clock.now(),
  });
  const outsideTradingHours = isOutsideTradingHours(s.market, clock.now());
  const amountValue = readTradeAmount(s.amount);
  const product = switching && s.switchTarget ? s.switchTarget : s.product;
  const sukukError =
    isPartner && amountValue !== null && product.adib_details
      ? validateSukukAmount({ amount: amountValue, currency: s.product.currency, tradeType: side })
      : null;
  const amountHidden =
    isPartner && s.tradeType === 'buy' && !switching && isOutsideRiskRating(user, s.product);
  const switchBuyAmount =
    switching && s.switchTarget && amountValue !== null
      ? estimateSwitchBuyFace({
          sellAmount: amountValue,
          sellPrice: s.product.sell_price,
          buyPrice: s.switchTarget.buy_price,
          targetSellLiquidity: s.switchTarget.sell_liquidity,
        })
      : null;
  const freshQuote = s.quote.status === 'ready' ? s.quote.value : null;
  const warnings: TradeDerived['warnings'] = [];
  for (const [legSide, legs] of [
    ['buy', freshQuote?.buys ?? []],
    ['sell', freshQuote?.sells ?? []],
  ] as const) {
    for (const leg of legs) {
      for (const w of leg.warnings) {
        warnings.push({ side: legSide, productId: leg.product_id, message: quoteWarningMessage(w) });
      }
    }
  }
  const pkg =
    s.packageId !== null ? s.product.pending_liquidity.find((p) => p.package_id === s.packageId) : undefined;
  const liquidity = switching
    ? (s.switchTarget?.sell_liquidity ?? '0')
    : (pkg?.pending_amount ?? s.product.sell_liquidity);
  // a block of the trade's type, or an account not set up to place orders yet (the server refuses both)
  const blocked =
    user.can_execute_orders === false ||
    (switching
      ? user.blocks.block_buys || user.blocks.block_sells
      : s.tradeType === 'buy'
        ? user.blocks.block_buys
        : user.blocks.block_sells);
  const blockers = proceedBlockers({
    mode: s.mode,
    tradeType: s.tradeType,
    isPartner,
    readOnly: user.is_read_only,
    packageId: s.packageId,
    amount: s.amount,
    quote: freshQuote,
    balance: selected ? selected.amount : null,
    liquidity,
    blocked,
    sukukAmountInvalid: sukukError !== null,
    prohibited: prohibitions.length > 0,
  });
  const checkboxProduct = switching && s.switchTarget ? s.switchTarget : s.product;
  const requiredCheckboxes = isPartner
    ? partnerCheckboxes({
        tradeType: switching ? 'buy' : s.tradeType,
        productType: checkboxProduct.adib_details?.product_type ?? 'non_complex',
        outsideRiskRating: isOutsideRiskRating(user, checkboxProduct),
      })
    : [];
  const opened = new Set(s.openedDocuments);
  const checkboxEnabled: Partial<Record<TradeAgreementFlag, boolean>> = {};
  for (const flag of requiredCheckboxes) checkboxEnabled[flag] = isCheckboxEnabled(flag, opened);
  const checkboxesComplete = areCheckboxesComplete(requiredCheckboxes, s.checkboxes);
  const canRequestCode = isPartner && s.step === 'confirm' && s.termsAccepted && checkboxesComplete;
  const canConfirm =
    s.step === 'confirm' &&
    !s.busy &&
    !user.is_read_only &&
    (isPartner
      ? canRequestCode && s.otp.code.trim() !== ''
      : s.agreements.investorAgreement && s.agreements.fractionalBondsAgreement);
  return {
    isPartner,
    orderType: effectiveOrderType({ tradeType: side, isPartner, chosen: s.orderType }),
    accountOptions: options.options,
    accountError,
    selectedAccount: selected,
    prohibitions,
    outsideTradingHours,
    limitOrderDisabled: isLimitOrderDisabled({ mode: s.mode, outsideTradingHours }),
    limitOrderReason: limitOrderRefusal(s.market, clock.now()),
    amountEditable: !user.is_read_only,
    amountHidden,
    amountValue,
    sukukError,
    switchBuyAmount,
    warnings,
    proceedBlockers: blockers,
    canProceed: s.step === 'setup' && !s.busy && blockers.length === 0 && accountError === null,
    proceedHint: s.step === 'setup' ? proceedHint(blockers, accountError !== null) : null,
    requiredCheckboxes,
    checkboxEnabled,
    checkboxesComplete,
    canRequestCode,
    canConfirm,
    confirmHint:
      s.step === 'confirm' && !user.is_read_only
        ? confirmHint({
            isPartner,
            agreementsAccepted: s.agreements.investorAgreement && s.agreements.fractionalBondsAgreement,
            termsAccepted: s.termsAccepted,
            checkboxesComplete,
            documentsUnread: requiredCheckboxes.some((flag) => checkboxEnabled[flag] === false),
          })
        : null,
    codeHint: isPartner && canRequestCode && s.otp.code.trim() === '' ? { code: 'trade.hint.code' } : null,
    placedTitle: placedTitleId(isPartner, switching ? 'buy' : s.tradeType),
  };
}
