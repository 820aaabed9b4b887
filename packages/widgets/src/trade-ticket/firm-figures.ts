import type { CurrencyCode, MarketProduct, RfqPackage, RfqQuote } from '@bondkit/sdk-core';
import type { FigureSet, LegFigures } from './quote-figures';

// apart from quote-figures.tsx: only the confirm step, loaded later, shows firm quotes

/** Figures of an RFQ quote (the partner's firm quote). */
export function rfqFigures(
  rfqQuote: RfqQuote,
  side: 'buy' | 'sell',
  product: MarketProduct,
  currency: CurrencyCode,
): FigureSet {
  return {
    legs: [
      {
        side,
        product,
        currency,
        price: rfqQuote.price,
        principal: rfqQuote.principal,
        interest: rfqQuote.interest,
        spreadFee: rfqQuote.spread_fee_amount,
        platformFee: rfqQuote.platform_fee_amount ?? null,
        total: rfqQuote.total,
      },
    ],
    settlementDate: rfqQuote.settlement_date,
    cash: null,
  };
}

/** Figures of a switch package: each RFQ's quote plus the package's cash. */
export function packageFigures(pkg: RfqPackage, productOf: (id: number) => MarketProduct | null): FigureSet {
  const legs: LegFigures[] = [];
  let settlementDate: string | null = null;
  for (const rfq of pkg.rfqs) {
    const q = rfq.quotes.find((x) => x.state === 'awaiting_confirmation') ?? rfq.quotes[0];
    if (!q) continue;
    settlementDate ??= q.settlement_date;
    legs.push({
      side: rfq.quote_type,
      product: productOf(rfq.product_id),
      currency: rfq.notional_currency,
      price: q.price,
      principal: q.principal,
      interest: q.interest,
      spreadFee: q.spread_fee_amount,
      platformFee: q.platform_fee_amount ?? null,
      total: q.total,
    });
  }
  legs.sort((a, b) => (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1));
  return {
    legs,
    settlementDate,
    cash: { toPay: pkg.to_pay, toReceive: pkg.to_receive, net: pkg.net_cash_flow, currency: pkg.currency },
  };
}
