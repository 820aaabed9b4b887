import {
  type CurrencyCode,
  calculatorChartMessages,
  formatMoney,
  registerMessages,
  type SavingsProjection,
} from '@bondkit/sdk-core';
import { type RefObject, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useBondkit, useMessages } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { yearsText } from '../shared/format-rules';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { savingsCalculatorAnatomy } from './anatomy';
import { layoutChart } from './chart-geometry';
import { savingsChartCss } from './chart-styles';

registerMessages(calculatorChartMessages);

/** The chart's width before (or without) a measurement: jsdom, server rendering, no ResizeObserver. */
const DEFAULT_WIDTH = 640;

/** Follows the width of an element (ResizeObserver where there is one). */
function useElementWidth<T extends HTMLElement>(): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = element.clientWidth;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

export interface SavingsChartProps {
  projection: SavingsProjection;
  currency: CurrencyCode;
}

/**
 * Paid in against interest over the years: a hand-drawn SVG of stacked bars (paid in below, interest above)
 * with axes, a legend and a one-sentence summary as its accessible name; the year-by-year figures are in a
 * table behind 'Show table'.
 */
export function SavingsChart({ projection, currency }: SavingsChartProps) {
  useStyles('bk-savings-chart', savingsChartCss);
  const t = useMessages();
  const { locale } = useBondkit();
  const [containerRef, width] = useElementWidth<HTMLDivElement>();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const titleId = useId();
  const layout = useMemo(() => layoutChart(projection.years, width), [projection.years, width]);
  const money = (amount: string) => formatMoney(amount, currency, { locale });
  const compact = useMemo(
    () =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        minimumFractionDigits: 0,
        maximumFractionDigits: 1,
      }),
    [locale, currency],
  );
  const lastYear = projection.years[projection.years.length - 1]?.year ?? 0;
  const summary = t('calculator.chart.summary', {
    years: yearsText(t, locale, lastYear, 'calculator.years'),
    paidIn: money(projection.totalPaidIn),
    interest: money(projection.totalInterest),
    total: money(projection.finalValue),
  });
  const { plot } = layout;

  return (
    <figure {...partOf(savingsCalculatorAnatomy, 'chart')} aria-labelledby={titleId}>
      <figcaption id={titleId} className="bk-calc__chart-title">
        {t('calculator.chart.title')}
      </figcaption>
      <ul className="bk-calc__legend">
        <li>
          <span className="bk-calc__swatch bk-calc__swatch--paid" aria-hidden="true" />
          {t('calculator.chart.paidIn')}
        </li>
        <li>
          <span className="bk-calc__swatch bk-calc__swatch--interest" aria-hidden="true" />
          {t('calculator.chart.interest')}
        </li>
      </ul>
      <div ref={containerRef} className="bk-calc__plot">
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          width="100%"
          preserveAspectRatio="xMinYMin meet"
          data-years={lastYear}
        >
          <g className="bk-calc__grid">
            {layout.axis.ticks.map((tick) => (
              <g key={tick}>
                <line x1={plot.left} x2={plot.right} y1={layout.yOf(tick)} y2={layout.yOf(tick)} />
                <text x={plot.left - 8} y={layout.yOf(tick)} dy="0.32em" textAnchor="end">
                  {compact.format(tick)}
                </text>
              </g>
            ))}
          </g>
          <g className="bk-calc__bars">
            {layout.bars.map((bar, index) => {
              const point = projection.years[index];
              return (
                <g key={bar.year}>
                  {point ? (
                    <title>
                      {t('calculator.chart.bar', {
                        year: bar.year,
                        paidIn: money(point.paidIn),
                        interest: money(point.interest),
                        total: money(point.value),
                      })}
                    </title>
                  ) : null}
                  <rect
                    className="bk-calc__bar--paid"
                    x={bar.x}
                    y={bar.paidInY}
                    width={bar.width}
                    height={bar.paidInHeight}
                  />
                  {bar.interestHeight > 0 ? (
                    <rect
                      className="bk-calc__bar--interest"
                      x={bar.x}
                      y={bar.interestY}
                      width={bar.width}
                      height={bar.interestHeight}
                    />
                  ) : null}
                </g>
              );
            })}
          </g>
          <g className="bk-calc__axis">
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
            {layout.bars
              .filter((bar) => layout.labelledYears.includes(bar.year))
              .map((bar) => (
                <text key={bar.year} x={bar.centre} y={plot.bottom + 16} textAnchor="middle">
                  {bar.year}
                </text>
              ))}
            <text
              className="bk-calc__axis-title"
              x={plot.left + plot.width / 2}
              y={layout.height - 6}
              textAnchor="middle"
            >
              {t('calculator.chart.xAxis')}
            </text>
            <text className="bk-calc__axis-title" x={0} y={12}>
              {`${t('calculator.chart.yAxis')} (${currency})`}
            </text>
          </g>
        </svg>
      </div>
      <button
        type="button"
        {...partOf(uiAnatomy, 'button', 'bk-button--link bk-calc__table-toggle')}
        aria-expanded={tableShown}
        aria-controls={tableId}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? t('calculator.table.hide') : t('calculator.table.show')}
      </button>
      {/* scrollable, so focusable and named: keyboard users can scroll it (axe scrollable-region-focusable) */}
      <section
        id={tableId}
        className="bk-calc__table-wrap"
        hidden={!tableShown}
        aria-label={t('calculator.table.caption')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
      >
        <table className="bk-calc__table">
          <caption>{t('calculator.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.table.year')}</th>
              <th scope="col">{t('calculator.table.paidIn')}</th>
              <th scope="col">{t('calculator.table.interest')}</th>
              <th scope="col">{t('calculator.table.total')}</th>
            </tr>
          </thead>
          <tbody>
            {tableShown
              ? projection.years.map((point) => (
                  <tr key={point.year}>
                    <th scope="row">{point.year}</th>
                    <td>{money(point.paidIn)}</td>
                    <td>{money(point.interest)}</td>
                    <td>{money(point.value)}</td>
                  </tr>
                ))
              : null}
          </tbody>
        </table>
      </section>
    </figure>
  );
}
