import type { SmartInterestSeries } from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { Banner } from '../ui/banner';
import { RadioGroup } from '../ui/choice';
import { LoadPanel } from '../ui/load-panel';
import { describeFailure } from './failure';
import { useFormat } from './format';
import type { LoadState } from './use-load';

export interface SeriesChoiceProps {
  load: LoadState<SmartInterestSeries[]>;
  selected: string | null;
  /** what the status line says while the series load */
  loadingText: string;
  /** the choices are disabled (a booking in progress or done) */
  disabled?: boolean;
  onChange: (reference: string) => void;
  onRetry: () => void;
}

/**
 * The Smart Interest series to choose from (the order form's version 2, the reinvest modal): loading, failed
 * with 'Try again', 'no available investment series', or a radio group of the series — their rate and maturity,
 * and how they pay out.
 */
export function SeriesChoice({
  load,
  selected,
  loadingText,
  disabled,
  onChange,
  onRetry,
}: SeriesChoiceProps) {
  const { t } = useBondkit();
  const format = useFormat();
  if (load.status !== 'loaded') {
    const failure = describeFailure(t, load.error, 'smartInterest.series.loadFailed');
    return (
      <LoadPanel
        status={load.status}
        loadingText={loadingText}
        statusClassName="bk-si__quote-status"
        failedTitle={failure.text}
        retryLabel={t('common.tryAgain')}
        onRetry={failure.retry ? onRetry : undefined}
        compact
      />
    );
  }
  if (load.value.length === 0) return <Banner tone="info">{t('smartInterest.series.empty')}</Banner>;
  return (
    <RadioGroup<string>
      legend={t('smartInterest.quote.series.legend')}
      className="bk-si__series"
      options={load.value.map((item) => ({
        value: item.reference,
        label: seriesLabel(item, t, format),
        description: t(
          item.payout_type === 'annual'
            ? 'smartInterest.payout.annualDescription'
            : 'smartInterest.payout.termDescription',
        ),
        ...(disabled ? { disabled } : {}),
      }))}
      value={selected}
      onChange={onChange}
    />
  );
}

/** A series as the choices and the review name it: '{rate} fixed until {maturity}'. */
export function seriesLabel(
  series: SmartInterestSeries,
  t: ReturnType<typeof useBondkit>['t'],
  format: ReturnType<typeof useFormat>,
): string {
  return t('smartInterest.quote.series.option', {
    rate: format.rate(series.cash_rate),
    maturity: format.date(series.maturity),
  });
}
