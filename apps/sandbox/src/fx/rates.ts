/**
 * The sandbox's FX desk: fixed mid rates between GBP, EUR, USD and AED (per 1 GBP), a 0.25 % fee, a daily
 * limit per customer of GBP 100,000 equivalent and a desk liquidity per bought currency. Amounts are exact
 * decimals: the buy amount is rounded down and the sell amount up, to the cent.
 */
import { type CurrencyCode, Decimal } from '@bondkit/sdk-core';
import { dec, moneyDown, moneyUp } from '../shared/decimal';

/** Units of each currency per 1 GBP. */
export const FX_MID_RATES: Readonly<Record<CurrencyCode, string>> = {
  GBP: '1',
  EUR: '1.15',
  USD: '1.27',
  AED: '4.6641',
};

/** The desk's fee, in percent (the wire's `fee_rate`; 001 §3: divide by 100 to display). */
export const FX_FEE_PERCENT = '0.25';
/** The most the desk sells of each currency in one quote. */
export const FX_DESK_LIQUIDITY: Readonly<Record<CurrencyCode, string>> = {
  GBP: '500000',
  EUR: '500000',
  USD: '500000',
  AED: '2000000',
};

/** Units of `buy` per unit of `sell` at the mid rate. */
export function midRate(sell: CurrencyCode, buy: CurrencyCode): Decimal {
  return dec(FX_MID_RATES[buy]).div(FX_MID_RATES[sell]);
}

/** The rate the customer gets: mid less the fee, to 6 decimals (rounded down). */
export function effectiveRate(sell: CurrencyCode, buy: CurrencyCode): Decimal {
  const fee = dec(FX_FEE_PERCENT).div(100);
  return midRate(sell, buy).times(new Decimal(1).minus(fee)).round(6, Decimal.roundDown);
}

/** What selling `amount` of `sell` buys. */
export function buyFor(sell: CurrencyCode, buy: CurrencyCode, amount: Decimal): Decimal {
  return moneyDown(amount.times(effectiveRate(sell, buy)));
}

/** What buying `amount` of `buy` costs. */
export function sellFor(sell: CurrencyCode, buy: CurrencyCode, amount: Decimal): Decimal {
  return moneyUp(amount.div(effectiveRate(sell, buy)));
}

/** An amount of `currency` in GBP at the mid rate. */
export function inGbp(currency: CurrencyCode, amount: Decimal): Decimal {
  return amount.div(FX_MID_RATES[currency]);
}

/** An amount of GBP in `currency` at the mid rate, rounded down to the cent. */
export function fromGbp(currency: CurrencyCode, amount: Decimal): Decimal {
  return moneyDown(amount.times(FX_MID_RATES[currency]));
}
