import { balanceIn, holdsCurrency, type InvestmentAccount } from '../../accounts/index';
import { isPartnerCustomer } from '../../auth/index';
import { type CurrencyCode, Decimal } from '../../money/index';
import type { TradeType } from '../enums';
import type { TradeMessage } from '../messages';
import type { Position } from '../schema';
import { sellablePrincipal, type TradeUser } from './enablement';

/** Why an account option is disabled. */
export type AccountDisabledReason = 'insufficient_balance' | 'isa_restricted';

// Spec: 002 §3.2 'Account option'
/** One account of the ticket's account select. */
export interface AccountOption {
  id: number;
  reference: string;
  account_type: InvestmentAccount['account_type'];
  title: string;
  currencies: InvestmentAccount['currencies'];
  /** cash balance in the product's currency ('0' when the account has none of it) */
  amount: string;
  /** face value of the product the account can sell (sells), else null */
  amountToSell: string | null;
  isDisabled: boolean;
  /** why it is disabled, null when it is not */
  disabledReason: AccountDisabledReason | null;
}

/** Inputs of {@link accountOptions}. */
export interface AccountOptionsInput {
  tradeType: TradeType;
  accounts: readonly InvestmentAccount[];
  /** the product's currency */
  currency: CurrencyCode;
  productId: number;
  /** the quote's total (cash to pay for a buy); null before a quote */
  quoteTotal?: string | null | undefined;
  /** the user is ISA-restricted (their IFISA cannot buy) */
  isaRestricted: boolean;
  // Spec: 002 §4.4
  /** partner-branded users use only their first investment account */
  isPartner: boolean;
  /** the user's positions (sells) */
  positions?: readonly Position[] | undefined;
}

/** The account options and, when no account can sell the product, 'You do not own this product'. */
export interface AccountOptionsResult {
  options: AccountOption[];
  error: TradeMessage | null;
}

// Spec: 002 §5.2 'EUR IFISA accounts are skipped'
/** An EUR IFISA is never offered. */
function isEurIfisa(account: InvestmentAccount, currency: CurrencyCode): boolean {
  return account.account_type === 'ifisa' && currency === 'EUR';
}

// Spec: 002 §4.4, §5.2
/**
 * The accounts of the ticket's account select.
 *
 * - Partner-branded users: only the first investment account.
 * - EUR IFISA accounts are skipped.
 * - Buys: accounts with a currency account for the product's currency (SIPP accounts and the partner need
 *   none); disabled when the quote total exceeds the balance, and the IFISA when the user is ISA-restricted.
 * - Sells: only accounts holding the product (`open.principal` less pending sells above 0), never disabled
 *   by balance or ISA restriction; none → the error 'You do not own this product' (`trade.error.notOwned`).
 */
export function accountOptions(input: AccountOptionsInput): AccountOptionsResult {
  const base = input.isPartner ? input.accounts.slice(0, 1) : input.accounts;
  const candidates = base.filter((account) => !isEurIfisa(account, input.currency));
  const option = (account: InvestmentAccount): AccountOption => ({
    id: account.id,
    reference: account.reference,
    account_type: account.account_type,
    title: account.title,
    currencies: account.currencies,
    amount: balanceIn(account, input.currency),
    amountToSell: null,
    isDisabled: false,
    disabledReason: null,
  });

  if (input.tradeType === 'sell') {
    const options: AccountOption[] = [];
    for (const account of candidates) {
      const held = (input.positions ?? [])
        .filter(
          (p) => p.product_id === input.productId && p.investment_account_reference === account.reference,
        )
        .reduce((sum, p) => sum.plus(sellablePrincipal(p)), new Decimal(0));
      if (held.gt(0)) options.push({ ...option(account), amountToSell: held.toFixed() });
    }
    return { options, error: options.length === 0 ? { code: 'trade.error.notOwned' } : null };
  }

  const options = candidates
    .filter(
      (account) =>
        input.isPartner || account.account_type === 'sipp' || holdsCurrency(account, input.currency),
    )
    .map((account): AccountOption => {
      const o = option(account);
      if (account.account_type === 'ifisa' && input.isaRestricted) {
        return { ...o, isDisabled: true, disabledReason: 'isa_restricted' };
      }
      if (input.quoteTotal && new Decimal(input.quoteTotal).gt(o.amount)) {
        return { ...o, isDisabled: true, disabledReason: 'insufficient_balance' };
      }
      return o;
    });
  return { options, error: null };
}

/**
 * The option to select: the requested reference when it is offered and enabled, else the first enabled
 * option, else the first option, else null.
 */
export function pickAccountOption(
  options: readonly AccountOption[],
  requested?: string | null,
): AccountOption | null {
  const wanted = requested ? options.find((o) => o.reference === requested && !o.isDisabled) : undefined;
  return wanted ?? options.find((o) => !o.isDisabled) ?? options[0] ?? null;
}

/** Inputs of {@link currencyAccountRequirement}. */
export interface CurrencyAccountInput {
  user: Pick<TradeUser, 'partner' | 'account_type'>;
  accounts: readonly InvestmentAccount[];
  currency: CurrencyCode;
}

/** The result of {@link currencyAccountRequirement}. */
export type CurrencyAccountRequirement = { kind: 'ok' } | { kind: 'add-account'; currency: CurrencyCode };

/** True for a SIPP customer (account type 5) or anyone trading from a SIPP account. */
export function isSippUser(
  user: Pick<TradeUser, 'account_type'>,
  accounts: readonly InvestmentAccount[],
): boolean {
  return user.account_type === 5 || accounts.some((a) => a.account_type === 'sipp');
}

// Spec: 002 §4.4
/**
 * The currency-account requirement: a currency account must exist for the product's currency; if
 * none holds it (EUR IFISA accounts do not count), a non-partner, non-SIPP user goes to add-account. The
 * partner and SIPP users need no new account for another currency.
 */
export function currencyAccountRequirement(input: CurrencyAccountInput): CurrencyAccountRequirement {
  if (isPartnerCustomer(input.user) || isSippUser(input.user, input.accounts)) return { kind: 'ok' };
  const held = input.accounts.some(
    (account) => !isEurIfisa(account, input.currency) && holdsCurrency(account, input.currency),
  );
  return held ? { kind: 'ok' } : { kind: 'add-account', currency: input.currency };
}

// Spec: 002 §4.4
/** Where the trade page sends the visitor instead of showing the ticket. */
export type TradeEntryRedirect =
  | { kind: 'login' }
  | { kind: 'not-found' }
  | { kind: 'add-account'; currency: CurrencyCode };

// Spec: 002 §4.4
/**
 * Where a trade link leads before the ticket shows: a logged-out visitor goes to login, a pending
 * product to a 404 page — unless the link buys one of its coming-soon packages (`packageId`: a new issue is
 * bought only through its packages) — and a buyer without a currency account for the
 * product's currency (non-partner, non-SIPP) to add-account. `null`: show the ticket.
 */
export function tradeEntryRedirect(input: {
  user:
    | (Pick<TradeUser, 'partner' | 'account_type'> & { investment_accounts: readonly InvestmentAccount[] })
    | null;
  product: {
    state: string;
    currency: CurrencyCode;
    pending_liquidity?: readonly { package_id: number; pending_amount: string }[];
  } | null;
  tradeType: TradeType;
  /** the coming-soon package the link buys, if any */
  packageId?: number | null;
}): TradeEntryRedirect | null {
  if (!input.user) return { kind: 'login' };
  if (!input.product) return { kind: 'not-found' };
  if (input.product.state === 'pending') {
    const pkg = input.product.pending_liquidity?.find((p) => p.package_id === input.packageId);
    if (input.tradeType !== 'buy' || !pkg || !(Number(pkg.pending_amount) > 0)) return { kind: 'not-found' };
  }
  if (input.tradeType === 'buy') {
    const requirement = currencyAccountRequirement({
      user: input.user,
      accounts: input.user.investment_accounts,
      currency: input.product.currency,
    });
    if (requirement.kind === 'add-account') return requirement;
  }
  return null;
}
