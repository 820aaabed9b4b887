// Spec: 001 §3, §7
/** The portfolio pages' contract: account summaries, payment activity, debit notes, withdrawal confirmations. */
import * as z from 'zod/mini';
import { investmentAccountSchema } from '../accounts/index';
import { int, someOf } from '../http/index';
import { currencyCode, decimalString } from '../money/index';
import { isoDate } from '../time/index';

/** A portfolio's figures: interest, value, gains, bonus, projected interest and yields (percent). */
export const portfolioTotalsSchema = z.object({
  gains: decimalString,
  interest_earned: decimalString,
  interest_earned_pending_payment: decimalString,
  interest_paid: decimalString,
  interest_accrued: decimalString,
  projected_interest: decimalString,
  portfolio_value: decimalString,
  /** percent; null when nothing is held */
  current_yield: z.nullable(decimalString),
  /** percent; null when nothing is held */
  yield_to_maturity: z.nullable(decimalString),
  cash_bonus: decimalString,
});
/** A portfolio's figures, as parsed by {@link portfolioTotalsSchema}. */
export type PortfolioTotals = z.infer<typeof portfolioTotalsSchema>;

/** Open (positions still held) and lifetime (every position ever held) figures. */
export const openAndLifetimeTotalsSchema = z.object({
  /** positions still held */
  open: portfolioTotalsSchema,
  /** every position ever held (lifetime) */
  all: portfolioTotalsSchema,
});
/** Open and lifetime figures, as parsed by {@link openAndLifetimeTotalsSchema}. */
export type OpenAndLifetimeTotals = z.infer<typeof openAndLifetimeTotalsSchema>;

/**
 * An account's summary: whether it holds equity or Robowise portfolios, its open and lifetime figures in its
 * main currency (`summaries`), and the same figures for each currency it holds or has held (`by_currency`).
 */
export const portfolioSummarySchema = z.object({
  has_equity: z.boolean(),
  has_robowise: z.boolean(),
  summaries: openAndLifetimeTotalsSchema,
  /** figures per currency of the account (the main currency's equal `summaries`) */
  by_currency: z.optional(someOf(currencyCode.options, openAndLifetimeTotalsSchema, { strict: true })),
});
/** An account's summary, as parsed by {@link portfolioSummarySchema}. */
export type PortfolioSummary = z.infer<typeof portfolioSummarySchema>;

/** An investment account with its summary (`expand=summary`). */
export const accountWithSummarySchema = z.object({
  ...investmentAccountSchema.shape,
  summary: portfolioSummarySchema,
});
/** An investment account with its summary, as parsed by {@link accountWithSummarySchema}. */
export type AccountWithSummary = z.infer<typeof accountWithSummarySchema>;
/** GET customers/me/investment-accounts/?expand=summary. */
export const accountWithSummaryListSchema = z.array(accountWithSummarySchema);

/** The groups an account's payment activity is filtered by. */
export const paymentActivityGroups = [
  'cash',
  'trades',
  'interest',
  'fees',
  'fx',
  'smart_interest',
  'other',
] as const;
/** A group of payment activity: cash movements, trades, interest, fees, currency exchange, Smart Interest. */
export type PaymentActivityGroup = (typeof paymentActivityGroups)[number];

/** One line of an account's payment activity (one transaction of the account's ledger in one currency). */
export const paymentActivitySchema = z.object({
  /** the ledger transaction's reference, unique */
  reference: z.string(),
  /** the trade date, YYYY-MM-DD */
  date: isoDate,
  /** e.g. funding, withdrawal, buy_order, sale, payment, fee, cancelled_buy, loan_repayment */
  transaction_type: z.string(),
  activity_type: z.string(),
  /** one of {@link paymentActivityGroups} */
  group: z.string(),
  /** what moved, in words ('Purchase of …', 'Coupon payment …') */
  description: z.string(),
  /** the signed cash movement of the account: negative when cash left it */
  amount: decimalString,
  currency: currencyCode,
  /** the product concerned, if any */
  product_id: z.optional(z.nullable(int)),
  item_logo: z.optional(z.nullable(z.string())),
});
/** One line of payment activity, as parsed by {@link paymentActivitySchema}. */
export type PaymentActivity = z.infer<typeof paymentActivitySchema>;
/** One page of an account's payment activity, newest first: the total count, the page's lines. */
export const paymentActivityPageSchema = z.object({
  /** lines matching the filter, over every page */
  count: int,
  page: int,
  page_size: int,
  /** pages over every line matching the filter (at least 1) */
  num_pages: int,
  results: z.array(paymentActivitySchema),
});
/** A page of payment activity, as parsed by {@link paymentActivityPageSchema}. */
export type PaymentActivityPage = z.infer<typeof paymentActivityPageSchema>;

/** An open debit note: its title and message, plain and in markdown (render `message_md` with {@link debitNoteBlocks}). */
export const debitNoteSchema = z.object({
  title: z.string(),
  message: z.string(),
  message_md: z.string(),
});
/** A debit note, as parsed by {@link debitNoteSchema}. */
export type DebitNote = z.infer<typeof debitNoteSchema>;
/** GET debit-notes/all/all/?expand=user_info&state=open. */
export const debitNoteListSchema = z.array(debitNoteSchema);

/** A withdrawal waiting for the user's confirmation: its id (all the specs name), and what the notice can show. */
export const withdrawalConfirmationSchema = z.object({
  id: int,
  /** the account the withdrawal leaves (the sandbox sends it; the specs do not name it) */
  investment_account_id: z.optional(int),
  currency: z.optional(currencyCode),
  amount: z.optional(decimalString),
  /** when the withdrawal was requested */
  created: z.optional(z.string()),
});
/** A withdrawal confirmation, as parsed by {@link withdrawalConfirmationSchema}. */
export type WithdrawalConfirmation = z.infer<typeof withdrawalConfirmationSchema>;
/** The user's withdrawal confirmations. */
export const withdrawalConfirmationListSchema = z.array(withdrawalConfirmationSchema);

/** The body of POST withdrawal-confirmations/confirm/: the withdrawal confirmed. */
export const confirmWithdrawalInputSchema = z.object({ id: int });
/** A withdrawal confirmation's body, as parsed by {@link confirmWithdrawalInputSchema}. */
export type ConfirmWithdrawalInput = z.infer<typeof confirmWithdrawalInputSchema>;

/** The site preference the lifetime toggle writes. */
export const lifetimePreferenceSchema = z.object({ show_lifetime_returns: z.boolean() });
/** The lifetime preference, as parsed by {@link lifetimePreferenceSchema}. */
export type LifetimePreference = z.infer<typeof lifetimePreferenceSchema>;

/** One product an account holds or can trade (`accountProductList`). */
export const accountProductSchema = z.object({
  product_id: int,
  reference: z.string(),
  company: z.object({ name: z.string(), logo: z.nullable(z.string()) }),
  /** a sukuk's underlying company, its name (`productDisplayName`); absent or null for any other product */
  adib_details: z.optional(z.nullable(z.object({ underlying_company_name: z.string() }))),
  isin_code: z.string(),
  coupon: decimalString,
  /** null for perpetuals */
  maturity: z.nullable(isoDate),
  currency: currencyCode,
  security_description: z.string(),
  seniority_label: z.string(),
  sell_liquidity: decimalString,
  /** the principal the user holds; null when none */
  user_invested: z.nullable(decimalString),
  /** e.g. fractional_bond */
  product_type: z.string(),
  /** the product's open and lifetime figures in this account (`expand=performance`) */
  performance: z.optional(openAndLifetimeTotalsSchema),
  /**
   * the next coupon the principal held receives (rules' `nextPaymentOf`, on the platform's convention): null for
   * a perpetual, at maturity or with nothing held
   */
  next_payment: z.optional(z.nullable(z.object({ date: isoDate, amount: decimalString }))),
});
/** A product of an account, as parsed by {@link accountProductSchema}. */
export type AccountProduct = z.infer<typeof accountProductSchema>;
/** An account's products. */
export const accountProductListSchema = z.array(accountProductSchema);
