import { type AccountProduct, type CurrencyCode, compareAmounts, Decimal } from '@bondkit/sdk-core';
import { useId, useState } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { partOf } from '../ui/anatomy';
import { Button } from '../ui/button';
import { type DataColumn, DataTable } from '../ui/data-table';
import { portfolioAnatomy } from './anatomy';

/**
 * The name a held product shows under: its issuer's name (`company.name`). The one place the portfolio's
 * picture and its holdings table read a product's name from.
 */
export function productName(product: Pick<AccountProduct, 'company'>): string {
  return product.company.name;
}

/** One issuer's slice of a portfolio: the principal invested with it and its share of the whole (percent, 1 dp). */
export interface IssuerSlice {
  issuer: string;
  invested: string;
  share: string;
}

/**
 * What a portfolio holds by issuer in one currency, largest first: the principal of every product held
 * (`user_invested`), summed per company, with each company's share of the whole.
 */
export function compositionByIssuer(
  products: readonly AccountProduct[],
  currency: CurrencyCode,
): IssuerSlice[] {
  const sums = new Map<string, Decimal>();
  for (const product of products) {
    if (product.currency !== currency || !product.user_invested) continue;
    if (compareAmounts(product.user_invested, '0') <= 0) continue;
    const name = productName(product);
    sums.set(name, (sums.get(name) ?? new Decimal(0)).plus(product.user_invested));
  }
  const total = [...sums.values()].reduce((a, b) => a.plus(b), new Decimal(0));
  return [...sums.entries()]
    .sort((a, b) => (b[1].cmp(a[1]) !== 0 ? b[1].cmp(a[1]) : a[0].localeCompare(b[0])))
    .map(([issuer, invested]) => ({
      issuer,
      invested: invested.toFixed(2),
      share: total.gt(0) ? invested.times(100).div(total, 1).toFixed(1) : '0.0',
    }));
}

const BAR_HEIGHT = 22;
const GAP = 8;
const LABEL_WIDTH = 180;
const WIDTH = 640;

/**
 * The portfolio value picture: a bar per issuer, as wide as its share of what is invested, for people who look
 * rather than read — and the same figures as a table (a button switches between them).
 */
export function ValuePicture({
  slices,
  currency,
}: {
  slices: readonly IssuerSlice[];
  currency: CurrencyCode;
}) {
  const { t } = useBondkit();
  const format = useFormat();
  const titleId = useId();
  const [asTable, setAsTable] = useState(false);
  const money = (amount: string) => format.money(amount, currency, { floor: true });
  const columns: DataColumn<IssuerSlice>[] = [
    { id: 'issuer', header: t('portfolio.picture.issuer'), rowHeader: true, cell: (s) => s.issuer },
    {
      id: 'invested',
      header: t('portfolio.picture.invested'),
      numeric: true,
      cell: (s) => money(s.invested),
    },
    { id: 'share', header: t('portfolio.picture.share'), numeric: true, cell: (s) => `${s.share}%` },
  ];
  const height = slices.length * (BAR_HEIGHT + GAP);
  const barSpace = WIDTH - LABEL_WIDTH - 60;
  return (
    <section {...partOf(portfolioAnatomy, 'picture')} aria-labelledby={titleId}>
      <h3 id={titleId}>{t('portfolio.picture.title')}</h3>
      {slices.length === 0 ? (
        <p className="bk-portfolio__muted">{t('portfolio.picture.empty')}</p>
      ) : (
        <>
          <Button size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {t('portfolio.picture.showTable')}
          </Button>
          {asTable ? (
            <DataTable
              columns={columns}
              rows={slices}
              rowKey={(s) => s.issuer}
              caption={t('portfolio.picture.caption')}
            />
          ) : (
            <svg
              viewBox={`0 0 ${WIDTH} ${height}`}
              role="img"
              aria-label={`${t('portfolio.picture.caption')}: ${slices
                .map((s) => `${s.issuer} ${s.share}%`)
                .join(', ')}`}
              data-testid="bk-value-picture"
            >
              {slices.map((slice, index) => {
                const y = index * (BAR_HEIGHT + GAP);
                // geometry only: the share's figure is the table's
                const width = Math.max(2, (Number(slice.share) / 100) * barSpace);
                return (
                  <g key={slice.issuer}>
                    <text x={0} y={y + BAR_HEIGHT * 0.7}>
                      {slice.issuer.length > 26 ? `${slice.issuer.slice(0, 25)}…` : slice.issuer}
                    </text>
                    <rect
                      x={LABEL_WIDTH}
                      y={y}
                      width={width}
                      height={BAR_HEIGHT}
                      rx={3}
                      fill="var(--bk-color-primary)"
                    />
                    <text x={LABEL_WIDTH + width + 6} y={y + BAR_HEIGHT * 0.7}>
                      {`${slice.share}%`}
                    </text>
                  </g>
                );
              })}
            </svg>
          )}
        </>
      )}
    </section>
  );
}
