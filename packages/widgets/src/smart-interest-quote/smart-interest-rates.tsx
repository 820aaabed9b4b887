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
import { useEffect, useId, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { useFormat } from '../shared/format';
import { smartInterestCss } from '../shared/smart-interest-styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages);

export interface SmartInterestRatesProps {
  /** the currencies shown, in order (default GBP and EUR, the spec's sample terms) */
  currencies?: readonly CurrencyCode[];
  className?: string;
}

type Tables = Partial<Record<CurrencyCode, SmartInterestRateRow[]>>;

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

/**
 * The Smart Interest fixed rates as the market shows them (002 §3.1, §9): per currency and term, the rate paid
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
  const [tables, setTables] = useState<Tables>(() => defaultTables(currencies));

  useEffect(() => {
    const controller = new AbortController();
    const list = key.split(',') as CurrencyCode[];
    setTables(defaultTables(list));
    for (const currency of list) {
      getSmartInterestSettings(client, { currency, signal: controller.signal }).then(
        (settings) =>
          setTables((current) => ({ ...current, [currency]: rateTableFor(currency, settings.rate_table) })),
        () => {},
      );
    }
    return () => controller.abort();
  }, [client, key]);

  const range = rateRange(tables);
  const shown = currencies.filter((currency) => (tables[currency] ?? DEFAULT_RATE_TABLES[currency])?.length);

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
      <div className="bk-si-rates__wrap">
        <table className="bk-si-table">
          <caption className="bk-visually-hidden">{t('smartInterest.rates.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('smartInterest.rates.currency')}</th>
              <th scope="col">{t('smartInterest.rates.term')}</th>
              <th scope="col">{t('smartInterest.rates.atMaturity')}</th>
              <th scope="col">{t('smartInterest.rates.annual')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.flatMap((currency) =>
              (tables[currency] ?? []).map((row) => (
                <tr key={`${currency}-${row.years}`}>
                  <th scope="row">{currency}</th>
                  <td>{yearsLabel(row.years)}</td>
                  <td>{format.rate(row.point)}</td>
                  <td>{format.rate(row.annual_point)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
    </WidgetRoot>
  );
}
