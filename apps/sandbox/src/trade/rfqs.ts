/**
 * RFQs (the partner's basic trade, the standard site's rfq mode) and RFQ packages (switches). An RFQ is
 * answered at once by one quote at the market price, valid for {@link RFQ_QUOTE_SECONDS}; confirming it
 * (the partner with a one-time code, the standard site with its two agreements) executes at the quoted price
 * while the market stays within ± 0.5 of it (002 §9). A switch package is a sell RFQ and a buy RFQ; its
 * confirmation executes both legs in one database transaction.
 */
import type { OrderSide, Rfq, RfqInput, RfqPackage, RfqQuote, TradeConfirmInput } from '@bondkit/sdk-core';
import { partnerCheckboxes } from '@bondkit/sdk-core';
import type { AccountRow, Customer } from '../accounts';
import type { Db } from '../db/types';
import { dec, wire, wirePrice } from '../shared/decimal';
import { fail, invalid } from '../shared/errors';
import { nextReference } from '../shared/references';
import type { SandboxState } from '../state';
import { type AssessedLeg, assessLegs, type LegRequest, refuseExecution } from './assess';
import { type ProductRow, productByReference, refuseCustomer, switchLegs } from './context';
import { executeFills } from './execute';
import { TRADE_TEXT } from './messages';
import { insertOrder, markFilled, PRICE_VARIATION } from './orders';
import { useCode } from './otp';
import { marketPrice } from './pricing';

/** How long an RFQ's quote can be confirmed (long enough to read the documents and type a code). */
export const RFQ_QUOTE_SECONDS = 15 * 60;

interface RfqRow {
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

interface RfqQuoteRow {
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

async function loadRfqs(db: Db, where: string, params: readonly unknown[]): Promise<RfqRow[]> {
  return db.query<RfqRow>(`SELECT ${RFQ_COLUMNS} FROM ${RFQ_FROM} WHERE ${where} ORDER BY r.rfq_id`, params);
}

async function quotesOf(db: Db, rfqIds: readonly number[]): Promise<RfqQuoteRow[]> {
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

function liveState<S extends string>(state: S, expiresAt: Date | null, now: Date): S | 'expired' {
  return state === 'awaiting_confirmation' && expiresAt !== null && expiresAt <= now ? 'expired' : state;
}

function serialiseRfq(rfq: RfqRow, quotes: readonly RfqQuoteRow[], now: Date): Rfq {
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
  if (!rfq || rfq.package_id !== null) fail(404, 'Not found.');
  await db.query('SELECT rfq_id FROM rfqs WHERE rfq_id = $1 FOR UPDATE', [rfq.rfq_id]);
  const quote = (await quotesOf(db, [rfq.rfq_id])).find((q) => q.quote_reference === quoteReference);
  if (!quote) fail(404, 'Not found.');
  return { rfq, quote };
}

/**
 * Checks a confirmation body: the partner's one-time code and the checkboxes its trade needs, or the
 * standard site's two agreements.
 */
export async function checkConfirmation(
  db: Db,
  customer: Customer,
  target: { kind: 'order' | 'rfq_quote' | 'package'; reference: string },
  body: TradeConfirmInput,
  checkboxLeg: { side: OrderSide; product: ProductRow } | null,
  now: Date,
): Promise<void> {
  if (customer.partner === null) {
    const errors: Record<string, string[]> = {};
    if (body.has_accepted_investor_agreement !== true) {
      errors.has_accepted_investor_agreement = [TRADE_TEXT.agreementRequired];
    }
    if (body.has_accepted_fractional_bonds_agreement !== true) {
      errors.has_accepted_fractional_bonds_agreement = [TRADE_TEXT.agreementRequired];
    }
    if (Object.keys(errors).length > 0) invalid(errors);
    return;
  }
  await useCode(db, customer, target.kind, target.reference, body.verification_code, now);
  if (checkboxLeg) {
    const score = customer.adib_account_link?.suitability_questionnaire_results?.user_score ?? null;
    const minimum = checkboxLeg.product.adib_risk_category_minimum_score ?? 0;
    const required = partnerCheckboxes({
      tradeType: checkboxLeg.side,
      productType: checkboxLeg.product.adib_product_type ?? 'non_complex',
      outsideRiskRating: score === null || score < minimum,
    });
    const missing = required.filter((flag) => body[flag] !== true);
    if (missing.length > 0)
      invalid(Object.fromEntries(missing.map((flag) => [flag, [TRADE_TEXT.checkboxRequired]])));
  }
}

/** Refuses when the market price moved beyond ± 0.5 of the quoted price since the quote. */
export function refuseMovedPrice(product: ProductRow, side: OrderSide, quoted: string): void {
  if (marketPrice(product, side).minus(quoted).abs().gt(PRICE_VARIATION)) fail(400, TRADE_TEXT.priceChanged);
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
  await checkConfirmation(
    db,
    customer,
    { kind: 'rfq_quote', reference: quote.quote_reference },
    body,
    { side: rfq.quote_type, product },
    now,
  );
  refuseCustomer(customer, account, [{ side: rfq.quote_type, product }], now);
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

function rfqRequestOf(rfq: RfqRow): LegRequest {
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

// ── packages (switches) ────────────────────────────────────────────────────────────────────────────────

interface PackageRow {
  package_id: number;
  package_reference: string;
  customer_id: number;
  account_id: number;
  account_reference: string;
  rfq_package_type: 'switch';
  state: RfqPackage['state'];
  currency: RfqPackage['currency'];
  to_receive: string;
  to_pay: string;
  net_cash_flow: string;
  created: Date;
}

const PACKAGE_COLUMNS = `k.package_id, k.package_reference, k.customer_id, k.account_id, a.reference AS account_reference,
  k.rfq_package_type, k.state, k.currency, k.to_receive::text AS to_receive, k.to_pay::text AS to_pay,
  k.net_cash_flow::text AS net_cash_flow, k.created`;

export async function insertPackage(
  db: Db,
  customer: Customer,
  account: AccountRow,
  legs: { sell: AssessedLeg; buy: AssessedLeg },
  now: Date,
): Promise<number> {
  const pkg = await nextReference(db, 'rfq_packages_package_id_seq', 'PKG');
  const receive = legs.sell.priced.total;
  const pay = legs.buy.priced.total;
  await db.query(
    `INSERT INTO rfq_packages (package_id, package_reference, customer_id, account_id, rfq_package_type, state,
       currency, to_receive, to_pay, net_cash_flow, order_id, created)
     VALUES ($1, $2, $3, $4, 'switch', 'awaiting_confirmation', $5, $6, $7, $8, NULL, $9)`,
    [
      pkg.id,
      pkg.reference,
      customer.customer_id,
      account.id,
      legs.buy.product.currency,
      wire(receive),
      wire(pay),
      wire(receive.minus(pay)),
      now.toISOString(),
    ],
  );
  return pkg.id;
}

async function loadPackage(db: Db, where: string, params: readonly unknown[]): Promise<PackageRow | null> {
  const rows = await db.query<PackageRow>(
    `SELECT ${PACKAGE_COLUMNS} FROM rfq_packages k JOIN investment_accounts a ON a.id = k.account_id WHERE ${where}`,
    params,
  );
  return rows[0] ?? null;
}

/** The wire package of an id: the switch summary and both RFQs (sell first). */
export async function packageById(db: Db, packageId: number, now: Date): Promise<RfqPackage> {
  const pkg = await loadPackage(db, 'k.package_id = $1', [packageId]);
  if (!pkg) throw new Error(`package ${packageId} vanished`);
  return serialisePackage(db, pkg, now);
}

async function serialisePackage(db: Db, pkg: PackageRow, now: Date): Promise<RfqPackage> {
  const rfqs = await loadRfqs(db, 'r.package_id = $1', [pkg.package_id]);
  rfqs.sort((a, b) =>
    a.quote_type === b.quote_type ? a.rfq_id - b.rfq_id : a.quote_type === 'sell' ? -1 : 1,
  );
  const quotes = await quotesOf(
    db,
    rfqs.map((r) => r.rfq_id),
  );
  const wireRfqs = rfqs.map((r) => serialiseRfq(r, quotes, now));
  const expired = pkg.state === 'awaiting_confirmation' && wireRfqs.some((r) => r.state === 'expired');
  return {
    package_reference: pkg.package_reference,
    rfq_package_type: pkg.rfq_package_type,
    state: expired ? 'expired' : pkg.state,
    investment_account_reference: pkg.account_reference,
    currency: pkg.currency,
    rfqs: wireRfqs,
    to_receive: wire(pkg.to_receive),
    to_pay: wire(pkg.to_pay),
    net_cash_flow: wire(pkg.net_cash_flow),
    created: pkg.created.toISOString(),
  };
}

/** The customer's package by reference (404 otherwise), locked. */
export async function packageByReference(db: Db, customerId: number, reference: string): Promise<PackageRow> {
  const pkg = await loadPackage(db, 'k.package_reference = $1 AND k.customer_id = $2', [
    reference,
    customerId,
  ]);
  if (!pkg) fail(404, 'Not found.');
  await db.query('SELECT package_id FROM rfq_packages WHERE package_id = $1 FOR UPDATE', [pkg.package_id]);
  return pkg;
}

/** Confirms a switch: both legs execute together at their quoted prices (inside the caller's transaction). */
export async function confirmPackage(
  db: Db,
  state: SandboxState,
  customer: Customer,
  account: AccountRow,
  pkg: PackageRow,
  body: TradeConfirmInput,
): Promise<RfqPackage> {
  const now = state.clock.now();
  if (pkg.state === 'confirmed') fail(400, TRADE_TEXT.alreadyConfirmed);
  const current = await serialisePackage(db, pkg, now);
  if (current.state !== 'awaiting_confirmation') fail(400, TRADE_TEXT.quoteExpired);
  const rfqs = await loadRfqs(db, 'r.package_id = $1', [pkg.package_id]);
  const quotes = await quotesOf(
    db,
    rfqs.map((r) => r.rfq_id),
  );
  const sell = rfqs.find((r) => r.quote_type === 'sell');
  const buy = rfqs.find((r) => r.quote_type === 'buy');
  const sellQuote = quotes.find((q) => q.rfq_id === sell?.rfq_id);
  const buyQuote = quotes.find((q) => q.rfq_id === buy?.rfq_id);
  if (!sell || !buy || !sellQuote || !buyQuote) throw new Error('package legs missing');
  const buyProduct = await productByReference(db, buy.product_reference);
  const sellProduct = await productByReference(db, sell.product_reference);
  await checkConfirmation(
    db,
    customer,
    { kind: 'package', reference: pkg.package_reference },
    body,
    { side: 'buy', product: buyProduct },
    now,
  );
  refuseCustomer(customer, account, switchLegs(sellProduct, buyProduct), now);
  const legs = await assessLegs(db, state, customer, account, [
    { ...rfqRequestOf(sell), price: dec(sellQuote.price) },
    { ...rfqRequestOf(buy), price: dec(buyQuote.price) },
  ]);
  refuseExecution(legs);
  refuseMovedPrice(sellProduct, 'sell', sellQuote.price);
  refuseMovedPrice(buyProduct, 'buy', buyQuote.price);
  const [sellLeg, buyLeg] = legs;
  if (!sellLeg || !buyLeg) throw new Error('package legs missing');
  const order = await insertOrder(db, {
    customerId: customer.customer_id,
    account,
    orderType: 'switch_trade',
    source: 'package',
    confirmationState: 'confirmed',
    currency: pkg.currency,
    expiryType: 'good_until_canceled',
    expiryOptions: null,
    expires: null,
    legs: [sellLeg, buyLeg].map((l) => ({
      productId: l.product.product_id,
      side: l.request.side,
      requestedPrice: null,
      referencePrice: l.priced.price,
      notional: l.priced.principal,
      packageId: null,
    })),
    now,
  });
  const executed = await executeFills(
    db,
    { customer, account, orderId: order.id, now },
    [sellLeg, buyLeg].map((l) => ({
      side: l.request.side,
      productId: l.product.product_id,
      principal: l.priced.principal,
      price: l.priced.price,
      packageId: null,
    })),
  );
  await markFilled(db, order.id, executed, now);
  await db.query("UPDATE rfq_packages SET state = 'confirmed', order_id = $2 WHERE package_id = $1", [
    pkg.package_id,
    order.id,
  ]);
  await db.query("UPDATE rfqs SET state = 'confirmed', order_id = $2 WHERE package_id = $1", [
    pkg.package_id,
    order.id,
  ]);
  await db.query(
    "UPDATE rfq_quotes SET state = 'confirmed' WHERE rfq_id IN (SELECT rfq_id FROM rfqs WHERE package_id = $1)",
    [pkg.package_id],
  );
  return packageById(db, pkg.package_id, now);
}

export type { PackageRow as RfqPackageRow, RfqQuoteRow, RfqRow };
