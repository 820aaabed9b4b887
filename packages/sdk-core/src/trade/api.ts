// Spec: 002 §7, 001 §7
/**
 * One function per trading call. Paths are relative to the API base (`/api`); the contract
 * is documented in `trade/README.md`. Failures throw `ApiError` (see `http/errors.ts`); the trade machine
 * maps them to catalogue ids.
 *
 * @module
 */
import * as z from 'zod/mini';
import {
  type BondkitClient,
  type CallOptions,
  type IdempotentCallOptions,
  pathSegment,
  toRequestOptions,
} from '../http/index';
import type { CurrencyCode } from '../money/index';
import { visibleProductTransactions } from './rules/transactions';
import {
  type BondOrder,
  bondOrderListSchema,
  bondOrderSchema,
  type Challenge,
  challengeSchema,
  type Order,
  type OrderInput,
  type OrderListQuery,
  orderInputSchema,
  orderListSchema,
  orderSchema,
  type Position,
  type ProductTransaction,
  positionListSchema,
  productTransactionListSchema,
  type Quote,
  type QuoteInput,
  quoteInputSchema,
  quoteSchema,
  type Rfq,
  type RfqInput,
  type RfqPackage,
  type RfqPackageInput,
  rfqInputSchema,
  rfqPackageInputSchema,
  rfqPackageSchema,
  rfqSchema,
  type TradeConfirmInput,
  tradeConfirmInputSchema,
} from './schema';

/** Options every trade call accepts. */
export interface TradeCallOptions extends CallOptions {}

/** Options of the calls that place a trade. */
export interface PlaceTradeOptions extends IdempotentCallOptions {}

// ── Quotes ────────────────────────────────────────────────────────────────────────────────────────────────────

// Spec: 002 §7
/**
 * POST market/quote/ — a transient quote for the legs: principal, accrued interest, total, spread
 * fee, market-maker price and warnings per leg. Nothing is booked.
 *
 * @param input - account, `buys` and/or `sells` legs (`confirm` is ignored: use {@link confirmMarketQuote})
 */
export async function createMarketQuote(
  client: BondkitClient,
  input: QuoteInput,
  options?: TradeCallOptions,
): Promise<Quote> {
  const body = z.parse(quoteInputSchema, { ...input, confirm: undefined });
  return client.post('market/quote/', quoteSchema, toRequestOptions(options, body));
}

/**
 * POST market/quote/ with `confirm: true` — executes a basic trade at the quote (201). Send an
 * idempotency key: a double submit books one trade.
 */
export async function confirmMarketQuote(
  client: BondkitClient,
  input: QuoteInput,
  options?: PlaceTradeOptions,
): Promise<Quote> {
  const body = z.parse(quoteInputSchema, { ...input, confirm: true });
  return client.post('market/quote/', quoteSchema, toRequestOptions(options, body));
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────────────────────────

// Spec: 001 §4
/** GET orders/?status=&investment_account_reference= — orders (the partner's limit orders). */
export function getOrders(
  client: BondkitClient,
  query: OrderListQuery = {},
  options?: TradeCallOptions,
): Promise<Order[]> {
  return client.get('orders/', orderListSchema, {
    ...toRequestOptions(options),
    searchParams: {
      status: query.status,
      investment_account_reference: query.investment_account_reference,
    },
  });
}

/** GET orders/{ref}/ — one order. */
export function getOrder(
  client: BondkitClient,
  orderReference: string,
  options?: TradeCallOptions,
): Promise<Order> {
  return client.get(`orders/${pathSegment(orderReference)}/`, orderSchema, toRequestOptions(options));
}

/**
 * POST orders/ — creates an order with legs (limit orders, the partner's primary trades outside basic mode).
 * With an `Idempotency-Key` a repeated call answers the order the first created.
 */
export async function createOrder(
  client: BondkitClient,
  input: OrderInput,
  options?: PlaceTradeOptions,
): Promise<Order> {
  return client.post('orders/', orderSchema, toRequestOptions(options, z.parse(orderInputSchema, input)));
}

/** POST orders/{ref}/confirm/ — confirms an order with the one-time code and the checkboxes (partner). */
export async function confirmOrder(
  client: BondkitClient,
  orderReference: string,
  input: TradeConfirmInput,
  options?: PlaceTradeOptions,
): Promise<Order> {
  return client.post(
    `orders/${pathSegment(orderReference)}/confirm/`,
    orderSchema,
    toRequestOptions(options, z.parse(tradeConfirmInputSchema, input)),
  );
}

/** POST orders/{ref}/challenge/ — sends the one-time code for an order. */
export function challengeOrder(
  client: BondkitClient,
  orderReference: string,
  options?: TradeCallOptions,
): Promise<Challenge> {
  return client.post(
    `orders/${pathSegment(orderReference)}/challenge/`,
    challengeSchema,
    toRequestOptions(options, {}),
  );
}

/** POST orders/{ref}/cancel/ — cancels an order (the partner's confirmed limit orders). */
export function cancelOrder(
  client: BondkitClient,
  orderReference: string,
  options?: TradeCallOptions,
): Promise<Order> {
  return client.post(
    `orders/${pathSegment(orderReference)}/cancel/`,
    orderSchema,
    toRequestOptions(options, {}),
  );
}

// ── RFQs ──────────────────────────────────────────────────────────────────────────────────────────────────────

// Spec: 002 §7
/** POST rfqs/ — requests a quote (the partner's basic trade). */
export async function createRfq(
  client: BondkitClient,
  input: RfqInput,
  options?: PlaceTradeOptions,
): Promise<Rfq> {
  return client.post('rfqs/', rfqSchema, toRequestOptions(options, z.parse(rfqInputSchema, input)));
}

/** POST rfqs/{ref}/quotes/{quote}/confirm/ — accepts an RFQ quote (one-time code and checkboxes). */
export async function confirmRfqQuote(
  client: BondkitClient,
  rfqReference: string,
  quoteReference: string,
  input: TradeConfirmInput,
  options?: PlaceTradeOptions,
): Promise<Rfq> {
  return client.post(
    `rfqs/${pathSegment(rfqReference)}/quotes/${pathSegment(quoteReference)}/confirm/`,
    rfqSchema,
    toRequestOptions(options, z.parse(tradeConfirmInputSchema, input)),
  );
}

/** POST rfqs/{ref}/quotes/{quote}/challenge/ — sends the one-time code for an RFQ quote. */
export function challengeRfqQuote(
  client: BondkitClient,
  rfqReference: string,
  quoteReference: string,
  options?: TradeCallOptions,
): Promise<Challenge> {
  return client.post(
    `rfqs/${pathSegment(rfqReference)}/quotes/${pathSegment(quoteReference)}/challenge/`,
    challengeSchema,
    toRequestOptions(options, {}),
  );
}

// ── RFQ packages (switches) ───────────────────────────────────────────────────────────────────────────────────

/** POST rfq-packages/ — a switch: a sell RFQ and a buy RFQ priced together (to_receive, to_pay, net_cash_flow). */
export async function createRfqPackage(
  client: BondkitClient,
  input: RfqPackageInput,
  options?: PlaceTradeOptions,
): Promise<RfqPackage> {
  return client.post(
    'rfq-packages/',
    rfqPackageSchema,
    toRequestOptions(options, z.parse(rfqPackageInputSchema, input)),
  );
}

/** POST rfq-packages/{ref}/confirm/ — executes both legs of a switch atomically. */
export async function confirmRfqPackage(
  client: BondkitClient,
  packageReference: string,
  input: TradeConfirmInput,
  options?: PlaceTradeOptions,
): Promise<RfqPackage> {
  return client.post(
    `rfq-packages/${pathSegment(packageReference)}/confirm/`,
    rfqPackageSchema,
    toRequestOptions(options, z.parse(tradeConfirmInputSchema, input)),
  );
}

/** POST rfq-packages/{ref}/challenge/ — sends the one-time code for a switch (partner). */
export function challengeRfqPackage(
  client: BondkitClient,
  packageReference: string,
  options?: TradeCallOptions,
): Promise<Challenge> {
  return client.post(
    `rfq-packages/${pathSegment(packageReference)}/challenge/`,
    challengeSchema,
    toRequestOptions(options, {}),
  );
}

// ── Bond buy and sell orders ──────────────────────────────────────────────────────────────────────────────────

/** Which list a bond order belongs to. */
export type BondOrderSide = 'buy' | 'sell';

/** GET buy-orders/?currency= — the user's bond buy orders (optionally for some currencies). */
export function getBuyOrders(
  client: BondkitClient,
  query: { currency?: readonly CurrencyCode[] | undefined } = {},
  options?: TradeCallOptions,
): Promise<BondOrder[]> {
  return client.get('buy-orders/', bondOrderListSchema, {
    ...toRequestOptions(options),
    searchParams: { currency: query.currency },
  });
}

/** GET sell-orders/?currency= — the user's bond sell orders. */
export function getSellOrders(
  client: BondkitClient,
  query: { currency?: readonly CurrencyCode[] | undefined } = {},
  options?: TradeCallOptions,
): Promise<BondOrder[]> {
  return client.get('sell-orders/', bondOrderListSchema, {
    ...toRequestOptions(options),
    searchParams: { currency: query.currency },
  });
}

// Spec: 001 §4 'Bond orders'
/**
 * POST buy-orders/{id}/action/ or sell-orders/{id}/action/ {action} — `confirm` accepts a new price,
 * `cancel` cancels an open order.
 */
export function submitBondOrderAction(
  client: BondkitClient,
  input: { side: BondOrderSide; id: number; action: 'confirm' | 'cancel' },
  options?: TradeCallOptions,
): Promise<BondOrder> {
  const list = input.side === 'buy' ? 'buy-orders' : 'sell-orders';
  return client.post(
    `${list}/${pathSegment(input.id)}/action/`,
    bondOrderSchema,
    toRequestOptions(options, { action: input.action }),
  );
}

// ── Product transactions and positions ────────────────────────────────────────────────────────────────────────

// Spec: 002 §7
/**
 * GET products/{ref}/transactions/ — the product's ledger transactions for the user, with service-fee and
 * unknown transaction types dropped.
 */
export async function getProductTransactions(
  client: BondkitClient,
  productReference: string,
  options?: TradeCallOptions,
): Promise<ProductTransaction[]> {
  const list = await client.get(
    `products/${pathSegment(productReference)}/transactions/`,
    productTransactionListSchema,
    toRequestOptions(options),
  );
  return visibleProductTransactions(list);
}

/** GET customers/me/positions/?investment_account_reference=&product_id= — holdings (`open.principal`). */
export function getPositions(
  client: BondkitClient,
  query: { investment_account_reference?: string | undefined; product_id?: number | undefined } = {},
  options?: TradeCallOptions,
): Promise<Position[]> {
  return client.get('customers/me/positions/', positionListSchema, {
    ...toRequestOptions(options),
    searchParams: {
      investment_account_reference: query.investment_account_reference,
      product_id: query.product_id,
    },
  });
}

// ── Agreements ────────────────────────────────────────────────────────────────────────────────────────────────

// Spec: 002 §5.2
/** The agreements a standard trade's confirmation asks the customer to agree to. */
export type TradeAgreement = 'investorAgreement' | 'fractionalBondsAgreement';

const AGREEMENT_DOCUMENTS: Readonly<Record<TradeAgreement, string>> = {
  investorAgreement: 'investor-agreement',
  fractionalBondsAgreement: 'fractional-bonds-agreement',
};

/**
 * The address of an agreement's document (a PDF) under the API, for a link the customer follows to read it
 * before agreeing: GET legal-documents/{key}/. Resolve it against the API's origin (`apiAssetUrl`).
 */
export function tradeAgreementAddress(agreement: TradeAgreement): string {
  return `/api/legal-documents/${AGREEMENT_DOCUMENTS[agreement]}/`;
}
