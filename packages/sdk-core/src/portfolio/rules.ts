/**
 * The dashboard's and portfolio pages' pure rules: which notices show, the ISA allowance bar, open or lifetime
 * figures, what the partner variant hides, and debit notes' markdown as safe blocks.
 */
import type { InvestmentAccount } from '../accounts/index';
import { deriveSessionFlags, type MaybeUser } from '../auth/index';
import { nextCouponDate, PRODUCT_BOND_CONVENTION } from '../bonds/index';
import type { CatalogueVariant, MessageId } from '../messages/index';
import { type CurrencyCode, Decimal } from '../money/index';
import { type DynamicBond, type ReinvestNotice, reinvestNotices } from '../smart-interest/index';
import { type DateInput, formatYmd, toLondonParts } from '../time/index';
import type {
  AccountProduct,
  DebitNote,
  PortfolioSummary,
  PortfolioTotals,
  WithdrawalConfirmation,
} from './schema';

/** A notice on the dashboard, in the order they show. */
export type DashboardNotice =
  | { kind: 'kyc'; title: MessageId; action: MessageId }
  | { kind: 'coolingOff'; text: MessageId }
  | { kind: 'smartInterestRepaying'; holdings: DynamicBond[] }
  | { kind: 'reinvest'; notice: ReinvestNotice<DynamicBond> }
  | { kind: 'withdrawalConfirmations'; confirmations: WithdrawalConfirmation[] }
  | { kind: 'debitNote'; note: DebitNote };

/** What {@link dashboardNotices} reads. */
export interface DashboardNoticesInput {
  user: MaybeUser;
  /** the user's Smart Interest holdings (with their reinvest offers) */
  dynamicBonds: readonly DynamicBond[];
  withdrawalConfirmations: readonly WithdrawalConfirmation[];
  debitNotes: readonly DebitNote[];
  /** the server's time (the cooling-off hold and the reinvest stages are judged by it) */
  now: Date;
  /** the day reinvest stages count from; `now` by default */
  today?: DateInput;
}

// Spec: 001 §2 (Dashboard portfolio summary), §6
/**
 * The dashboard's notices: 'Know your customer update' with 'Upload documents' for a user who must pass an
 * identity check; the 24-hour hold during cooling-off; the Smart Interest repaying banner for holdings being
 * repaid; reinvest notices at 90, 60 and 30 days (only for users who may invest in Smart Interest, see
 * smart-interest's `reinvestNotices`); withdrawals waiting for confirmation; each open debit note.
 */
export function dashboardNotices(input: DashboardNoticesInput): DashboardNotice[] {
  const flags = deriveSessionFlags(input.user, input.now);
  if (!flags.isSignedIn) return [];
  const notices: DashboardNotice[] = [];
  if (flags.requiresIdentityCheck) {
    notices.push({ kind: 'kyc', title: 'portfolio.notice.kyc.title', action: 'portfolio.notice.kyc.action' });
  }
  if (flags.isCoolingOff) notices.push({ kind: 'coolingOff', text: 'trade.banner.coolingOff' });
  const repaying = input.dynamicBonds.filter((b) => b.state === 'Repaying');
  if (repaying.length > 0) notices.push({ kind: 'smartInterestRepaying', holdings: repaying });
  for (const notice of reinvestNotices(input.user, input.dynamicBonds, input.today ?? input.now)) {
    notices.push({ kind: 'reinvest', notice });
  }
  if (input.withdrawalConfirmations.length > 0) {
    notices.push({ kind: 'withdrawalConfirmations', confirmations: [...input.withdrawalConfirmations] });
  }
  for (const note of input.debitNotes) notices.push({ kind: 'debitNote', note });
  return notices;
}

// Spec: 001 §5 (Rolling gilt), §9 (ISA limit £20,000 per tax year)
/** The ISA allowance per tax year, GBP. */
export const ISA_ALLOWANCE = '20000.00';

/** The ISA allowance bar's figures (money as 2-decimal strings, the bar's fill in percent). */
export interface IsaAllowanceBar {
  allowance: string;
  used: string;
  remaining: string;
  /** 0–100, the server's `isa_used_percentage` when it sends one */
  usedPercent: string;
}

/**
 * The ISA allowance bar of an IFISA account (`null` for any other account or one without `isa_remaining`):
 * used = allowance − remaining, clamped to the allowance; the fill is the server's percentage when sent.
 */
export function isaAllowanceBar(
  account: Pick<InvestmentAccount, 'account_type' | 'isa_remaining' | 'isa_used_percentage'>,
): IsaAllowanceBar | null {
  if (account.account_type !== 'ifisa' || account.isa_remaining === undefined) return null;
  const allowance = new Decimal(ISA_ALLOWANCE);
  let remaining = new Decimal(account.isa_remaining);
  if (remaining.lt(0)) remaining = new Decimal(0);
  if (remaining.gt(allowance)) remaining = allowance;
  const used = allowance.minus(remaining);
  const percent =
    account.isa_used_percentage !== undefined
      ? new Decimal(account.isa_used_percentage)
      : used.times(100).div(allowance, 2);
  const clamped = percent.lt(0) ? new Decimal(0) : percent.gt(100) ? new Decimal(100) : percent;
  return {
    allowance: allowance.toFixed(2),
    used: used.toFixed(2),
    remaining: remaining.toFixed(2),
    usedPercent: clamped.toFixed(2),
  };
}

/** The figures the overview shows and the label of its interest figure. */
export interface PortfolioFigures {
  totals: PortfolioTotals;
  interestLabel: MessageId;
}

// Spec: 001 §2 (Overview; the lifetime reporting toggle), §4 (Other)
/**
 * Open or lifetime figures: the lifetime toggle (site preference `show_lifetime_returns`) shows every position
 * ever held and labels the interest 'Lifetime Interest Earned'; otherwise the open positions and
 * 'Interest Earned'. Yields show with 1 decimal (money's `formatYield`).
 */
export function portfolioFigures(summary: PortfolioSummary, lifetime: boolean): PortfolioFigures {
  return lifetime
    ? { totals: summary.summaries.all, interestLabel: 'portfolio.overview.lifetimeInterestEarned' }
    : { totals: summary.summaries.open, interestLabel: 'portfolio.overview.interestEarned' };
}

/** What a variant shows of the portfolio pages. */
export interface PortfolioVisibility {
  /** the mobile balance card */
  mobileBalanceCard: boolean;
  /** the equity section */
  equity: boolean;
  /** currencies whose accounts and figures show */
  currencies: readonly CurrencyCode[];
  /** order types the orders lists show */
  orderTypes: readonly ('basic' | 'switch_trade' | 'limit_order')[];
}

const STANDARD_VISIBILITY: PortfolioVisibility = {
  mobileBalanceCard: true,
  equity: true,
  currencies: ['GBP', 'USD', 'EUR'],
  orderTypes: ['basic', 'switch_trade', 'limit_order'],
};

// Spec: 001 §2 (Activity panel), §6, §9. The specs also hide the partner's cash-movement activity, and describe
// its withdrawal to the linked bank account elsewhere; settled as a partner bank expects (issue 27): its customer
// deposits and withdraws from the page that shows the cash, and Activity lists every movement of the one ledger.
const PARTNER_VISIBILITY: PortfolioVisibility = {
  mobileBalanceCard: false,
  equity: false,
  currencies: ['GBP', 'USD', 'AED'],
  orderTypes: ['limit_order'],
};

/**
 * What a variant shows: the partner (sukuk) hides the mobile balance card, equity, EUR (and has AED) and the
 * standard order types (it lists limit orders only). Both variants show every cash movement.
 */
export function portfolioVisibility(variant: CatalogueVariant): PortfolioVisibility {
  return variant === 'sukuk' ? PARTNER_VISIBILITY : STANDARD_VISIBILITY;
}

// Spec: 001 §1 'Investors hold investment accounts in GBP, USD and EUR (the partner variant also AED)',
// 'A partner-branded variant (bank-linked Sukuk marketplace with AED accounts)'
/**
 * The customer's base currency, what the dashboard's total across accounts is given in: GBP on the standard
 * platform (its accounts' main currency, the ISA's), AED for the partner (its accounts are AED accounts).
 */
export function baseCurrency(variant: CatalogueVariant): CurrencyCode {
  return variant === 'sukuk' ? 'AED' : 'GBP';
}

/** A run of text in a debit note: plain, strong, emphasised, or a link (https or mailto only). */
export type NoteSpan =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

/** A block of a debit note: a paragraph or a bulleted list, each made of spans (lines keep their breaks). */
export type NoteBlock = { kind: 'paragraph'; lines: NoteSpan[][] } | { kind: 'list'; items: NoteSpan[][] };

const SAFE_HREF = /^(https:\/\/|mailto:)[^\s<>"']+$/i;
const INLINE = /\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\)/g;

function spans(line: string): NoteSpan[] {
  const out: NoteSpan[] = [];
  let last = 0;
  for (const match of line.matchAll(INLINE)) {
    const index = match.index ?? 0;
    if (index > last) out.push({ kind: 'text', text: line.slice(last, index) });
    const [whole, strong, em1, em2, linkText, href] = match;
    if (strong !== undefined) out.push({ kind: 'strong', text: strong });
    else if (em1 !== undefined || em2 !== undefined) out.push({ kind: 'em', text: (em1 ?? em2) as string });
    else if (linkText !== undefined && href !== undefined && SAFE_HREF.test(href)) {
      out.push({ kind: 'link', text: linkText, href });
    } else out.push({ kind: 'text', text: linkText ?? whole });
    last = index + whole.length;
  }
  if (last < line.length) out.push({ kind: 'text', text: line.slice(last) });
  return out;
}

// Spec: 001 §2 (debit-note notices), §7 (message_md)
/**
 * A debit note's markdown as blocks of text spans, to render as elements (never as HTML): paragraphs split on
 * blank lines, `- `/`* ` bulleted lists, `**strong**`, `*em*`/`_em_` and `[links](https://…)`. Any HTML in
 * the note stays literal text; a link to anything but https or mailto becomes its text.
 */
export function debitNoteBlocks(markdown: string): NoteBlock[] {
  const blocks: NoteBlock[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) continue;
    if (lines.every((l) => /^\s*[-*]\s+/.test(l))) {
      blocks.push({ kind: 'list', items: lines.map((l) => spans(l.replace(/^\s*[-*]\s+/, '').trim())) });
    } else {
      blocks.push({ kind: 'paragraph', lines: lines.map((l) => spans(l.trim())) });
    }
  }
  return blocks;
}

/** A holding's next coupon: the day and what it pays on the principal held. */
export interface NextPayment {
  /** YYYY-MM-DD */
  date: string;
  /** principal × coupon ÷ 100 ÷ coupons a year, rounded down to the cent */
  amount: string;
}

// Spec: 001 §3 'Product: … coupon, maturity, … user_invested'
/**
 * A held product's next coupon payment after `today`, on the platform's convention (annual coupons on the
 * maturity's anniversary, `PRODUCT_BOND_CONVENTION`): `null` for a perpetual (no maturity to count from),
 * on or after maturity, or without a principal held.
 */
export function nextPaymentOf(
  product: Pick<AccountProduct, 'coupon' | 'maturity' | 'user_invested'>,
  today: DateInput,
): NextPayment | null {
  if (!product.maturity || !product.user_invested) return null;
  const frequency = PRODUCT_BOND_CONVENTION.frequency;
  const london = toLondonParts(today);
  const date = nextCouponDate({
    maturity: product.maturity,
    today: formatYmd({ y: london.year, m: london.month, d: london.day }),
    frequency,
  });
  if (!date) return null;
  const amount = new Decimal(product.user_invested)
    .times(product.coupon)
    .div(100 * frequency)
    .round(2, Decimal.roundDown);
  return { date, amount: amount.toFixed(2) };
}
