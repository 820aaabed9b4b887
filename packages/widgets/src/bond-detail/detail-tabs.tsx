import type { getProductDetail } from '@bondkit/sdk-core';
import { useMemo } from 'react';
import type { Translate } from '../provider/context';
import type { Format } from '../shared/format';
import { type DataColumn, DataTable } from '../ui/data-table';
import { onDemand } from '../ui/on-demand';
import type { TabItem } from '../ui/tabs';

// DOMPurify is most of the detail's weight: its sanitiser loads next to the product's data, not with the script
export const sanitizer = onDemand(() => import('./sanitize'));

/** The server's HTML of the detail, sanitised. */
export function Html({ html }: { html: string }) {
  // the detail renders only once the sanitiser is here; without it nothing is rendered, never raw markup
  const clean = useMemo(() => sanitizer.current?.sanitizeHtml(html) ?? '', [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's HTML is sanitised with DOMPurify first
  return <div className="bk-prose" dangerouslySetInnerHTML={{ __html: clean }} />;
}

type ProductDetail = Awaited<ReturnType<typeof getProductDetail>>;

// Spec: 002 §2.2
/**
 * The detail tabs: description, bond information, company information, capital structure, key
 * financials, news and stories.
 */
export function detailTabs(product: ProductDetail, t: Translate, format: Format): TabItem[] {
  type Capital = (typeof product.capital_structure)[number];
  type Financials = (typeof product.key_financials)[number];
  const money = (amount: string, currency: Capital['currency']) =>
    format.money(amount, currency, { floor: true });
  const capitalColumns: DataColumn<Capital>[] = [
    { id: 'instrument', header: t('detail.capital.instrument'), cell: (item) => item.instrument },
    { id: 'seniority', header: t('detail.capital.seniority'), cell: (item) => item.seniority_label },
    {
      id: 'amount',
      header: t('detail.capital.amount'),
      numeric: true,
      cell: (item) => money(item.amount, item.currency),
    },
    { id: 'maturity', header: t('detail.capital.maturity'), cell: (item) => format.maturity(item.maturity) },
  ];
  const financialColumns: DataColumn<Financials>[] = [
    { id: 'year', header: t('detail.financials.year'), rowHeader: true, cell: (row) => row.year },
    ...(['revenue', 'ebitda', 'net_debt'] as const).map(
      (key): DataColumn<Financials> => ({
        id: key,
        header: t(key === 'net_debt' ? 'detail.financials.netDebt' : `detail.financials.${key}`),
        numeric: true,
        cell: (row) => money(row[key], row.currency),
      }),
    ),
  ];

  return [
    {
      id: 'description',
      label: t('detail.tab.description'),
      panel: <Html html={product.description_html} />,
    },
    {
      id: 'bondInformation',
      label: t('detail.tab.bondInformation'),
      panel:
        product.bond_information.length > 0 ? (
          <dl className="bk-detail__dl">
            {product.bond_information.map((item) => (
              <FragmentPair key={item.label} term={item.label} value={item.value} />
            ))}
          </dl>
        ) : (
          <p>{t('detail.empty')}</p>
        ),
    },
    {
      id: 'companyInformation',
      label: t('detail.tab.companyInformation'),
      panel: (
        <>
          <Html html={product.company_information.description_html} />
          <dl className="bk-detail__dl">
            <dt>{t('detail.company.country')}</dt>
            <dd>{product.company_information.country}</dd>
            {product.company_information.founded !== null ? (
              <>
                <dt>{t('detail.company.founded')}</dt>
                <dd>{product.company_information.founded}</dd>
              </>
            ) : null}
            {product.company_information.website ? (
              <>
                <dt>{t('detail.company.website')}</dt>
                <dd>
                  <a href={product.company_information.website} target="_blank" rel="noopener noreferrer">
                    {product.company_information.website}
                  </a>
                </dd>
              </>
            ) : null}
          </dl>
        </>
      ),
    },
    {
      id: 'capitalStructure',
      label: t('detail.tab.capitalStructure'),
      panel: (
        <DataTable
          columns={capitalColumns}
          rows={product.capital_structure}
          rowKey={(item) => `${item.instrument}-${item.maturity ?? ''}`}
          empty={<p>{t('detail.empty')}</p>}
        />
      ),
    },
    {
      id: 'keyFinancials',
      label: t('detail.tab.keyFinancials'),
      panel: (
        <DataTable
          columns={financialColumns}
          rows={product.key_financials}
          rowKey={(row) => row.year}
          empty={<p>{t('detail.empty')}</p>}
        />
      ),
    },
    {
      id: 'newsAndStories',
      label: t('detail.tab.newsAndStories'),
      panel:
        product.news.length > 0 ? (
          <ul className="bk-detail__news">
            {product.news.map((item) => (
              <li key={item.url}>
                <a href={item.url} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
                <p>
                  {t('detail.news.source', {
                    source: item.source,
                    date: format.date(item.published_time),
                  })}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('detail.news.empty')}</p>
        ),
    },
  ];
}

function FragmentPair({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
