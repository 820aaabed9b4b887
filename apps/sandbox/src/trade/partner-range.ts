import { isPartnerCustomer } from '@bondkit/sdk-core';
/**
 * The partner's range (issue 17): a partner (sukuk) customer trades the partner's sukuk only. One guard,
 * read by every trading route (quotes, confirmations, RFQs, orders, switches) through `refuseCustomer` and
 * by the transient quote before it prices anything.
 */
import type { Customer } from '../accounts';
import { fail } from '../shared/errors';
import { TRADE_TEXT } from '../shared/refusals';
import type { ProductRow } from './context';

/** True when the product is a sukuk of the partner's range. */
export function isSukuk(product: Pick<ProductRow, 'adib_product_type'>): boolean {
  return product.adib_product_type !== null;
}

/** 403 when a partner customer's trade includes a product outside the partner's sukuk. */
export function refuseOutsidePartnerRange(
  customer: Pick<Customer, 'partner'>,
  products: readonly Pick<ProductRow, 'adib_product_type'>[],
): void {
  if (!isPartnerCustomer(customer)) return;
  if (!products.every(isSukuk)) {
    fail(403, TRADE_TEXT.partnerProductsOnly);
  }
}
