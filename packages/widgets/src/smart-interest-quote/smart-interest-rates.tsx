import {
  type CurrencyCode,
  DEFAULT_RATE_TABLES,
  getSmartInterestSettings,
  rateTableFor,
  registerMessages,
  type SmartInterestRateRow,
  smartInterestMessages,
  toBig,
} from '@bondkit/sdk-core';
import { useId } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { useFormat } from '../shared/format';
import { smartInterestCss } from '../shared/smart-interest-styles';
import { useLoad } from '../shared/use-load';
import { type DataColumn, DataTable } from '../ui/data-table';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages);

export interface SmartInterestRatesProps {
  /** the currencies shown, in order (default GBP and EUR, the spec's sample terms) */
  currencies?: readonly CurrencyCode[];
  className?: string;
}

type Tables = Partial<Record<CurrencyCode, SmartInterestRateRow[]>>;

/** A row of the rates table: a term's rates in a currency. */
interface RateRow {
  currency: CurrencyCode;
  row: SmartInterestRateRow;
}

function defaultTables(currencies: readonly CurrencyCode[]): Tables {
  const tables: Tables = {};
  for (const currency of currencies) tables[currency] = rateTableFor(currency);
  return tables;
}

/** The lowest and highest rate of the tables (either payout). */
function rateRange(tables: Tables): { min: string; max: string } | null {
  let min: string | null = null;
  let max: string | null = null;
  for (const rows of Object.values(tables)) {
    for (const row of rows ?? []) {
      for (const rate of [row.point, row.annual_point]) {
        if (min === null || toBig(rate).lt(toBig(min))) min = rate;
        if (max === null || toBig(rate).gt(toBig(max))) max = rate;
      }
    }
  }
  return min !== null && max !== null ? { min, max } : null;
}

// Spec: 002 §3.1, §9
/**
 * The Smart Interest fixed rates as the market shows them: per currency and term, the rate paid
 * at maturity (`point`) and paid every year (`annual_point`), from the server's settings (the spec's sample
 * terms until they arrive, or if they cannot be loaded).
 */
export function SmartInterestRates({ currencies = ['GBP', 'EUR'], className }: SmartInterestRatesProps) {
  useStyles('bk-smart-interest', smartInterestCss);
  const client = useClient();
  const { t } = useBondkit();
  const format = useFormat();
  const yearsLabel = format.years;
  const titleId = useId();
  const key = currencies.join(',');
  // each currency's table from its settings; a currency whose settings cannot be loaded keeps the sample terms
  const loaded = useLoad(
    async (signal) => {
      const list = key.split(',') as CurrencyCode[];
      const tables = await Promise.all(
        list.map(async (currency) => {
          try {
            const settings = await getSmartInterestSettings(client, { currency, signal });
            return [currency, rateTableFor(currency, settings.rate_table)] as const;
          } catch {
            return [currency, rateTableFor(currency)] as const;
          }
        }),
      );
      return Object.fromEntries(tables) as Tables;
    },
    [client, key],
  );
  const tables = loaded.value ?? defaultTables(currencies);

  const range = rateRange(tables);
  const shown = currencies.filter((currency) => (tables[currency] ?? DEFAULT_RATE_TABLES[currency])?.length);

  const columns: DataColumn<RateRow>[] = [
    { id: 'currency', header: t('smartInterest.rates.currency'), rowHeader: true, cell: (r) => r.currency },
    { id: 'term', header: t('smartInterest.rates.term'), cell: (r) => yearsLabel(r.row.years) },
    { id: 'atMaturity', header: t('smartInterest.rates.atMaturity'), cell: (r) => format.rate(r.row.point) },
    { id: 'annual', header: t('smartInterest.rates.annual'), cell: (r) => format.rate(r.row.annual_point) },
  ];

  return (
    <WidgetRoot
      className={className ? `bk-si-rates ${className}` : 'bk-si-rates'}
      role="region"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="bk-si-rates__title">
        {t('smartInterest.rates.title')}
      </h2>
      {range ? (
        <p className="bk-si-rates__range">
          {t('smartInterest.rates.range', { min: format.rate(range.min), max: format.rate(range.max) })}
        </p>
      ) : null}
      <DataTable
        columns={columns}
        rows={shown.flatMap((currency) => (tables[currency] ?? []).map((row) => ({ currency, row })))}
        rowKey={({ currency, row }) => `${currency}-${row.years}`}
        caption={t('smartInterest.rates.caption')}
        captionHidden
        tableClassName="bk-si-table"
      />
    </WidgetRoot>
  );
}
