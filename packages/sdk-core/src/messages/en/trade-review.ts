import type { MessageDomain } from '../domains';
import { tradeReviewSukuk } from '../sukuk/trade-review';

// Spec: 002 §2.4, §4.4, §5.2
/**
 * The trade ticket's later steps: the review with its agreements, the partner's terms,
 * document checkboxes and one-time code, and the placed order (ids `trade.review.*`, `trade.document.*`,
 * `trade.otp.*`, `trade.placed.*`, `trade.agreement.*`, `trade.partner.*`, `trade.checkbox.*` and the confirm
 * buttons `trade.ticket.confirm*`). Apart from `tradeMessages`, so a bundle's first step carries none of them.
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const tradeReviewEn = {
  // ── Results and agreements (002 §2.4, §5.2; ids listed by sdk-core/src/trade/messages.ts) ──
  'trade.placed.title': 'Order placed!',
  'trade.placed.purchaseConcluded': 'Purchase Contract Concluded',
  'trade.placed.saleConcluded': 'Sale Contract Concluded',
  'trade.agreement.investorAgreement': 'Investor Agreement',
  'trade.agreement.fractionalBondsAgreement': 'Fractional Bonds Agreement',
  'trade.partner.purchaserTerms': "I accept the purchaser's terms",
  'trade.partner.sellerTerms': "I accept the seller's terms",
  'trade.checkbox.has_waived_cooling_off_period': 'I waive my cooling-off period',
  'trade.checkbox.has_accepted_key_facts_statement': 'I have read and accept the Key Facts Statement',
  'trade.checkbox.has_confirmed_suitability_report': 'I have read the suitability report',
  'trade.checkbox.has_accepted_suitability_disclaimer': 'I accept the suitability disclaimer',
  'trade.checkbox.has_confirmed_appropriateness_report': 'I have read the appropriateness report',
  'trade.checkbox.has_accepted_appropriateness_disclaimer': 'I accept the appropriateness disclaimer',
  'trade.checkbox.has_confirmed_terms_and_conditions': 'I have read and accept the terms and conditions',
  'trade.ticket.confirm': 'Confirm trade',
  'trade.ticket.confirmPartner': 'Confirm',

  // ── Review, documents, one-time code, placed (002 §2.4, §4.4) ──
  'trade.review.title': 'Review your order',
  'trade.review.bond': 'Bond',
  'trade.review.order': 'Order',
  'trade.review.side.buy': 'Buy',
  'trade.review.side.sell': 'Sell',
  'trade.review.side.switch': 'Switch',
  'trade.review.account': 'Account',
  'trade.review.amount': 'Amount',
  'trade.review.limitPrice': 'Limit price',
  'trade.review.expiry': 'Expiry',
  'trade.review.switchTo': 'Switching to',
  'trade.review.agreements': 'Agreements',
  'trade.review.agreeTo': 'I have read and agree to the {document}',
  'trade.review.readAgreement': 'Read the {document} (PDF, opens in a new tab)',
  'trade.review.checkboxes': 'Before you confirm',
  'trade.document.key_facts_statement': 'Key Facts Statement',
  'trade.document.suitability_report': 'Suitability report',
  'trade.document.appropriateness_report': 'Appropriateness report',
  'trade.document.terms_and_conditions': 'Terms and conditions',
  'trade.document.read': 'Read the {document}',
  'trade.document.locked': 'Read the document first to tick this box.',
  'trade.document.body.key_facts_statement':
    'The Key Facts Statement sets out what this sukuk is, its periodical distribution, its maturity and its risks.',
  'trade.document.body.suitability_report':
    'Your customer assessment score is {score}. This sukuk needs a score of at least {minimum}.',
  'trade.document.body.appropriateness_report':
    'This is a complex product: make sure you understand how it works and what you could lose.',
  'trade.document.body.terms_and_conditions':
    'The terms and conditions of the purchase and sale of sukuk on this platform apply to this order.',
  'trade.document.download': 'Download the {document}',
  'trade.otp.request': 'Request verification code',
  // why the confirm step's action is disabled, beside it
  'trade.hint.agreements': 'Tick both agreements above to confirm the trade.',
  'trade.hint.documents': 'Read each document, then tick every box above, to request a verification code.',
  'trade.hint.checkboxesCode': 'Tick every box above to request a verification code.',
  'trade.hint.code': 'Enter the verification code to confirm.',
  'trade.otp.title': 'Enter your verification code',
  'trade.otp.intro': 'We sent a one-time passcode to your registered mobile number.',
  'trade.otp.sentTo': 'We sent a one-time passcode to {destination}.',
  'trade.otp.code': 'Verification code',
  'trade.otp.sending': 'Sending a code...',
  'trade.otp.resendIn': 'You can resend the code in {seconds} s',
  'trade.otp.resend': 'Resend code',
  // the server's answers to a wrong code (002 §4.4) and to a code void after too many wrong attempts
  'trade.otp.incorrect': 'Incorrect one-time passcode',
  'trade.otp.attemptsExceeded':
    'Too many incorrect codes: this one-time passcode can no longer be used. Please request a new code.',
  'trade.placed.holdings': 'View your holdings',
  'trade.placed.market': 'Back to the market',
  'trade.placed.reference': 'Reference {reference}',
  // the order a trade placed, on the open orders page
  'trade.placed.order': 'View order {reference}',
  'trade.placed.limitNote': 'Your limit order waits in the market until the price reaches your limit.',
  'trade.placed.another': 'Place another order',
} as const satisfies Record<string, string>;

/**
 * The review, confirmation and placed steps of the trade ticket, registered by the modules that show them
 * (`registerMessages`).
 */
export const tradeReviewMessages = {
  en: tradeReviewEn,
  sukuk: tradeReviewSukuk,
} as const satisfies MessageDomain;
