import {
  CALCULATOR_LIMITS,
  type CalculatorField,
  type CalculatorInputError,
  type CalculatorInputResult,
  type CurrencyCode,
  calculatorMessages,
  clampCalculatorValue,
  DEFAULT_SAVINGS_INPUT,
  formatMoney,
  parseCalculatorInput,
  projectSavings,
  registerMessages,
  type SavingsProjection,
} from '@bondkit/sdk-core';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useBondkit, useMessages } from '../provider/context';
import { useStyles } from '../provider/use-styles';
import { WidgetRoot } from '../provider/widget-root';
import { currencySymbol, type RateOptions, rateText, yearsText } from '../shared/format-rules';
import { useLatest } from '../shared/use-latest';
import { partOf, uiAnatomy } from '../ui/anatomy';
import { onDemand, useOnDemand } from '../ui/on-demand';
import { savingsCalculatorAnatomy } from './anatomy';
import { CalculatorInputField, type FieldLimits } from './calculator-field';
import { savingsCalculatorCss } from './styles';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(calculatorMessages);

/**
 * The chart and its table: their own chunk in the element bundles, loaded as the calculator first renders, so
 * the inputs and figures do not wait for them.
 */
const savingsChart = onDemand(() => import('./savings-chart'));

/**
 * The years slider's upper end. sdk-core guards the projection at 100 years; the widget's slider (and typed
 * value) stops at 50 so a step is wide enough to aim at with a pointer. Not in the specs.
 */
export const SAVINGS_CALCULATOR_MAX_YEARS = 50;

/** The calculator's inputs, as decimal strings (years whole, rate in percent). */
export interface SavingsCalculatorInput {
  start: string;
  monthly: string;
  years: string;
  rate: string;
}

/** What {@link SavingsCalculatorProps.onCalculationChanged} receives: the inputs and sdk-core's projection. */
export interface SavingsCalculation extends SavingsProjection {
  input: SavingsCalculatorInput;
}

export interface SavingsCalculatorProps {
  /** the currency the amounts are shown in (default GBP) */
  currency?: CurrencyCode;
  // Spec: 000 §9
  /**
   * Starting values instead of 10,000 / 1,000 / 30 years / 7.0 %. Values outside the limits are
   * brought within them.
   */
  defaults?: Partial<Record<CalculatorField, string | number>>;
  /** called with the projection whenever it is computed: on mount and after every change of an input */
  onCalculationChanged?: (result: SavingsCalculation) => void;
  /** a call to action shown under the results (e.g. a link to open an account) */
  cta?: ReactNode;
  /** leave out the title and introduction (the page shows its own) */
  hideHeading?: boolean;
  className?: string;
}

/** The limits the widget applies: sdk-core's, with the years stopping at {@link SAVINGS_CALCULATOR_MAX_YEARS}. */
const LIMITS: Record<CalculatorField, FieldLimits> = {
  start: CALCULATOR_LIMITS.start,
  monthly: CALCULATOR_LIMITS.monthly,
  years: { ...CALCULATOR_LIMITS.years, max: String(SAVINGS_CALCULATOR_MAX_YEARS) },
  rate: CALCULATOR_LIMITS.rate,
};

/** Reads a typed value with sdk-core's rules, plus the widget's years limit. */
function readField(field: CalculatorField, text: string): CalculatorInputResult {
  const result = parseCalculatorInput(field, text);
  if (field !== 'years') return result;
  const max = SAVINGS_CALCULATOR_MAX_YEARS;
  if (result.ok) {
    return Number(result.value) > max ? { ok: false, reason: 'above_max', clamped: String(max) } : result;
  }
  return Number(result.clamped) > max ? { ...result, clamped: String(max) } : result;
}

/** The value a refused entry falls back to when the field is left: the nearest limit, or the last value. */
function fallbackValue(field: CalculatorField, result: CalculatorInputResult, previous: string): string {
  if (result.ok) return result.value;
  switch (result.reason) {
    case 'below_min':
    case 'negative':
      return LIMITS[field].min;
    case 'above_max':
    case 'not_whole':
      return result.clamped;
    default:
      return previous;
  }
}

/** Refusals shown as soon as they are typed; 'empty' and 'below_min' wait, as more typing may cure them. */
const SHOWN_WHILE_TYPING: ReadonlySet<CalculatorInputError> = new Set([
  'not_a_number',
  'negative',
  'too_many_decimals',
  'not_whole',
  'above_max',
]);

interface FieldState {
  /** the value the projection uses */
  value: string;
  /** what the text field holds */
  text: string;
  /** why the text is refused (shown only for {@link SHOWN_WHILE_TYPING}) */
  error: CalculatorInputError | null;
}

/** The rate as the field shows it: at least one decimal, as typed (`'7'` → `'7.0'`). */
const FIELD_RATE: RateOptions = { min: 1, max: null, percent: false };
const displayText = (field: CalculatorField, value: string) =>
  field === 'rate' ? rateText(value, FIELD_RATE) : value;

function initialField(field: CalculatorField, given: string | number | undefined): FieldState {
  let value: string = DEFAULT_SAVINGS_INPUT[field];
  if (given !== undefined) {
    const result = readField(field, String(given));
    value = result.ok ? result.value : result.clamped;
  }
  return { value, text: displayText(field, value), error: null };
}

const FIELDS: readonly CalculatorField[] = ['start', 'monthly', 'years', 'rate'];

// Spec: 000 §2, §5, §9
/**
 * The public savings calculator: start amount, monthly amount and years — each a slider and
 * a typed value kept in sync — and the annual rate; the projection of sdk-core's `projectSavings` (final
 * value, total paid in, total interest) and a chart of paid in against interest by year, with a table
 * alternative. Needs no client: it makes no requests.
 *
 * @example
 * ```tsx
 * <BondkitProvider client={client}>
 *   <SavingsCalculator currency="GBP" cta={<a href="/register/">Start saving</a>} />
 * </BondkitProvider>
 * ```
 */
export function SavingsCalculator({
  currency = 'GBP',
  defaults,
  onCalculationChanged,
  cta,
  hideHeading,
  className,
}: SavingsCalculatorProps) {
  useStyles('bk-savings-calculator', savingsCalculatorCss);
  const t = useMessages();
  const { locale } = useBondkit();
  const titleId = useId();
  const [fields, setFields] = useState<Record<CalculatorField, FieldState>>(() => ({
    start: initialField('start', defaults?.start),
    monthly: initialField('monthly', defaults?.monthly),
    years: initialField('years', defaults?.years),
    rate: initialField('rate', defaults?.rate),
  }));

  const chart = useOnDemand(savingsChart, true);
  const Chart = chart.module?.SavingsChart;
  const money = (amount: string) => formatMoney(amount, currency, { locale });
  const start = fields.start.value;
  const monthly = fields.monthly.value;
  const years = fields.years.value;
  const rate = fields.rate.value;
  const projection = useMemo(
    () => projectSavings({ start, monthly, years, rate }),
    [start, monthly, years, rate],
  );

  const onChangeRef = useLatest(onCalculationChanged);
  useEffect(() => {
    onChangeRef.current?.({ ...projection, input: { start, monthly, years, rate } });
  }, [projection, start, monthly, years, rate]);

  const update = (field: CalculatorField, next: (state: FieldState) => FieldState) =>
    setFields((current) => ({ ...current, [field]: next(current[field]) }));

  const typeText = (field: CalculatorField) => (text: string) =>
    update(field, (state) => {
      const result = readField(field, text);
      return result.ok
        ? { value: result.value, text, error: null }
        : { ...state, text, error: result.reason };
    });

  const commit = (field: CalculatorField) => () =>
    update(field, (state) => {
      const value = fallbackValue(field, readField(field, state.text), state.value);
      return { value, text: displayText(field, value), error: null };
    });

  const slide = (field: CalculatorField) => (raw: string) =>
    update(field, () => {
      const value = clampCalculatorValue(field, raw);
      return { value, text: displayText(field, value), error: null };
    });

  const formatValue = (field: CalculatorField, value: string): string => {
    switch (field) {
      case 'start':
      case 'monthly':
        return money(value);
      case 'years':
        return yearsText(t, locale, value, 'calculator.years');
      case 'rate':
        return t('calculator.rate.value', { rate: rateText(value, FIELD_RATE) });
    }
  };

  const errorText = (field: CalculatorField): string | null => {
    const { error } = fields[field];
    if (error === null || !SHOWN_WHILE_TYPING.has(error)) return null;
    const limits = LIMITS[field];
    switch (error) {
      case 'empty':
        return t('form.required');
      case 'not_a_number':
        return t('calculator.error.notANumber');
      case 'too_many_decimals':
        return t('calculator.error.tooManyDecimals');
      case 'not_whole':
        return t('calculator.error.notWhole');
      case 'negative':
      case 'below_min':
        return t('calculator.error.belowMin', { min: formatValue(field, limits.min) });
      case 'above_max':
        return t('calculator.error.aboveMax', { max: formatValue(field, limits.max) });
    }
  };

  const labels: Record<CalculatorField, string> = {
    start: t('calculator.start.label'),
    monthly: t('calculator.monthly.label'),
    years: t('calculator.years.label'),
    rate: t('calculator.rate.label'),
  };
  const symbol = useMemo(() => currencySymbol(locale, currency), [locale, currency]);
  const ResultsTitle = hideHeading ? 'h2' : 'h3';

  return (
    <WidgetRoot
      className={className ? `bk-calc ${className}` : 'bk-calc'}
      {...(hideHeading ? {} : { role: 'region', 'aria-labelledby': titleId })}
    >
      {hideHeading ? null : (
        <>
          <h2 id={titleId} className="bk-calc__title">
            {t('calculator.title')}
          </h2>
          <p className="bk-calc__intro">{t('calculator.intro')}</p>
        </>
      )}
      <div className="bk-calc__layout">
        <div {...partOf(savingsCalculatorAnatomy, 'inputs')}>
          {FIELDS.map((field) => {
            const hasSlider = field !== 'rate';
            const limits = LIMITS[field];
            return (
              <CalculatorInputField
                key={field}
                label={labels[field]}
                value={fields[field].value}
                text={fields[field].text}
                error={errorText(field)}
                hint={
                  hasSlider
                    ? t('calculator.range', {
                        min: formatValue(field, limits.min),
                        max: formatValue(field, limits.max),
                      })
                    : undefined
                }
                slider={hasSlider ? limits : undefined}
                formatValue={(value) => formatValue(field, value)}
                prefix={field === 'start' || field === 'monthly' ? symbol : undefined}
                suffix={field === 'rate' ? '%' : undefined}
                inputMode={field === 'rate' ? 'decimal' : 'numeric'}
                onTextChange={typeText(field)}
                onCommit={commit(field)}
                onSlide={hasSlider ? slide(field) : undefined}
              />
            );
          })}
        </div>
        <div {...partOf(savingsCalculatorAnatomy, 'output')}>
          {/* one level under the heading that names the calculator: its own h2, or the page's h1 */}
          <ResultsTitle className="bk-calc__results-title">{t('calculator.results.title')}</ResultsTitle>
          <dl {...partOf(savingsCalculatorAnatomy, 'figures')} aria-live="polite" aria-atomic="true">
            <div className="bk-calc__figure bk-calc__figure--final">
              <dt>{t('calculator.result.finalValue')}</dt>
              <dd>{money(projection.finalValue)}</dd>
            </div>
            <div className="bk-calc__figure">
              <dt>{t('calculator.result.totalPaidIn')}</dt>
              <dd>{money(projection.totalPaidIn)}</dd>
            </div>
            <div className="bk-calc__figure">
              <dt>{t('calculator.result.totalInterest')}</dt>
              <dd>{money(projection.totalInterest)}</dd>
            </div>
          </dl>
          {Chart ? (
            <Chart projection={projection} currency={currency} />
          ) : chart.failed ? (
            <p className="bk-calc__chart-failed" role="alert">
              {t('calculator.chart.loadFailed')}{' '}
              <button type="button" {...partOf(uiAnatomy, 'button', 'bk-button--link')} onClick={chart.retry}>
                {t('common.tryAgain')}
              </button>
            </p>
          ) : (
            <div className="bk-calc__chart-pending" aria-hidden="true" />
          )}
          {cta !== undefined && cta !== null ? (
            <div {...partOf(savingsCalculatorAnatomy, 'cta')}>{cta}</div>
          ) : null}
          <p {...partOf(savingsCalculatorAnatomy, 'disclaimer')}>{t('calculator.disclaimer')}</p>
        </div>
      </div>
    </WidgetRoot>
  );
}
