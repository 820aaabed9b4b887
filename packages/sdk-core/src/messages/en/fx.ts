import type { MessageDomain } from '../domains';

// Spec: 001 §4 'Currency exchange', §5 'Currency exchange', §8
/**
 * The currency exchange page (ids `fx.*`). English. Texts quoted by the specs are copied exactly; `{name}` is a
 * placeholder (`formatMessage`). The partner variant has no EUR and so no currency exchange: no overrides.
 */
export const fxEn = {
  'fx.limit.insufficientSellBalance': 'You only have {amount} available cash',
  'fx.limit.dailyLimitReached':
    'You have reached your daily limit of {limit}. Please contact us to discuss converting any more or wait until tomorrow.',
  'fx.limit.maxBuy':
    'The max you can buy immediately is {amount} right now. Please contact us during working hours to discuss converting the remaining amount.',
  'fx.success': 'Currency exchange successful',
  'fx.error.data': 'Unable to retrieve the FX data',
  'fx.error.update': 'Unable to update the FX quote',
  'fx.error.complete': 'Unable to complete the FX quote',
  'fx.error.balance': 'Unable to retrieve account balance',
  // written: the quote's time ran out (001 §4: an expired quote disables completion)
  'fx.quote.expired': 'This quote has expired. Please refresh the quote.',
  // written: the read-only refusal (001 §6)
  'fx.readOnly': 'Read-only users cannot exchange currency.',
  // written: the fee as money beside its rate (001 §5 'fee_rate is divided by 100 for display')
  'fx.fee': 'Fee: {amount} ({percent})',
  // written: the review before the exchange is booked (issue 27); its final action is 001 §2's 'complete exchange'
  'fx.review.action': 'Review exchange',
  'fx.review.quoting': 'Getting your quote…',
  'fx.review.title': 'Review your exchange',
  'fx.review.lead': 'Nothing is exchanged until you select Complete exchange.',
  'fx.review.sell': 'You sell',
  'fx.review.buy': 'You get',
  'fx.review.rate': 'Rate',
  'fx.review.rateValue': '1 {sell} = {rate} {buy}',
  'fx.review.fee': 'Fee',
  'fx.review.feeValue': '{amount} ({percent}), included in the rate',
  'fx.review.back': 'Change amounts',
  // written: the outcome, shown on the page (its heading is 001 §4's 'Currency exchange successful')
  'fx.outcome.sold': 'You sold',
  'fx.outcome.bought': 'You got',
  'fx.outcome.dashboard': 'Go to your dashboard',
} as const satisfies Record<string, string>;

/** The currency exchange page: `fx.*`, registered by the widget that shows it (`registerMessages`). */
export const fxMessages = { en: fxEn } as const satisfies MessageDomain;
