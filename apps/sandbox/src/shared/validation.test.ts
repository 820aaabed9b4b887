import {
  fxQuoteInputSchema,
  orderInputSchema,
  quoteInputSchema,
  repaymentActionInputSchema,
  rfqPackageInputSchema,
  smartInterestCreateOrderInputSchema,
} from '@bondkit/sdk-core';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from './errors';
import { parseBody, type SafeParser } from './validation';

/** The Smart Interest routes' parse: Django-REST's generic texts. */
const parseSmartInterestBody = <T>(schema: SafeParser<T>, body: unknown): T =>
  parseBody(schema, body, 'django-rest');

/** The 400 body a refused request gets. */
function refusal(parse: () => unknown): Record<string, unknown> {
  try {
    parse();
  } catch (error) {
    if (error instanceof ApiFailure && error.status === 400) return error.body;
    throw error;
  }
  throw new Error('the body was accepted');
}

const order = {
  investment_account_reference: 'IA1',
  order_type: 'limit_order',
  expiry_type: 'good_until_canceled',
};

describe('parseBody: field errors from the schemas', () => {
  it("names what was expected and received, required fields and the schemas' own messages", () => {
    const body = {
      investment_account_reference: 5,
      order_type: 'limit_order',
      expiry_type: 'nope',
      legs: [
        { product_id: 1.5, side: 'buy', requested_price: null, notional: '-1' },
        { product_id: 2 ** 53, side: 'x', notional: 7 },
      ],
    };
    expect(refusal(() => parseBody(orderInputSchema, body))).toEqual({
      investment_account_reference: ['Invalid type: Expected string but received 5'],
      expiry_type: [
        'Invalid type: Expected ("good_until_canceled" | "expires_on_exact_datetime" | "expires_at_market_close" | "expires_in_timedelta") but received "nope"',
      ],
      'legs.0.product_id': ['Invalid safe integer: Received 1.5'],
      'legs.0.notional': ['a non-negative decimal number as a string'],
      'legs.1.product_id': ['Invalid safe integer: Received 9007199254740992'],
      'legs.1.side': ['Invalid type: Expected ("buy" | "sell") but received "x"'],
      'legs.1.requested_price': ['This field is required.'],
      'legs.1.notional': ['Invalid type: Expected string but received 7'],
    });
    expect(
      refusal(() =>
        parseBody(quoteInputSchema, {
          investment_account_id: '1',
          buys: [
            { product_id: 1, package_id: 0.5, type: 'gross', amount: '1.5', currency: 'JPY', price: {} },
          ],
          confirm: 'yes',
        }),
      ),
    ).toEqual({
      investment_account_id: ['Invalid type: Expected number but received "1"'],
      'buys.0.package_id': ['Invalid safe integer: Received 0.5'],
      'buys.0.currency': ['Invalid type: Expected ("GBP" | "EUR" | "USD" | "AED") but received "JPY"'],
      'buys.0.price': ['Invalid type: Expected string but received Object'],
      confirm: ['Invalid type: Expected boolean but received "yes"'],
    });
  });

  it('reports lengths and bounds, and a length only of a value that is an array', () => {
    expect(
      refusal(() =>
        parseBody(orderInputSchema, { ...order, expiry_options: { timedelta_seconds: 0 }, legs: [] }),
      ),
    ).toEqual({
      'expiry_options.timedelta_seconds': ['Invalid value: Expected >=1 but received 0'],
      legs: ['Invalid length: Expected >=1 but received 0'],
    });
    expect(refusal(() => parseBody(orderInputSchema, { ...order, expiry_options: 'x', legs: '' }))).toEqual({
      expiry_options: ['Invalid type: Expected Object but received "x"'],
      legs: ['Invalid type: Expected Array but received ""'],
    });
    const rfq = {
      notional_amount: '1',
      notional_currency: 'GBP',
      quote_type: 'sell',
      product_reference: 'P',
      requested_price: null,
      expiry_type: null,
      allow_partial_fulfilment: true,
      transient: false,
    };
    expect(
      refusal(() =>
        parseBody(rfqPackageInputSchema, {
          rfq_package_type: 'switch',
          investment_account_reference: 'IA1',
          rfqs: [rfq],
        }),
      ),
    ).toEqual({ rfqs: ['Invalid length: Expected >=2 but received 1'] });
  });

  it('answers a check of the whole body as non_field_errors', () => {
    const body = {
      investment_account_reference: 'IA1',
      sell_currency: 'GBP',
      buy_currency: 'USD',
      sell_amount: '1',
      buy_amount: '2',
      transient: true,
    };
    expect(refusal(() => parseBody(fxQuoteInputSchema, body))).toEqual({
      non_field_errors: ['give exactly one of sell_amount and buy_amount'],
    });
  });
});

describe('parseBody (Smart Interest): Django-REST texts', () => {
  it('maps each kind of issue to its text, a missing field to "This field is required."', () => {
    expect(
      refusal(() => parseSmartInterestBody(smartInterestCreateOrderInputSchema, { whatIf: true })),
    ).toEqual({
      amount: ['This field is required.'],
      currency: ['This field is required.'],
      annualPayout: ['This field is required.'],
      daysToMaturity: ['This field is required.'],
      wise5OfferEnrolmentId: ['This field is required.'],
    });
    expect(
      refusal(() =>
        parseSmartInterestBody(smartInterestCreateOrderInputSchema, { whatIf: 'x', amount: '1' }),
      ),
    ).toEqual({ whatIf: ['Select a valid choice.'] });
    expect(
      refusal(() =>
        parseSmartInterestBody(smartInterestCreateOrderInputSchema, {
          whatIf: true,
          amount: 'abc',
          currency: 'JPY',
          annualPayout: 1,
          daysToMaturity: 0,
          wise5OfferEnrolmentId: 1.5,
        }),
      ),
    ).toEqual({
      amount: ['Enter a valid value.'],
      currency: ['Select a valid choice.'],
      annualPayout: ['Invalid value.'],
      daysToMaturity: ['Ensure this value is in range.'],
      wise5OfferEnrolmentId: ['Invalid value.'],
    });
    // beyond the safe-integer range: an invalid value, not one out of the field's range
    expect(
      refusal(() =>
        parseSmartInterestBody(smartInterestCreateOrderInputSchema, {
          whatIf: false,
          iaId: 1e20,
          amount: '1',
          currency: 'GBP',
          annualPayout: false,
          daysToMaturity: 1095,
          rate: '1',
          bonusCode: null,
          wise5OfferEnrolmentId: null,
        }),
      ),
    ).toEqual({ iaId: ['Invalid value.'] });
    expect(
      refusal(() => parseSmartInterestBody(repaymentActionInputSchema, { offer: 5, series: null })),
    ).toEqual({
      offer: ['Invalid value.'],
      series: ['Invalid value.'],
      reinvest_coupon: ['This field is required.'],
    });
  });
});
