import {
  accountsMessages,
  bookRepaymentAction,
  type DynamicBond,
  getSmartInterestSeries,
  quoteRepaymentAction,
  type RepaymentActionRequest,
  registerMessages,
  smartInterestMessages,
} from '@bondkit/sdk-core';
import { type ReactNode, useRef, useState } from 'react';
import { useBondkit, useClient } from '../provider/context';
import { describeFailure } from '../shared/failure';
import { useFormat } from '../shared/format';
import { SeriesChoice } from '../shared/series-choice';
import { useFocusOn } from '../shared/use-focus-on';
import { useLoad } from '../shared/use-load';
import { Banner } from '../ui/banner';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/choice';
import { Dialog } from '../ui/dialog';
import { LoadPanel } from '../ui/load-panel';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(smartInterestMessages, accountsMessages);

export interface ReinvestDialogProps {
  holding: DynamicBond;
  onClose: () => void;
  /** the reinvestment was booked (reload the list) */
  onBooked: () => void;
}

type Booking = 'idle' | 'booking' | 'failed' | 'booked';

// Spec: 000 §2, §7, §8
/**
 * The reinvest modal of a holding: the series of the holding's currency open at its maturity,
 * the choice to reinvest the final interest payment too, the repayment quote of the chosen series, and booking
 * it — 'Reinvestment successful', or the catalogue's failure messages ('Unable to load the series list. Please,
 * try later', 'Unable to get a repayment quote. Please, try later', 'Unable to book the repayment. Please, try
 * later'; no series: 'Currently, there are no available investment series.').
 */
export function ReinvestDialog({ holding, onClose, onBooked }: ReinvestDialogProps) {
  const client = useClient();
  const { t } = useBondkit();
  const format = useFormat();
  const [selected, setSelected] = useState<string | null>(null);
  const [reinvestCoupon, setReinvestCoupon] = useState(false);
  const [booking, setBooking] = useState<Booking>('idle');
  const bookedRef = useRef(false);
  bookedRef.current = booking === 'booked';
  const doneRef = useRef<HTMLButtonElement>(null);

  // the series of the holding's currency open at its maturity; the first is chosen
  const series = useLoad(
    async (signal) => {
      const list = await getSmartInterestSeries(client, {
        openOn: holding.maturity,
        currency: holding.currency,
        signal,
      });
      const own = list.filter((item) => item.currency === holding.currency);
      if (!signal.aborted) setSelected((current) => current ?? own[0]?.reference ?? null);
      return own;
    },
    [client, holding.maturity, holding.currency],
  );

  const request = (reference: string): RepaymentActionRequest => ({
    investmentAccountId: holding.investment_account_id,
    reference: holding.reference,
    offer: holding.available_offer?.reference ?? null,
    series: reference,
    reinvestCoupon,
  });

  // a repayment quote for the chosen series and coupon choice (none once booked)
  const quoteLoad = useLoad(
    (signal) =>
      selected === null || bookedRef.current
        ? Promise.resolve(null)
        : quoteRepaymentAction(client, { ...request(selected), signal }),
    [client, holding.reference, selected, reinvestCoupon],
  );
  const quote = quoteLoad.status === 'loaded' ? quoteLoad.value : null;
  const quoteFailure = describeFailure(t, quoteLoad.error, 'smartInterest.repayment.quoteFailed');

  useFocusOn(doneRef, booking === 'booked');

  const book = async () => {
    if (selected === null || !quote) return;
    setBooking('booking');
    try {
      await bookRepaymentAction(client, request(selected));
      setBooking('booked');
      onBooked();
    } catch {
      setBooking('failed');
    }
  };

  const busy = booking === 'booking';
  const booked = booking === 'booked';

  const choice = (
    <SeriesChoice
      load={series}
      selected={selected}
      loadingText={t('smartInterest.reinvest.loadingSeries')}
      disabled={busy || booked}
      onChange={setSelected}
      onRetry={series.retry}
    />
  );
  let body: ReactNode = choice;
  if (series.status === 'loaded' && series.value.length > 0) {
    const figures = quote;
    body = (
      <>
        {choice}
        <Checkbox
          label={t('smartInterest.reinvest.coupon')}
          checked={reinvestCoupon}
          onChange={setReinvestCoupon}
          disabled={busy || booked}
        />
        <div aria-live="polite">
          {quoteLoad.status === 'loading' && selected !== null ? (
            <LoadPanel
              status="loading"
              loadingText={t('smartInterest.reinvest.quoting')}
              statusClassName="bk-si__quote-status"
            />
          ) : null}
          {figures ? (
            <dl className="bk-si__figures">
              <Figure
                label={t('smartInterest.reinvest.amount')}
                value={format.money(figures.amount, figures.currency, { floor: false })}
              />
              <Figure label={t('smartInterest.quote.rate')} value={format.rate(figures.cash_rate)} />
              <Figure label={t('smartInterest.quote.maturity')} value={format.date(figures.maturity)} />
              <Figure
                label={t('smartInterest.quote.annualInterest')}
                value={format.money(figures.annual_interest, figures.currency, { floor: false })}
              />
              <Figure
                label={t('smartInterest.quote.totalReturned')}
                value={format.money(figures.total_returned, figures.currency, { floor: false })}
              />
              {figures.bonus !== null ? (
                <Figure
                  label={t('smartInterest.quote.bonus')}
                  value={format.money(figures.bonus, figures.currency, { floor: false })}
                />
              ) : null}
            </dl>
          ) : null}
        </div>
        {quoteLoad.status === 'failed' ? (
          <LoadPanel
            status="failed"
            failedTitle={quoteFailure.text}
            retryLabel={t('common.tryAgain')}
            onRetry={quoteFailure.retry ? quoteLoad.retry : undefined}
            compact
          />
        ) : null}
      </>
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      title={t('smartInterest.reinvest.title', { holding: holding.holding_name })}
      footer={
        booked ? (
          <Button ref={doneRef} variant="primary" onClick={onClose}>
            {t('smartInterest.reinvest.done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('smartInterest.confirm.cancel')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void book()}
              disabled={busy || !quote || selected === null}
            >
              {busy ? t('smartInterest.reinvest.booking') : t('smartInterest.reinvest.book')}
            </Button>
          </>
        )
      }
    >
      <p>
        {t('smartInterest.reinvest.intro', {
          holding: `${holding.holding_name} (${holding.reference})`,
          maturity: format.date(holding.maturity),
        })}
      </p>
      {body}
      {booking === 'failed' ? (
        <Banner tone="danger" live="alert">
          {t('smartInterest.repayment.bookFailed')}
        </Banner>
      ) : null}
      {booked ? (
        <Banner tone="success" live="status">
          {t('smartInterest.repayment.booked')}
        </Banner>
      ) : null}
    </Dialog>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="bk-si__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
