import {
  type AccountProduct,
  type CurrencyCode,
  compareAmounts,
  productDisplayName,
} from '@bondkit/sdk-core';
import { useId } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { partOf } from '../ui/anatomy';
import { type DataColumn, DataTable } from '../ui/data-table';
import { portfolioAnatomy } from './anatomy';

/**
 * The products an account holds in one currency (a principal above zero), in the order the account lists
 * them.
 */
export function holdingsIn(products: readonly AccountProduct[], currency: CurrencyCode): AccountProduct[] {
  return products.filter(
    (product) =>
      product.currency === currency &&
      product.user_invested !== null &&
      compareAmounts(product.user_invested, '0') > 0,
  );
}

/** The props of {@link PortfolioHoldings}. */
export interface PortfolioHoldingsProps {
  /** the account's products (`getAccountProducts`, with `expand=performance` for value and yield) */
  products: readonly AccountProduct[];
  currency: CurrencyCode;
}

// Spec: 001 §3 'Product', §9 'Bond name header Sukuk for the partner, Bond otherwise'
/**
 * What an account holds in one currency, a row per holding: the bond (the partner's catalogue heads it
 * 'Sukuk'), the principal, its value and yield to maturity (its open figures), and the next coupon with what
 * it pays (the platform's `next_payment`, sdk-core's `nextPaymentOf` on the server).
 */
export function PortfolioHoldings({ products, currency }: PortfolioHoldingsProps) {
  const { t } = useBondkit();
  const format = useFormat();
  const titleId = useId();
  const money = (amount: string) => format.money(amount, currency, { floor: true });
  const none = t('portfolio.holdings.none');
  const columns: DataColumn<AccountProduct>[] = [
    { id: 'bond', header: t('portfolio.holdings.bond'), rowHeader: true, cell: (p) => productDisplayName(p) },
    {
      id: 'principal',
      header: t('portfolio.holdings.principal'),
      numeric: true,
      cell: (p) => money(p.user_invested ?? '0'),
    },
    {
      id: 'value',
      header: t('portfolio.holdings.value'),
      numeric: true,
      cell: (p) => (p.performance ? money(p.performance.open.portfolio_value) : none),
    },
    {
      id: 'yield',
      header: t('portfolio.holdings.yield'),
      numeric: true,
      cell: (p) => (p.performance ? format.yield(p.performance.open.yield_to_maturity) : none),
    },
    {
      id: 'next-payment',
      header: t('portfolio.holdings.nextPayment'),
      cell: (p) => {
        const next = p.next_payment;
        return next
          ? t('portfolio.holdings.nextPaymentValue', {
              amount: money(next.amount),
              date: format.date(next.date),
            })
          : none;
      },
    },
  ];
  const rows = holdingsIn(products, currency);
  return (
    <section {...partOf(portfolioAnatomy, 'holdings')} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('portfolio.holdings.title')}</h3>
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.product_id)}
        rowProps={() => ({ 'data-testid': 'bk-holding-row' })}
        caption={t('portfolio.holdings.caption', { currency })}
        captionHidden
        empty={<p className="bk-portfolio__muted">{t('portfolio.holdings.empty')}</p>}
      />
    </section>
  );
}
