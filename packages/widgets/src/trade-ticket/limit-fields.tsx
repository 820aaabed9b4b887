import {
  type ExpiryType,
  expiryTypes,
  formatApiDate,
  formatPercent,
  limitPriceYield,
  registerMessages,
  type TradeMachine,
  type TradeMachineState,
  tradePartsMessages,
} from '@bondkit/sdk-core';
import { useId } from 'react';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';
import { partOf, uiAnatomy } from '../ui/anatomy';

// the catalogue domains this part shows (a bundle carries only the texts of registered domains)
registerMessages(tradePartsMessages);

const DURATIONS = [
  { seconds: 3600, id: 'trade.ticket.duration.hour' },
  { seconds: 86_400, id: 'trade.ticket.duration.day' },
  { seconds: 604_800, id: 'trade.ticket.duration.week' },
] as const;

// Spec: 002 §2.4 (limit orders)
/**
 * The limit order's fields of the setup step: the limit price with the yield at it (the bond maths of
 * sdk-core's `bonds/`), the expiry and, for an exact date or a set time, its date or duration. A part of its
 * own: the setup step loads it once a quote is shown or the limit mode chosen, before it is asked for.
 */
export function LimitFields({ machine, s }: { machine: TradeMachine; s: TradeMachineState }) {
  const { t, clock } = useBondkit();
  const format = useFormat();
  const m = machine.getState();
  const ids = { price: useId(), priceHint: useId(), expiry: useId(), expiryDate: useId(), duration: useId() };
  const limitYield = s.requestedPrice
    ? limitPriceYield({
        price: s.requestedPrice,
        coupon: s.product.coupon,
        settlement: s.quote.value?.settlement_date ?? formatApiDate(clock.now()),
        maturity: s.product.maturity,
        frequency: s.product.coupon_frequency,
        dayCount: s.product.day_count,
      })
    : null;
  return (
    <>
      <div className="bk-field">
        <label htmlFor={ids.price}>{t('trade.ticket.limitPrice')}</label>
        <input
          id={ids.price}
          {...partOf(uiAnatomy, 'input')}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={s.requestedPrice ?? ''}
          aria-describedby={ids.priceHint}
          onChange={(event) => m.setRequestedPrice(event.target.value)}
        />
        <p id={ids.priceHint} className="bk-ticket__hint">
          {t('trade.ticket.limitPrice.hint')}{' '}
          <span aria-live="polite">
            {t('trade.ticket.limitYield', {
              value: limitYield === null ? t('common.notAvailable') : formatPercent(limitYield),
            })}
          </span>
        </p>
      </div>
      <div className="bk-field">
        <label htmlFor={ids.expiry}>{t('trade.ticket.expiry')}</label>
        <select
          id={ids.expiry}
          {...partOf(uiAnatomy, 'input')}
          value={s.expiryType ?? 'expires_at_market_close'}
          onChange={(event) => m.setExpiryType(event.target.value as ExpiryType)}
        >
          {expiryTypes.map((type) => (
            <option key={type} value={type}>
              {t(`trade.ticket.expiry.${type}`)}
            </option>
          ))}
        </select>
        {s.expiryType === 'expires_at_market_close' && s.expiresAt ? (
          <p className="bk-ticket__hint">
            {t('trade.ticket.expiry.at', { time: format.dateTime(s.expiresAt) })}
          </p>
        ) : null}
      </div>
      {s.expiryType === 'expires_on_exact_datetime' && s.expiresAt ? (
        <div className="bk-field">
          <label htmlFor={ids.expiryDate}>{t('trade.ticket.expiry.date')}</label>
          <input
            id={ids.expiryDate}
            {...partOf(uiAnatomy, 'input')}
            type="date"
            value={s.expiresAt.slice(0, 10)}
            onChange={(event) => {
              const date = event.target.value;
              if (/^\d{4}-\d{2}-\d{2}$/.test(date) && s.expiresAt) {
                m.setExpiresAt(`${date}${s.expiresAt.slice(10)}`);
              }
            }}
          />
        </div>
      ) : null}
      {s.expiryType === 'expires_in_timedelta' ? (
        <div className="bk-field">
          <label htmlFor={ids.duration}>{t('trade.ticket.expiry.duration')}</label>
          <select
            id={ids.duration}
            {...partOf(uiAnatomy, 'input')}
            value={String(s.expiryTimedeltaSeconds ?? 86_400)}
            onChange={(event) => m.setExpiryTimedelta(Number(event.target.value))}
          >
            {DURATIONS.map((option) => (
              <option key={option.seconds} value={option.seconds}>
                {t(option.id)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </>
  );
}
