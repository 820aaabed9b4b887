// Spec: 002 §3.2, §7; 001 §3
/**
 * The wire contract of trading: quotes, orders, RFQs, RFQ packages (switches),
 * bond buy/sell orders, product transactions and positions (FX quotes: `fx/`).
 *
 * snake_case on the wire; decimals (amounts, prices) are strings; dates `YYYY-MM-DD`; date-times ISO with
 * offset. The paths are listed in `trade/README.md`.
 *
 * @module
 */

import * as z from 'zod/mini';
import { accountReference, int, minLength, orWhenLeftOut, positiveInt } from '../http/index';
import { currencyCode, decimalString, moneyAmount, nonNegativeDecimal } from '../money/index';
import { isoDate, isoDateTime } from '../time/index';
import {
  bondOrderStates,
  expiryTypes,
  limitOrderConfirmationStates,
  limitOrderTypes,
  orderActions,
  orderSides,
  orderStatuses,
  orderTypes,
  rfqPackageTypes,
  rfqStates,
  tradeAgreementFlags,
} from './enums';

// ── Quotes: POST market/quote/ ─────────────────────────────────────────────────────────────────────────────

// Spec: 002 §7
/** One leg of a quote request: what to buy or sell (product_id, package_id, type, amount, currency, price). */
export const quoteLegInputSchema = z.object({
  product_id: int,
  /** the coming-soon package bought from (buys only), else null */
  package_id: z.optional(z.nullable(int)),
  /** gross: `amount` is cash to spend; principal: `amount` is face value (sells are always principal) */
  type: z.enum(orderTypes),
  /** at most 2 decimals */
  amount: moneyAmount,
  currency: currencyCode,
  /** a requested (limit) price per 100 nominal; null for the market price */
  price: z.optional(z.nullable(nonNegativeDecimal)),
});
/** A leg of {@link QuoteInput}. */
export type QuoteLegInput = z.infer<typeof quoteLegInputSchema>;

/**
 * POST market/quote/ body. Without `confirm` the quote is transient (nothing is booked, 200); with
 * `confirm: true` the trade is executed at the quote and the answer is 201 (send an `Idempotency-Key`).
 */
export const quoteInputSchema = z.object({
  customer_id: z.optional(int),
  investment_account_id: int,
  /** the legs to buy; none when left out */
  buys: orWhenLeftOut(z.array(quoteLegInputSchema), () => []),
  /** the legs to sell; none when left out */
  sells: orWhenLeftOut(z.array(quoteLegInputSchema), () => []),
  confirm: z.optional(z.boolean()),
});
/** The body of `POST market/quote/` (input form: `buys`/`sells` may be left out). */
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** A warning on a quote leg; `code` is one of `quoteWarningCodes` (any string parses). */
export const quoteWarningSchema = z.object({
  code: z.string(),
  /** the server's own wording (used only when the catalogue has no text for `code`) */
  message: z.string(),
  /** for insufficient liquidity / balance: the most that could be traded, when known */
  max_amount: z.optional(z.nullable(nonNegativeDecimal)),
});
/** A quote warning. */
export type QuoteWarning = z.infer<typeof quoteWarningSchema>;

// Spec: 002 §3.2 'Quote'
/** One priced leg of a quote. */
export const quoteLegSchema = z.object({
  product_id: int,
  package_id: z.nullable(int),
  type: z.enum(orderTypes),
  /** the amount asked for, as sent */
  amount: decimalString,
  currency: currencyCode,
  /** the price per 100 nominal the leg is quoted at (spread included) */
  price: decimalString,
  /** face value bought or sold */
  principal: decimalString,
  /** accrued interest paid (buy) or received (sell) */
  interest: decimalString,
  /** cash paid (buy) or received (sell): principal × price / 100 + interest (± fees) */
  total: decimalString,
  spread_fee_amount: decimalString,
  market_maker_price: decimalString,
  // Spec: 002 §9
  /** the partner's platform fee on sells, when charged */
  platform_fee_amount: z.optional(z.nullable(decimalString)),
  warnings: z.array(quoteWarningSchema),
});
/** A priced quote leg. */
export type QuoteLeg = z.infer<typeof quoteLegSchema>;

/** The answer of POST market/quote/ (200 transient, 201 confirmed). */
export const quoteSchema = z.object({
  /** set on a confirmed quote (the booked trade), null on a transient one */
  quote_reference: z.nullable(z.string()),
  rfq_reference: z.nullable(z.string()),
  investment_account_id: int,
  buys: z.array(quoteLegSchema),
  sells: z.array(quoteLegSchema),
  /** settlement date of the trade: two business days ahead */
  settlement_date: isoDate,
  /** a transient quote's validity; null once confirmed */
  expires_at: z.optional(z.nullable(isoDateTime)),
  // Spec: 002 §3.2 'Switch calculation'
  /** switch summaries, present when the quote has both sides */
  to_receive: z.optional(z.nullable(decimalString)),
  to_pay: z.optional(z.nullable(decimalString)),
  net_cash_flow: z.optional(z.nullable(decimalString)),
  /** the order created by a confirmed quote */
  order_reference: z.optional(z.nullable(z.string())),
  confirmed: z.optional(z.boolean()),
});
/** A quote. */
export type Quote = z.infer<typeof quoteSchema>;

// ── Confirmation: checkboxes and one-time codes ───────────────────────────────────────────────────────────────

// Spec: 002 §3.2
/** The trade agreement checkboxes, each optional on the wire. */
export const tradeAgreementsSchema = z.object(
  Object.fromEntries(tradeAgreementFlags.map((flag) => [flag, z.optional(z.boolean())])) as Record<
    (typeof tradeAgreementFlags)[number],
    z.ZodMiniOptional<z.ZodMiniBoolean<boolean>>
  >,
);
/** Checkbox flags sent on a partner confirmation. */
export type TradeAgreements = z.infer<typeof tradeAgreementsSchema>;

/**
 * Body of every confirm call (orders, RFQ quotes, RFQ packages): the one-time code (partner) plus the
 * agreement checkboxes; the standard site sends its two agreements instead of a code.
 */
export const tradeConfirmInputSchema = z.object({
  ...tradeAgreementsSchema.shape,
  verification_code: z.optional(z.string()),
  has_accepted_investor_agreement: z.optional(z.boolean()),
  has_accepted_fractional_bonds_agreement: z.optional(z.boolean()),
});
/** The body of a confirm call. */
export type TradeConfirmInput = z.infer<typeof tradeConfirmInputSchema>;

/** Answer of every challenge call (a one-time code was sent; the sandbox shows it in its dev inbox). */
export const challengeSchema = z.object({
  sent: z.boolean(),
  /** where the code went, masked (e.g. `+97*****123`) */
  destination: z.optional(z.nullable(z.string())),
  // Spec: 002 §9
  /** seconds until a resend is allowed (60) */
  resend_after_seconds: z.optional(int.check(z.gte(0))),
});
/** A challenge answer. */
export type Challenge = z.infer<typeof challengeSchema>;

// ── Orders: orders/ ───────────────────────────────────────────────────────────────────────────────────────────

/** Expiry options: an exact date-time (`expires_on_exact_datetime`) or a duration (`expires_in_timedelta`). */
export const expiryOptionsSchema = z.object({
  expires_at: z.optional(z.nullable(isoDateTime)),
  timedelta_seconds: z.optional(z.nullable(positiveInt)),
});
/** Expiry options of an order or RFQ. */
export type ExpiryOptions = z.infer<typeof expiryOptionsSchema>;

// Spec: 002 §7
/** An order leg as sent (product_id, side, requested_price, notional). */
export const orderLegInputSchema = z.object({
  product_id: int,
  side: z.enum(orderSides),
  /** limit price per 100 nominal; null = at market */
  requested_price: z.nullable(nonNegativeDecimal),
  /** face value, at most 2 decimals */
  notional: moneyAmount,
  package_id: z.optional(z.nullable(int)),
});
/** An order leg to create. */
export type OrderLegInput = z.infer<typeof orderLegInputSchema>;

/** POST orders/ body (send an `Idempotency-Key` header: a repeated key answers the first order). */
export const orderInputSchema = z.object({
  investment_account_reference: accountReference,
  order_type: z.enum(limitOrderTypes),
  expiry_type: z.enum(expiryTypes),
  expiry_options: z.optional(z.nullable(expiryOptionsSchema)),
  legs: z.array(orderLegInputSchema).check(minLength(1)),
  /** the standard site's agreements, when the order is placed directly (not partner-confirmed later) */
  has_accepted_investor_agreement: z.optional(z.boolean()),
  has_accepted_fractional_bonds_agreement: z.optional(z.boolean()),
});
/** The body of `POST orders/`. */
export type OrderInput = z.infer<typeof orderInputSchema>;

/** An order leg as the server reports it. */
export const orderLegSchema = z.object({
  product_id: int,
  side: z.enum(orderSides),
  requested_price: z.nullable(decimalString),
  notional: decimalString,
  package_id: z.optional(z.nullable(int)),
  /** face value filled so far */
  filled_notional: z.optional(decimalString),
  /** average execution price of what filled, null until something fills */
  executed_price: z.optional(z.nullable(decimalString)),
});
/** An order leg. */
export type OrderLeg = z.infer<typeof orderLegSchema>;

// Spec: 001 §3 'Limit orders'
/** An order of `orders/`. */
export const orderSchema = z.object({
  order_reference: z.string(),
  order_type: z.enum(limitOrderTypes),
  status: z.enum(orderStatuses),
  confirmation_state: z.enum(limitOrderConfirmationStates),
  investment_account_reference: z.string(),
  currency: currencyCode,
  expiry_type: z.enum(expiryTypes),
  expiry_options: z.optional(z.nullable(expiryOptionsSchema)),
  /** when the order expires, null for good-until-cancelled */
  expires: z.nullable(isoDateTime),
  /** total face value of the legs */
  notional: decimalString,
  legs: z.array(orderLegSchema),
  created: isoDateTime,
  settlement_date: z.optional(z.nullable(isoDate)),
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;
/** GET orders/ answer. */
export const orderListSchema = z.array(orderSchema);

// Spec: 002 §7
/** GET orders/ query (status, investment_account_reference). */
export interface OrderListQuery {
  status?: Order['status'] | Order['confirmation_state'] | undefined;
  investment_account_reference?: string | undefined;
}

// ── RFQs: rfqs/ ───────────────────────────────────────────────────────────────────────────────────────────────

// Spec: 002 §7
/** POST rfqs/ body. */
export const rfqInputSchema = z.object({
  investment_account_reference: z.optional(accountReference),
  /** at most 2 decimals */
  notional_amount: moneyAmount,
  notional_currency: currencyCode,
  /** the customer's side */
  quote_type: z.enum(orderSides),
  product_reference: z.string(),
  requested_price: z.nullable(nonNegativeDecimal),
  expiry_type: z.nullable(z.enum(expiryTypes)),
  expiry_options: z.optional(z.nullable(expiryOptionsSchema)),
  allow_partial_fulfilment: z.boolean(),
  /** true: price only, nothing to confirm later */
  transient: z.boolean(),
});
/** The body of `POST rfqs/`. */
export type RfqInput = z.infer<typeof rfqInputSchema>;

/** A quote answering an RFQ. */
export const rfqQuoteSchema = z.object({
  quote_reference: z.string(),
  state: z.enum(rfqStates),
  price: decimalString,
  principal: decimalString,
  interest: decimalString,
  total: decimalString,
  spread_fee_amount: decimalString,
  market_maker_price: decimalString,
  platform_fee_amount: z.optional(z.nullable(decimalString)),
  settlement_date: isoDate,
  expires_at: z.nullable(isoDateTime),
  warnings: z.array(quoteWarningSchema),
});
/** An RFQ quote. */
export type RfqQuote = z.infer<typeof rfqQuoteSchema>;

/** An RFQ (request for quote). */
export const rfqSchema = z.object({
  rfq_reference: z.string(),
  state: z.enum(rfqStates),
  product_reference: z.string(),
  product_id: int,
  quote_type: z.enum(orderSides),
  notional_amount: decimalString,
  notional_currency: currencyCode,
  requested_price: z.nullable(decimalString),
  investment_account_reference: z.optional(z.nullable(z.string())),
  quotes: z.array(rfqQuoteSchema),
  created: isoDateTime,
  /** the order booked when a quote was confirmed */
  order_reference: z.optional(z.nullable(z.string())),
});
/** An RFQ. */
export type Rfq = z.infer<typeof rfqSchema>;

// ── RFQ packages: rfq-packages/ (switches) ────────────────────────────────────────────────────────────────────

// the legs of a package name no account: the package does
const { investment_account_reference: _packageAccount, ...packageLegShape } = rfqInputSchema.shape;

/** POST rfq-packages/ body: a switch is a sell RFQ and a buy RFQ executed together. */
export const rfqPackageInputSchema = z.object({
  rfq_package_type: z.enum(rfqPackageTypes),
  investment_account_reference: accountReference,
  rfqs: z.array(z.object(packageLegShape)).check(minLength(2)),
});
/** The body of `POST rfq-packages/`. */
export type RfqPackageInput = z.infer<typeof rfqPackageInputSchema>;

// Spec: 002 §3.2
/** An RFQ package with the switch calculation (to_receive, to_pay, net_cash_flow). */
export const rfqPackageSchema = z.object({
  package_reference: z.string(),
  rfq_package_type: z.enum(rfqPackageTypes),
  state: z.enum(rfqStates),
  investment_account_reference: z.string(),
  currency: currencyCode,
  rfqs: z.array(rfqSchema),
  /** cash the sell leg brings in */
  to_receive: decimalString,
  /** cash the buy leg costs */
  to_pay: decimalString,
  /** to_receive − to_pay (negative: the account pays the difference) */
  net_cash_flow: decimalString,
  created: isoDateTime,
});
/** An RFQ package. */
export type RfqPackage = z.infer<typeof rfqPackageSchema>;

// ── Bond buy and sell orders: buy-orders/, sell-orders/ ──────────────────────────────────────────────────────

/** The product of an order row, enough to show it. */
export const orderProductSchema = z.object({
  product_id: int,
  reference: z.string(),
  company_name: z.string(),
  isin_code: z.string(),
  logo: z.nullable(z.string()),
  /** a sukuk's underlying company, its name (`productDisplayName`); absent or null for any other product */
  adib_details: z.optional(z.nullable(z.object({ underlying_company_name: z.string() }))),
});

// Spec: 001 §3 'Orders'
/** A bond buy or sell order: `my_bid` on buys, `my_ask` on sells. */
export const bondOrderSchema = z.object({
  id: int,
  product_id: int,
  product: orderProductSchema,
  investment_account_reference: z.string(),
  state: z.enum(bondOrderStates),
  /** price per 100 nominal */
  price: decimalString,
  /** face value */
  amount: decimalString,
  currency: currencyCode,
  created: isoDateTime,
  settlement_date: z.nullable(isoDate),
  my_bid: z.optional(z.nullable(decimalString)),
  my_ask: z.optional(z.nullable(decimalString)),
  /** a new price awaiting the customer's confirmation (state `confirm`) */
  new_price: z.optional(z.nullable(decimalString)),
  /** the order this leg belongs to (as `orders/` lists it): one order is listed once */
  order_reference: z.optional(z.string()),
});
/** A bond order. */
export type BondOrder = z.infer<typeof bondOrderSchema>;
/** GET buy-orders/ and sell-orders/ answer. */
export const bondOrderListSchema = z.array(bondOrderSchema);

/** POST buy-orders/{id}/action/ and sell-orders/{id}/action/ body. */
export const bondOrderActionInputSchema = z.object({ action: z.enum(orderActions) });
/** An order action body. */
export type BondOrderActionInput = z.infer<typeof bondOrderActionInputSchema>;

// ── Product transactions: products/{ref}/transactions/ ───────────────────────────────────────────────────────

// Spec: 002 §7
/** A ledger transaction of a product. `transaction_type` is open so unknown types still parse. */
export const productTransactionSchema = z.object({
  reference: z.string(),
  transaction_type: z.string(),
  /** the server's text (kept for logs; the UI shows the catalogue text of the type) */
  text: z.string(),
  investment_account_reference: z.string(),
  /** signed cash movement: negative leaves the account */
  amount: decimalString,
  currency: currencyCode,
  /** face value traded, when the transaction is a trade */
  principal: z.optional(z.nullable(decimalString)),
  price: z.optional(z.nullable(decimalString)),
  date: isoDate,
  created: isoDateTime,
  order_reference: z.optional(z.nullable(z.string())),
});
/** A product transaction. */
export type ProductTransaction = z.infer<typeof productTransactionSchema>;
/** GET products/{ref}/transactions/ answer. */
export const productTransactionListSchema = z.array(productTransactionSchema);

// ── Positions: customers/me/positions/ ────────────────────────────────────────────────────────────────────────

// Spec: 002 §3.2
/** A holding of a product in an account (positions carry `open.principal`). */
export const positionSchema = z.object({
  investment_account_reference: z.string(),
  product_id: int,
  product_reference: z.string(),
  currency: currencyCode,
  open: z.object({
    /** face value held */
    principal: decimalString,
    /** face value committed to open sell orders (not sellable again) */
    pending_sell_principal: z.optional(decimalString),
    /** cash paid for what is held (principal × price / 100), when known */
    cost: z.optional(decimalString),
    /** principal × current sell price / 100, when known */
    market_value: z.optional(decimalString),
  }),
});
/** A position. */
export type Position = z.infer<typeof positionSchema>;
/** GET customers/me/positions/ answer. */
export const positionListSchema = z.array(positionSchema);
