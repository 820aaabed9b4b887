/**
 * RFQs (the partner's basic trade, the standard site's rfq mode). An RFQ is answered at once by one quote at
 * the market price, valid for {@link RFQ_QUOTE_SECONDS}; confirming it (the partner with a one-time code,
 * the standard site with its two agreements) executes at the quoted price while the market stays within
 * ± 0.5 of it (002 §9). Switches (packages of two RFQs) are `packages.ts`.
 */
import type { OrderSide, Rfq, RfqInput, RfqQuote, TradeConfirmInput } from '@bondkit/sdk-core';
import type { AccountRow, Customer } from '../accounts';
import type { Db } from '../db/types';
import { dec, wire, wirePrice } from '../shared/decimal';
import { fail } from '../shared/errors';
import { nextReference } from '../shared/references';
import { DETAIL, TRADE_TEXT } from '../shared/refusals';
import type { SandboxState } from '../state';
import { type AssessedLeg, assessLegs, type LegRequest, refuseExecution } from './assess';
import { checkConfirmation, refuseMovedPrice } from './confirmation';
import { productByReference } from './context';
import { executeFills } from './execute';
import { insertOrder, markFilled } from './orders';

/** How long an RFQ's quote can be confirmed (long enough to read the documents and type a code). */
export const RFQ_QUOTE_SECONDS = 15 * 60;

export interface RfqRow {
  rfq_id: number;
  rfq_reference: string;
  customer_id: number;
  account_id: number;
  account_reference: string;
  product_id: number;
  product_reference: string;
  package_id: number | null;
  quote_type: OrderSide;
  notional_amount: string;
  notional_currency: Rfq['notional_currency'];
  requested_price: string | null;
  transient: boolean;
  state: Rfq['state'];
  order_reference: string | null;
  created: Date;
}

export interface RfqQuoteRow {
  quote_id: number;
  quote_reference: string;
  rfq_id: number;
  state: RfqQuote['state'];
  price: string;
  principal: string;
  interest: string;
  total: string;
  spread_fee_amount: string;
  market_maker_price: string;
  platform_fee_amount: string | null;
  settlement_date: string;
  expires_at: Date | null;
  warnings: RfqQuote['warnings'];
}

/** An RFQ leg as a priced leg request. */
export function rfqLegRequest(
  input: Omit<RfqInput, 'investment_account_reference'>,
  productId: number,
  field: string,
): LegRequest {
  return {
    side: input.quote_type,
    productId,
    packageId: null,
    type: 'principal',
    amountText: input.notional_amount,
    amount: dec(input.notional_amount),
    price: null,
    currency: input.notional_currency,
    field,
  };
}

/** Inserts an RFQ with its one quote (from an assessed leg). */
export async function insertRfq(
  db: Db,
  input: Omit<RfqInput, 'investment_account_reference'>,
  leg: AssessedLeg,
  customer: Customer,
  account: AccountRow,
  packageId: number | null,
  now: Date,
): Promise<number> {
  const rfq = await nextReference(db, 'rfqs_rfq_id_seq', 'RFQ');
  await db.query(
    `INSERT INTO rfqs (rfq_id, rfq_reference, customer_id, account_id, product_id, package_id, quote_type,
       notional_amount, notional_currency, requested_price, expiry_type, expiry_options, allow_partial_fulfilment,
       transient, state, order_id, created)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, 'awaiting_confirmation', NULL, $15)`,
    [
      rfq.id,
      rfq.reference,
      customer.customer_id,
      account.id,
      leg.product.product_id,
      packageId,
      input.quote_type,
      wire(input.notional_amount),
      input.notional_currency,
      input.requested_price ?? null,
      input.expiry_type,
      input.expiry_options ? JSON.stringify(input.expiry_options) : null,
      input.allow_partial_fulfilment,
      input.transient,
      now.toISOString(),
    ],
  );
  const quote = await nextReference(db, 'rfq_quotes_quote_id_seq', 'RQ');
  const p = leg.priced;
  await db.query(
    `INSERT INTO rfq_quotes (quote_id, quote_reference, rfq_id, state, price, principal, interest, total,
       spread_fee_amount, market_maker_price, platform_fee_amount, settlement_date, expires_at, warnings)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)`,
    [
      quote.id,
      quote.reference,
      rfq.id,
      'awaiting_confirmation',
      p.price.toFixed(),
      wire(p.principal),
      wire(p.interest),
      wire(p.total),
      wire(p.spread),
      p.marketMakerPrice.toFixed(),
      p.platformFee ? wire(p.platformFee) : null,
      p.settlement,
      new Date(now.getTime() + RFQ_QUOTE_SECONDS * 1000).toISOString(),
      JSON.stringify(leg.warnings),
    ],
  );
  return rfq.id;
}

const RFQ_COLUMNS = `r.rfq_id, r.rfq_reference, r.customer_id, r.account_id, a.reference AS account_reference,
  r.product_id, p.reference AS product_reference, r.package_id, r.quote_type, r.notional_amount::text AS notional_amount,
  r.notional_currency, r.requested_price::text AS requested_price, r.transient, r.state, o.order_reference, r.created`;
const RFQ_FROM = `rfqs r JOIN investment_accounts a ON a.id = r.account_id JOIN products p ON p.product_id = r.product_id
  LEFT JOIN orders o ON o.order_id = r.order_id`;

/** RFQs matching a WHERE clause over `rfqs r`, in id order. */
export async function loadRfqs(db: Db, where: string, params: readonly unknown[]): Promise<RfqRow[]> {
  return db.query<RfqRow>(`SELECT ${RFQ_COLUMNS} FROM ${RFQ_FROM} WHERE ${where} ORDER BY r.rfq_id`, params);
}

/** The quotes of some RFQs, in id order. */
export async function quotesOf(db: Db, rfqIds: readonly number[]): Promise<RfqQuoteRow[]> {
  if (rfqIds.length === 0) return [];
  return db.query<RfqQuoteRow>(
    `SELECT quote_id, quote_reference, rfq_id, state, price::text AS price, principal::text AS principal,
            interest::text AS interest, total::text AS total, spread_fee_amount::text AS spread_fee_amount,
            market_maker_price::text AS market_maker_price, platform_fee_amount::text AS platform_fee_amount,
            settlement_date, expires_at, warnings
       FROM rfq_quotes WHERE rfq_id = ANY($1::int[]) ORDER BY quote_id`,
    [[...rfqIds]],
  );
}

/** A quote awaiting confirmation past its expiry is expired. */
export function liveState<S extends string>(state: S, expiresAt: Date | null, now: Date): S | 'expired' {
  return state === 'awaiting_confirmation' && expiresAt !== null && expiresAt <= now ? 'expired' : state;
}

/** An RFQ on the wire with its own quotes (of `quotes`), expired ones marked. */
export function serialiseRfq(rfq: RfqRow, quotes: readonly RfqQuoteRow[], now: Date): Rfq {
  const own = quotes.filter((q) => q.rfq_id === rfq.rfq_id);
  const expired = own.length > 0 && own.every((q) => liveState(q.state, q.expires_at, now) === 'expired');
  return {
    rfq_reference: rfq.rfq_reference,
    state: rfq.state === 'awaiting_confirmation' && expired ? 'expired' : rfq.state,
    product_reference: rfq.product_reference,
    product_id: rfq.product_id,
    quote_type: rfq.quote_type,
    notional_amount: wire(rfq.notional_amount),
    notional_currency: rfq.notional_currency,
    requested_price: rfq.requested_price === null ? null : wirePrice(rfq.requested_price),
    investment_account_reference: rfq.account_reference,
    quotes: own.map((q) => ({
      quote_reference: q.quote_reference,
      state: liveState(q.state, q.expires_at, now),
      price: wirePrice(q.price),
      principal: wire(q.principal),
      interest: wire(q.interest),
      total: wire(q.total),
      spread_fee_amount: wire(q.spread_fee_amount),
      market_maker_price: wirePrice(q.market_maker_price),
      platform_fee_amount: q.platform_fee_amount === null ? null : wire(q.platform_fee_amount),
      settlement_date: q.settlement_date,
      expires_at: q.expires_at ? q.expires_at.toISOString() : null,
      warnings: q.warnings,
    })),
    created: rfq.created.toISOString(),
    order_reference: rfq.order_reference,
  };
}

/** The wire RFQ of an id. */
export async function rfqById(db: Db, rfqId: number, now: Date): Promise<Rfq> {
  const [rfq] = await loadRfqs(db, 'r.rfq_id = $1', [rfqId]);
  if (!rfq) throw new Error(`rfq ${rfqId} vanished`);
  return serialiseRfq(rfq, await quotesOf(db, [rfqId]), now);
}

/** The customer's RFQ and one of its quotes by reference (404 otherwise), locked. */
export async function rfqQuoteByReference(
  db: Db,
  customerId: number,
  rfqReference: string,
  quoteReference: string,
): Promise<{ rfq: RfqRow; quote: RfqQuoteRow }> {
  const [rfq] = await loadRfqs(db, 'r.rfq_reference = $1 AND r.customer_id = $2', [rfqReference, customerId]);
  if (!rfq || rfq.package_id !== null) fail(404, DETAIL.notFound);
  await db.query('SELECT rfq_id FROM rfqs WHERE rfq_id = $1 FOR UPDATE', [rfq.rfq_id]);
  const quote = (await quotesOf(db, [rfq.rfq_id])).find((q) => q.quote_reference === quoteReference);
  if (!quote) fail(404, DETAIL.notFound);
  return { rfq, quote };
}

/** Confirms an RFQ's quote (inside the caller's transaction): executes it and books the order. */
export async function confirmRfq(
  db: Db,
  state: SandboxState,
  customer: Customer,
  account: AccountRow,
  rfq: RfqRow,
  quote: RfqQuoteRow,
  body: TradeConfirmInput,
): Promise<Rfq> {
  const now = state.clock.now();
  if (rfq.transient) fail(400, TRADE_TEXT.notConfirmable);
  if (rfq.state === 'confirmed' || quote.state === 'confirmed') fail(400, TRADE_TEXT.alreadyConfirmed);
  if (liveState(quote.state, quote.expires_at, now) !== 'awaiting_confirmation')
    fail(400, TRADE_TEXT.quoteExpired);
  const product = await productByReference(db, rfq.product_reference);
  const target = { kind: 'rfq_quote', reference: quote.quote_reference } as const;
  await checkConfirmation(db, customer, account, target, body, [{ side: rfq.quote_type, product }], now);
  const [leg] = await assessLegs(db, state, customer, account, [
    { ...rfqRequestOf(rfq), price: dec(quote.price) },
  ]);
  if (!leg) throw new Error('no leg');
  refuseExecution([leg]);
  refuseMovedPrice(leg.product, rfq.quote_type, quote.price);
  const order = await insertOrder(db, {
    customerId: customer.customer_id,
    account,
    orderType: 'basic',
    source: 'rfq',
    confirmationState: 'confirmed',
    currency: leg.product.currency,
    expiryType: 'good_until_canceled',
    expiryOptions: null,
    expires: null,
    legs: [
      {
        productId: leg.product.product_id,
        side: rfq.quote_type,
        requestedPrice: null,
        referencePrice: dec(quote.price),
        notional: leg.priced.principal,
        packageId: null,
      },
    ],
    now,
  });
  const executed = await executeFills(db, { customer, account, orderId: order.id, now }, [
    {
      side: rfq.quote_type,
      productId: leg.product.product_id,
      principal: leg.priced.principal,
      price: dec(quote.price),
      packageId: null,
    },
  ]);
  await markFilled(db, order.id, executed, now);
  await db.query("UPDATE rfqs SET state = 'confirmed', order_id = $2 WHERE rfq_id = $1", [
    rfq.rfq_id,
    order.id,
  ]);
  await db.query("UPDATE rfq_quotes SET state = 'confirmed' WHERE quote_id = $1", [quote.quote_id]);
  return rfqById(db, rfq.rfq_id, now);
}

/** A stored RFQ as a priced leg request. */
export function rfqRequestOf(rfq: RfqRow): LegRequest {
  return {
    side: rfq.quote_type,
    productId: rfq.product_id,
    packageId: null,
    type: 'principal',
    amountText: wire(rfq.notional_amount),
    amount: dec(rfq.notional_amount),
    price: null,
    currency: rfq.notional_currency,
    field: 'rfq',
  };
}
