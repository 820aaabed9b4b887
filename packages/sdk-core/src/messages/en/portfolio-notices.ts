import type { MessageDomain } from '../domains';

// Spec: 001 §2 (the dashboard's notices), §6
/**
 * The dashboard's notices (ids `portfolio.notice.*`): the identity-check update, the Smart Interest repaying,
 * the withdrawals waiting for confirmation with their review. A domain of its own, registered by the notices'
 * code (`notices.tsx`), which loads only once there is a notice: the portfolio pages do not carry it before.
 * English; `{name}` is a placeholder (`formatMessage`).
 */
export const portfolioNoticesEn = {
  'portfolio.notice.kyc.title': 'Know your customer update',
  'portfolio.notice.kyc.action': 'Upload documents',
  'portfolio.notices.label': 'Notices',
  'portfolio.notice.repaying': 'Your Smart Interest holding {holding} is being repaid.',
  'portfolio.notice.withdrawal.title': 'Withdrawal waiting for your confirmation',
  'portfolio.notice.withdrawal.text': 'A withdrawal of {amount} is waiting for your confirmation.',
  'portfolio.notice.withdrawal.textNoAmount': 'A withdrawal is waiting for your confirmation.',
  'portfolio.notice.withdrawal.confirm': 'Confirm withdrawal',
  'portfolio.notice.withdrawal.confirmed': 'Withdrawal confirmed.',
  'portfolio.notice.withdrawal.failed':
    'The withdrawal could not be confirmed. Please, try again in a minute.',
  'portfolio.notice.readOnly': 'Read-only users cannot confirm withdrawals.',
  // written: the review before a withdrawal is confirmed (issue 27); the spec names only 'Confirm withdrawal'
  'portfolio.notice.withdrawal.reviewTitle': 'Review your withdrawal',
  'portfolio.notice.withdrawal.amount': 'Amount',
  'portfolio.notice.withdrawal.fee': 'Fee',
  'portfolio.notice.withdrawal.receive': 'You receive',
  'portfolio.notice.withdrawal.destination': 'It is paid to your registered bank account in {currency}.',
  'portfolio.notice.withdrawal.final': 'Withdraw {amount}',
  'portfolio.notice.withdrawal.finalNoAmount': 'Withdraw now',
  'portfolio.notice.withdrawal.confirming': 'Confirming…',
  'portfolio.notice.withdrawal.cancel': 'Cancel',
  // written: as the withdraw form's refusal (001 §5 'Disabled when a withdrawal block exists')
  'portfolio.notice.withdrawal.blocked': 'Withdrawals are not available on your account. Please contact us.',
} as const satisfies Record<string, string>;

/** The dashboard notices' texts, registered by the notices' code (`registerMessages`). */
export const portfolioNoticesMessages = { en: portfolioNoticesEn } as const satisfies MessageDomain;
