import {
  type CurrencyCode,
  compareAmounts,
  type MarketProduct,
  productDisplayName,
  type Quote,
  type QuoteLeg,
  quoteBreakdown,
  registerMessages,
  sumAmounts,
  tradePartsMessages,
} from '@bondkit/sdk-core';
import { useBondkit } from '../provider/context';
import { useFormat } from '../shared/format';

// the catalogue domains this widget shows (a bundle carries only the texts of registered domains)
registerMessages(tradePartsMessages);

/** The figures of one priced leg: what the quote, an RFQ quote or a package's RFQ gives. */
export interface LegFigures {
  side: 'buy' | 'sell';
  product: Pick<MarketProduct, 'company' | 'adib_details'> | null;
  currency: CurrencyCode;
  price: string;
  principal: string;
  interest: string;
  spreadFee: string;
  platformFee: string | null;
  total: string;
}

export interface FigureSet {
  legs: LegFigures[];
  settlementDate: string | null;
  /** a switch package's cash: to pay, to receive, net */
  cash: { toPay: string; toReceive: string; net: string; currency: CurrencyCode } | null;
}

const negate = (amount: string) => (amount.startsWith('-') ? amount.slice(1) : `-${amount}`);

/** Figures of a market quote (`market/quote/`). */
export function quoteFigures(quote: Quote, productOf: (id: number) => MarketProduct | null): FigureSet {
  const leg = (side: 'buy' | 'sell', l: QuoteLeg): LegFigures => ({
    side,
    product: productOf(l.product_id),
    currency: l.currency,
    price: l.price,
    principal: l.principal,
    interest: l.interest,
    spreadFee: l.spread_fee_amount,
    platformFee: l.platform_fee_amount ?? null,
    total: l.total,
  });
  const sellCash = sumAmounts(quote.sells.map((l) => l.total));
  const buyCash = sumAmounts(quote.buys.map((l) => l.total));
  const currency = quote.buys[0]?.currency ?? quote.sells[0]?.currency ?? 'GBP';
  const switching = quote.buys.length > 0 && quote.sells.length > 0;
  return {
    legs: [...quote.sells.map((l) => leg('sell', l)), ...quote.buys.map((l) => leg('buy', l))],
    settlementDate: quote.settlement_date,
    cash: switching
      ? {
          toPay: quote.to_pay ?? buyCash,
          toReceive: quote.to_receive ?? sellCash,
          net: quote.net_cash_flow ?? sumAmounts([sellCash, negate(buyCash)]),
          currency,
        }
      : null,
  };
}

// Spec: 002 §3.2 'Quote'
/**
 * The quote's figures, per leg, laid out so they add up on screen (sdk-core's
 * `quoteBreakdown`): principal and price, the cost (buy) or value (sell) at that price, the fees inside the
 * price beside it, + accrued interest, − the fees charged on top (the partner's platform fee on sells),
 * = the total.
 */
export function QuoteFigures({ figures }: { figures: FigureSet }) {
  const { t } = useBondkit();
  const format = useFormat();
  const showLegTitles = figures.legs.length > 1;
  return (
    <div className="bk-ticket__figures">
      {figures.legs.map((leg) => {
        const b = quoteBreakdown(leg);
        const money = (amount: string) => format.money(amount, leg.currency, { floor: true });
        const name = leg.product ? productDisplayName(leg.product) : '';
        return (
          <div key={`${leg.side}-${name}`} className="bk-ticket__leg">
            {showLegTitles ? (
              <h4 className="bk-ticket__leg-title">
                {t(leg.side === 'buy' ? 'trade.quote.leg.buy' : 'trade.quote.leg.sell', { company: name })}
              </h4>
            ) : null}
            <dl className="bk-ticket__dl">
              <dt>{t('trade.quote.principal')}</dt>
              <dd data-bk-figure="principal">{money(leg.principal)}</dd>
              <dt>{t('trade.quote.price')}</dt>
              <dd data-bk-figure="price">{leg.price}</dd>
              <dt>
                {t(leg.side === 'buy' ? 'trade.quote.cost' : 'trade.quote.value', { price: leg.price })}
              </dt>
              <dd data-bk-figure="cost">{money(b.cost)}</dd>
              {compareAmounts(b.feesInPrice, '0') > 0 ? (
                <>
                  <dt className="bk-ticket__sub">{t('trade.quote.feesInPrice')}</dt>
                  <dd className="bk-ticket__sub" data-bk-figure="fees-in-price">
                    {money(b.feesInPrice)}
                  </dd>
                </>
              ) : null}
              <dt>+ {t('trade.quote.interest')}</dt>
              <dd data-bk-figure="interest">{money(b.interest)}</dd>
              {compareAmounts(b.feesCharged, '0') > 0 ? (
                <>
                  <dt>− {t('trade.quote.platformFee')}</dt>
                  <dd data-bk-figure="fees-charged">{money(b.feesCharged)}</dd>
                </>
              ) : null}
              {b.adjustment !== null ? (
                <>
                  <dt>{t('trade.quote.adjustment')}</dt>
                  <dd data-bk-figure="adjustment">{money(b.adjustment)}</dd>
                </>
              ) : null}
              <dt className="bk-ticket__total">= {t('trade.quote.total')}</dt>
              <dd className="bk-ticket__total" data-testid="bk-quote-total" data-bk-figure="total">
                {money(b.total)}
              </dd>
            </dl>
          </div>
        );
      })}
      {figures.cash ? (
        <dl className="bk-ticket__dl bk-ticket__cash">
          <dt>{t('trade.quote.toReceive')}</dt>
          <dd>{format.money(figures.cash.toReceive, figures.cash.currency, { floor: true })}</dd>
          <dt>{t('trade.quote.toPay')}</dt>
          <dd>{format.money(figures.cash.toPay, figures.cash.currency, { floor: true })}</dd>
          <dt className="bk-ticket__total">{t('trade.quote.netCashFlow')}</dt>
          <dd className="bk-ticket__total">
            {format.money(figures.cash.net, figures.cash.currency, { floor: true })}
          </dd>
        </dl>
      ) : null}
      {figures.settlementDate ? (
        <dl className="bk-ticket__dl">
          <dt>{t('trade.quote.settlement')}</dt>
          <dd>{format.date(figures.settlementDate)}</dd>
        </dl>
      ) : null}
    </div>
  );
}
