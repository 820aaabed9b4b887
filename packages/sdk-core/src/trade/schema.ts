/**
 * The wire contract of trading (002 §3.2, §7; 001 §3): quotes, orders, RFQs, RFQ packages (switches),
 * bond buy/sell orders, FX quotes for trades, product transactions and positions.
 *
 * snake_case on the wire; decimals (amounts, prices) are strings; dates `YYYY-MM-DD`; date-times ISO with
 * offset. The paths are listed in `trade/README.md`.
 *
 * @module
 */
import * as v from 'valibot';
import { int, positiveInt } from '../http/schema-parts';
import { currencyCode, decimalString, isoDate, isoDateTime } from '../market/schema';
import {
  bondOrderStates,
  expiryTypes,
  fxQuoteErrorTypes,
  fxQuoteStates,
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

/** A decimal that must not be negative (amounts, prices, face values). */
export const nonNegativeDecimal = v.pipe(
  v.string(),
  v.regex(/^\d+(\.\d+)?$/, 'a non-negative decimal number as a string'),
);

// ── Quotes: POST market/quote/ ─────────────────────────────────────────────────────────────────────────────

/** One leg of a quote request: what to buy or sell (002 §7: product_id, package_id, type, amount, currency, price). */
export const quoteLegInputSchema = v.object({
  product_id: int,
  /** the coming-soon package bought from (buys only), else null */
  package_id: v.optional(v.nullable(int)),
  /** gross: `amount` is cash to spend; principal: `amount` is face value (sells are always principal) */
  type: v.picklist(orderTypes),
  amount: nonNegativeDecimal,
  currency: currencyCode,
  /** a requested (limit) price per 100 nominal; null for the market price */
  price: v.optional(v.nullable(nonNegativeDecimal)),
});
/** A leg of {@link QuoteInput}. */
export type QuoteLegInput = v.InferOutput<typeof quoteLegInputSchema>;

/**
 * POST market/quote/ body. Without `confirm` the quote is transient (nothing is booked, 200); with
 * `confirm: true` the trade is executed at the quote and the answer is 201 (send an `Idempotency-Key`).
 */
export const quoteInputSchema = v.object({
  customer_id: v.optional(int),
  investment_account_id: int,
  /** the legs to buy; none when left out */
  buys: v.optional(v.array(quoteLegInputSchema), () => []),
  /** the legs to sell; none when left out */
  sells: v.optional(v.array(quoteLegInputSchema), () => []),
  confirm: v.optional(v.boolean()),
});
/** The body of `POST market/quote/` (input form: `buys`/`sells` may be left out). */
export type QuoteInput = v.InferInput<typeof quoteInputSchema>;

/** A warning on a quote leg; `code` is one of `quoteWarningCodes` (any string parses). */
export const quoteWarningSchema = v.object({
  code: v.string(),
  /** the server's own wording (used only when the catalogue has no text for `code`) */
  message: v.string(),
  /** for insufficient liquidity / balance: the most that could be traded, when known */
  max_amount: v.optional(v.nullable(nonNegativeDecimal)),
});
/** A quote warning. */
export type QuoteWarning = v.InferOutput<typeof quoteWarningSchema>;

/** One priced leg of a quote (002 §3.2 'Quote'). */
export const quoteLegSchema = v.object({
  product_id: int,
  package_id: v.nullable(int),
  type: v.picklist(orderTypes),
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
  /** the partner's platform fee on sells (002 §9), when charged */
  platform_fee_amount: v.optional(v.nullable(decimalString)),
  warnings: v.array(quoteWarningSchema),
});
/** A priced quote leg. */
export type QuoteLeg = v.InferOutput<typeof quoteLegSchema>;

/** The answer of POST market/quote/ (200 transient, 201 confirmed). */
export const quoteSchema = v.object({
  /** set on a confirmed quote (the booked trade), null on a transient one */
  quote_reference: v.nullable(v.string()),
  rfq_reference: v.nullable(v.string()),
  investment_account_id: int,
  buys: v.array(quoteLegSchema),
  sells: v.array(quoteLegSchema),
  /** settlement date of the trade: two business days ahead */
  settlement_date: isoDate,
  /** a transient quote's validity; null once confirmed */
  expires_at: v.optional(v.nullable(isoDateTime)),
  /** switch summaries (002 §3.2 'Switch calculation'), present when the quote has both sides */
  to_receive: v.optional(v.nullable(decimalString)),
  to_pay: v.optional(v.nullable(decimalString)),
  net_cash_flow: v.optional(v.nullable(decimalString)),
  /** the order created by a confirmed quote */
  order_reference: v.optional(v.nullable(v.string())),
  confirmed: v.optional(v.boolean()),
});
/** A quote. */
export type Quote = v.InferOutput<typeof quoteSchema>;

// ── Confirmation: checkboxes and one-time codes ───────────────────────────────────────────────────────────────

/** The trade agreement checkboxes (002 §3.2), each optional on the wire. */
export const tradeAgreementsSchema = v.object(
  Object.fromEntries(tradeAgreementFlags.map((flag) => [flag, v.optional(v.boolean())])) as Record<
    (typeof tradeAgreementFlags)[number],
    v.OptionalSchema<v.BooleanSchema<undefined>, undefined>
  >,
);
/** Checkbox flags sent on a partner confirmation. */
export type TradeAgreements = v.InferOutput<typeof tradeAgreementsSchema>;

/**
 * Body of every confirm call (orders, RFQ quotes, RFQ packages): the one-time code (partner) plus the
 * agreement checkboxes; the standard site sends its two agreements instead of a code.
 */
export const tradeConfirmInputSchema = v.object({
  ...tradeAgreementsSchema.entries,
  verification_code: v.optional(v.string()),
  has_accepted_investor_agreement: v.optional(v.boolean()),
  has_accepted_fractional_bonds_agreement: v.optional(v.boolean()),
});
/** The body of a confirm call. */
export type TradeConfirmInput = v.InferOutput<typeof tradeConfirmInputSchema>;

/** Answer of every challenge call (a one-time code was sent; the sandbox shows it in its dev inbox). */
export const challengeSchema = v.object({
  sent: v.boolean(),
  /** where the code went, masked (e.g. `+97*****123`) */
  destination: v.optional(v.nullable(v.string())),
  /** seconds until a resend is allowed (60, 002 §9) */
  resend_after_seconds: v.optional(v.pipe(int, v.minValue(0))),
});
/** A challenge answer. */
export type Challenge = v.InferOutput<typeof challengeSchema>;

// ── Orders: orders/ ───────────────────────────────────────────────────────────────────────────────────────────

/** Expiry options: an exact date-time (`expires_on_exact_datetime`) or a duration (`expires_in_timedelta`). */
export const expiryOptionsSchema = v.object({
  expires_at: v.optional(v.nullable(isoDateTime)),
  timedelta_seconds: v.optional(v.nullable(positiveInt)),
});
/** Expiry options of an order or RFQ. */
export type ExpiryOptions = v.InferOutput<typeof expiryOptionsSchema>;

/** An order leg as sent (002 §7: product_id, side, requested_price, notional). */
export const orderLegInputSchema = v.object({
  product_id: int,
  side: v.picklist(orderSides),
  /** limit price per 100 nominal; null = at market */
  requested_price: v.nullable(nonNegativeDecimal),
  /** face value */
  notional: nonNegativeDecimal,
  package_id: v.optional(v.nullable(int)),
});
/** An order leg to create. */
export type OrderLegInput = v.InferOutput<typeof orderLegInputSchema>;

/** POST orders/ body (send an `Idempotency-Key` header: a repeated key answers the first order). */
export const orderInputSchema = v.object({
  investment_account_reference: v.string(),
  order_type: v.picklist(limitOrderTypes),
  expiry_type: v.picklist(expiryTypes),
  expiry_options: v.optional(v.nullable(expiryOptionsSchema)),
  legs: v.pipe(v.array(orderLegInputSchema), v.minLength(1)),
  /** the standard site's agreements, when the order is placed directly (not partner-confirmed later) */
  has_accepted_investor_agreement: v.optional(v.boolean()),
  has_accepted_fractional_bonds_agreement: v.optional(v.boolean()),
});
/** The body of `POST orders/`. */
export type OrderInput = v.InferOutput<typeof orderInputSchema>;

/** An order leg as the server reports it. */
export const orderLegSchema = v.object({
  product_id: int,
  side: v.picklist(orderSides),
  requested_price: v.nullable(decimalString),
  notional: decimalString,
  package_id: v.optional(v.nullable(int)),
  /** face value filled so far */
  filled_notional: v.optional(decimalString),
  /** average execution price of what filled, null until something fills */
  executed_price: v.optional(v.nullable(decimalString)),
});
/** An order leg. */
export type OrderLeg = v.InferOutput<typeof orderLegSchema>;

/** An order of `orders/` (001 §3 'Limit orders'). */
export const orderSchema = v.object({
  order_reference: v.string(),
  order_type: v.picklist(limitOrderTypes),
  status: v.picklist(orderStatuses),
  confirmation_state: v.picklist(limitOrderConfirmationStates),
  investment_account_reference: v.string(),
  currency: currencyCode,
  expiry_type: v.picklist(expiryTypes),
  expiry_options: v.optional(v.nullable(expiryOptionsSchema)),
  /** when the order expires, null for good-until-cancelled */
  expires: v.nullable(isoDateTime),
  /** total face value of the legs */
  notional: decimalString,
  legs: v.array(orderLegSchema),
  created: isoDateTime,
  settlement_date: v.optional(v.nullable(isoDate)),
});
/** An order. */
export type Order = v.InferOutput<typeof orderSchema>;
/** GET orders/ answer. */
export const orderListSchema = v.array(orderSchema);

/** GET orders/ query (002 §7: status, investment_account_reference). */
export interface OrderListQuery {
  status?: Order['status'] | Order['confirmation_state'] | undefined;
  investment_account_reference?: string | undefined;
}

// ── RFQs: rfqs/ ───────────────────────────────────────────────────────────────────────────────────────────────

/** POST rfqs/ body (002 §7). */
export const rfqInputSchema = v.object({
  investment_account_reference: v.optional(v.string()),
  notional_amount: nonNegativeDecimal,
  notional_currency: currencyCode,
  /** the customer's side */
  quote_type: v.picklist(orderSides),
  product_reference: v.string(),
  requested_price: v.nullable(nonNegativeDecimal),
  expiry_type: v.nullable(v.picklist(expiryTypes)),
  expiry_options: v.optional(v.nullable(expiryOptionsSchema)),
  allow_partial_fulfilment: v.boolean(),
  /** true: price only, nothing to confirm later */
  transient: v.boolean(),
});
/** The body of `POST rfqs/`. */
export type RfqInput = v.InferOutput<typeof rfqInputSchema>;

/** A quote answering an RFQ. */
export const rfqQuoteSchema = v.object({
  quote_reference: v.string(),
  state: v.picklist(rfqStates),
  price: decimalString,
  principal: decimalString,
  interest: decimalString,
  total: decimalString,
  spread_fee_amount: decimalString,
  market_maker_price: decimalString,
  platform_fee_amount: v.optional(v.nullable(decimalString)),
  settlement_date: isoDate,
  expires_at: v.nullable(isoDateTime),
  warnings: v.array(quoteWarningSchema),
});
/** An RFQ quote. */
export type RfqQuote = v.InferOutput<typeof rfqQuoteSchema>;

/** An RFQ (request for quote). */
export const rfqSchema = v.object({
  rfq_reference: v.string(),
  state: v.picklist(rfqStates),
  product_reference: v.string(),
  product_id: int,
  quote_type: v.picklist(orderSides),
  notional_amount: decimalString,
  notional_currency: currencyCode,
  requested_price: v.nullable(decimalString),
  investment_account_reference: v.optional(v.nullable(v.string())),
  quotes: v.array(rfqQuoteSchema),
  created: isoDateTime,
  /** the order booked when a quote was confirmed */
  order_reference: v.optional(v.nullable(v.string())),
});
/** An RFQ. */
export type Rfq = v.InferOutput<typeof rfqSchema>;

// ── RFQ packages: rfq-packages/ (switches) ────────────────────────────────────────────────────────────────────

/** POST rfq-packages/ body: a switch is a sell RFQ and a buy RFQ executed together. */
export const rfqPackageInputSchema = v.object({
  rfq_package_type: v.picklist(rfqPackageTypes),
  investment_account_reference: v.string(),
  rfqs: v.pipe(v.array(v.omit(rfqInputSchema, ['investment_account_reference'])), v.minLength(2)),
});
/** The body of `POST rfq-packages/`. */
export type RfqPackageInput = v.InferOutput<typeof rfqPackageInputSchema>;

/** An RFQ package with the switch calculation (002 §3.2: to_receive, to_pay, net_cash_flow). */
export const rfqPackageSchema = v.object({
  package_reference: v.string(),
  rfq_package_type: v.picklist(rfqPackageTypes),
  state: v.picklist(rfqStates),
  investment_account_reference: v.string(),
  currency: currencyCode,
  rfqs: v.array(rfqSchema),
  /** cash the sell leg brings in */
  to_receive: decimalString,
  /** cash the buy leg costs */
  to_pay: decimalString,
  /** to_receive − to_pay (negative: the account pays the difference) */
  net_cash_flow: decimalString,
  created: isoDateTime,
});
/** An RFQ package. */
export type RfqPackage = v.InferOutput<typeof rfqPackageSchema>;

// ── Bond buy and sell orders: buy-orders/, sell-orders/ ──────────────────────────────────────────────────────

/** The product of an order row, enough to show it. */
export const orderProductSchema = v.object({
  product_id: int,
  reference: v.string(),
  company_name: v.string(),
  isin_code: v.string(),
  logo: v.nullable(v.string()),
});

/** A bond buy or sell order (001 §3 'Orders'): `my_bid` on buys, `my_ask` on sells. */
export const bondOrderSchema = v.object({
  id: int,
  product_id: int,
  product: orderProductSchema,
  investment_account_reference: v.string(),
  state: v.picklist(bondOrderStates),
  /** price per 100 nominal */
  price: decimalString,
  /** face value */
  amount: decimalString,
  currency: currencyCode,
  created: isoDateTime,
  settlement_date: v.nullable(isoDate),
  my_bid: v.optional(v.nullable(decimalString)),
  my_ask: v.optional(v.nullable(decimalString)),
  /** a new price awaiting the customer's confirmation (state `confirm`) */
  new_price: v.optional(v.nullable(decimalString)),
});
/** A bond order. */
export type BondOrder = v.InferOutput<typeof bondOrderSchema>;
/** GET buy-orders/ and sell-orders/ answer. */
export const bondOrderListSchema = v.array(bondOrderSchema);

/** POST buy-orders/{id}/action/ and sell-orders/{id}/action/ body. */
export const bondOrderActionInputSchema = v.object({ action: v.picklist(orderActions) });
/** An order action body. */
export type BondOrderActionInput = v.InferOutput<typeof bondOrderActionInputSchema>;

// ── FX quotes for trades: fx-quotes/ ──────────────────────────────────────────────────────────────────────────

/** POST fx-quotes/ body: exactly one of sell_amount / buy_amount. */
export const fxQuoteInputSchema = v.pipe(
  v.object({
    investment_account_reference: v.string(),
    sell_currency: currencyCode,
    buy_currency: currencyCode,
    sell_amount: v.optional(nonNegativeDecimal),
    buy_amount: v.optional(nonNegativeDecimal),
    transient: v.boolean(),
  }),
  v.check(
    (input) => (input.sell_amount === undefined) !== (input.buy_amount === undefined),
    'give exactly one of sell_amount and buy_amount',
  ),
);
/** The body of `POST fx-quotes/`. */
export type FxQuoteInput = v.InferOutput<typeof fxQuoteInputSchema>;

/** An FX quote (001 §3). `fee_rate` is a percent (divide by 100 for display). */
export const fxQuoteSchema = v.object({
  reference: v.string(),
  state: v.picklist(fxQuoteStates),
  sell_currency: currencyCode,
  buy_currency: currencyCode,
  sell_amount: decimalString,
  buy_amount: decimalString,
  total_sell_cost: decimalString,
  suggested_buy_amount: v.nullable(decimalString),
  fee_rate: decimalString,
  effective_rate: decimalString,
  errors: v.array(v.object({ error_type: v.picklist(fxQuoteErrorTypes) })),
  limits: v.object({ user_limit: decimalString, sell_account_balance: decimalString }),
  expires_at: v.optional(v.nullable(isoDateTime)),
});
/** An FX quote. */
export type FxQuote = v.InferOutput<typeof fxQuoteSchema>;

// ── Product transactions: products/{ref}/transactions/ ───────────────────────────────────────────────────────

/** A ledger transaction of a product (002 §7). `transaction_type` is open so unknown types still parse. */
export const productTransactionSchema = v.object({
  reference: v.string(),
  transaction_type: v.string(),
  /** the server's text (kept for logs; the UI shows the catalogue text of the type) */
  text: v.string(),
  investment_account_reference: v.string(),
  /** signed cash movement: negative leaves the account */
  amount: decimalString,
  currency: currencyCode,
  /** face value traded, when the transaction is a trade */
  principal: v.optional(v.nullable(decimalString)),
  price: v.optional(v.nullable(decimalString)),
  date: isoDate,
  created: isoDateTime,
  order_reference: v.optional(v.nullable(v.string())),
});
/** A product transaction. */
export type ProductTransaction = v.InferOutput<typeof productTransactionSchema>;
/** GET products/{ref}/transactions/ answer. */
export const productTransactionListSchema = v.array(productTransactionSchema);

// ── Positions: customers/me/positions/ ────────────────────────────────────────────────────────────────────────

/** A holding of a product in an account (002 §3.2: positions carry `open.principal`). */
export const positionSchema = v.object({
  investment_account_reference: v.string(),
  product_id: int,
  product_reference: v.string(),
  currency: currencyCode,
  open: v.object({
    /** face value held */
    principal: decimalString,
    /** face value committed to open sell orders (not sellable again) */
    pending_sell_principal: v.optional(decimalString),
    /** cash paid for what is held (principal × price / 100), when known */
    cost: v.optional(decimalString),
    /** principal × current sell price / 100, when known */
    market_value: v.optional(decimalString),
  }),
});
/** A position. */
export type Position = v.InferOutput<typeof positionSchema>;
/** GET customers/me/positions/ answer. */
export const positionListSchema = v.array(positionSchema);
