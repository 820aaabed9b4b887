/**
 * RFQ packages (switches): a sell RFQ and a buy RFQ in one currency, quoted together; confirming the package
 * (the partner with a one-time code, the standard site with its two agreements) executes both legs at their
 * quoted prices in one database transaction, while the market stays within ± 0.5 of them (002 §9).
 */
import type { RfqPackage, TradeConfirmInput } from '@bondkit/sdk-core';
import type { AccountRow, Customer } from '../accounts';
import type { Db } from '../db/types';
import { dec, wire } from '../shared/decimal';
import { fail } from '../shared/errors';
import { nextReference } from '../shared/references';
import { DETAIL, TRADE_TEXT } from '../shared/refusals';
import type { SandboxState } from '../state';
import { type AssessedLeg, assessLegs, refuseExecution } from './assess';
import { checkConfirmation, refuseMovedPrice } from './confirmation';
import { productByReference, switchLegs } from './context';
import { executeFills } from './execute';
import { insertOrder, markFilled } from './orders';
import { loadRfqs, quotesOf, rfqRequestOf, serialiseRfq } from './rfqs';

export interface PackageRow {
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
  if (!pkg) fail(404, DETAIL.notFound);
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
  const target = { kind: 'package', reference: pkg.package_reference } as const;
  await checkConfirmation(db, customer, account, target, body, switchLegs(sellProduct, buyProduct), now);
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
