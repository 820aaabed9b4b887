/**
 * The one catalogue of the texts the sandbox refuses a request with, for every domain: the specs' exact wording
 * from sdk-core's message catalogue where the specs have one, and written texts where they are silent. A domain
 * answers with a text from here, never one typed inline, so a text is fixed in one place and the tests assert it
 * by name.
 */
import {
  type CurrencyCode,
  en,
  formatMessage,
  formatMoney,
  getCatalogue,
  type MessageId,
  MONEY_DECIMALS_TEXT,
  type ReportRangeProblem,
} from '@bondkit/sdk-core';
import { FX_DAILY_LIMIT_GBP, LIMITS } from './limits';

const text = (id: MessageId, values?: Record<string, string>) => formatMessage(en, id, values);

/** Django-REST-shaped error bodies, with the texts the platform uses. */
export const DETAIL = {
  notPositive: 'Ensure this value is greater than 0.',
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  csrfFailed: 'CSRF Failed: CSRF token missing or incorrect.',
  notFound: 'Not found.',
  readOnlyWatch: 'Read-only users cannot change their watchlist.',
  badCredentials: 'Unable to log in with provided credentials.',
  jsonParse: 'JSON parse error - Expecting value.',
  serverError: 'A server error occurred.',
  // 000 §8 ('This field is required.')
  fieldRequired: 'This field is required.',
} as const;

/** The edge's texts. */
export const EDGE_TEXT = {
  controlCharacters: 'Control characters are not allowed.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  tooManyItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  tooManyLegs: (max: number) => `Ensure this request has no more than ${max} legs.`,
  tooDeep: `The body is nested too deeply (at most ${LIMITS.bodyDepth} levels).`,
  atMost: (limit: string | number) => `Ensure this value is less than or equal to ${limit}.`,
  atLeast: (limit: string | number) => `Ensure this value is greater than or equal to ${limit}.`,
  moneyDecimals: MONEY_DECIMALS_TEXT,
  decimals: (places: number) => `Ensure that there are no more than ${places} decimal places.`,
  integer: 'A valid integer is required.',
  number: 'A valid number is required.',
  text: 'Not a valid string.',
  instant: `Ensure this date-time is from ${LIMITS.earliestInstant} and before ${LIMITS.latestInstant}.`,
  date: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  choice: (value: string) => `Select a valid choice. ${value} is not one of the available choices.`,
  bodyTooLarge: `Request body too large: at most ${LIMITS.bodyBytes} bytes.`,
  urlTooLong: `Request address too long: at most ${LIMITS.urlLength} characters.`,
  malformedUrl: 'Malformed request address.',
  idempotencyKey: `The Idempotency-Key header must have at most ${LIMITS.idempotencyKeyLength} characters.`,
  pathControlCharacters: 'The request address contains control characters.',
} as const;

/** The 400 `detail` when a movement would take a balance or a position below zero. */
export const LEDGER_TEXT = {
  insufficientBalance: formatMessage(en, 'trade.warning.insufficient_balance'),
  insufficientHolding: 'You cannot sell more than you hold.',
} as const;

/** Two-factor sign-in and set-up (002 §8's code text, the rest written), from sdk-core's catalogue. */
export const TWO_FACTOR_TEXT = {
  codeIncorrect: text('twoFactor.codeIncorrect'),
  codeDigits: text('twoFactor.codeDigits'),
  loginExpired: text('twoFactor.loginExpired'),
  alreadySetUp: text('twoFactor.alreadySetUp'),
  noSetup: text('twoFactor.noSetup'),
  readOnly: text('twoFactor.readOnly'),
  tokenNeedsCode: text('twoFactor.tokenNeedsCode'),
} as const;

/** The 400 text of an account that is not the customer's (the spec's, from sdk-core's catalogue). */
export const ACCOUNT_TEXT = {
  invalidAccount: formatMessage(en, 'trade.error.invalidAccount'),
} as const;

/** Trading errors and warnings: the specs' wording from sdk-core's catalogue, then written texts (marked). */
export const TRADE_TEXT = {
  // spec texts (002 §8, 001 §8)
  coolingOff: text('trade.banner.coolingOff'),
  accountRestricted: text('trade.banner.accountRestricted'),
  marketClosed: text('trade.banner.marketClosed'),
  marketSuspended: text('trade.banner.marketSuspended'),
  // a limit order while the market is closed: the text the ticket shows beside its disabled limit option
  outsideTradingHours: text('trade.banner.outsideTradingHours'),
  loanSuspended: text('trade.banner.loanSuspended'),
  buySuspended: text('trade.banner.buySuspended'),
  loanRepaid: text('trade.banner.loanRepaid'),
  loanClosed: text('trade.banner.loanClosed'),
  notOwned: text('trade.error.notOwned'),
  invalidAccount: ACCOUNT_TEXT.invalidAccount,
  incorrectCode: text('trade.otp.incorrect'),
  codeAttemptsExceeded: text('trade.otp.attemptsExceeded'),
  outsideRiskRating:
    "You don't meet the requirements to trade Sukuk. If your circumstances have changed, please retake the assessment.",
  insufficientLiquidity: text('trade.warning.insufficient_liquidity'),
  insufficientBalance: LEDGER_TEXT.insufficientBalance,
  priceChanged: text('trade.warning.price_changed'),
  partnerProductsOnly: text('trade.error.partnerProductsOnly'),
  // written (the specs give no server text)
  readOnly: 'Read-only users cannot trade.',
  cannotExecute: formatMessage(en, 'trade.banner.setupRequired'),
  isaRestricted: 'You cannot buy into your Innovative Finance ISA at the moment.',
  sellSuspended: 'Sell is currently suspended',
  insufficientHolding: LEDGER_TEXT.insufficientHolding,
  sellsArePrincipal: 'Sells are always by principal.',
  noLegs: 'Add at least one buy or sell.',
  currencyMismatch: 'The currency must be the product’s currency.',
  notPositive: DETAIL.notPositive,
  questionnaire: (title: string) => `Complete the ${title} before buying this bond.`,
  quoteExpired: 'This quote has expired. Please request a new quote.',
  notConfirmable: 'This quote cannot be confirmed.',
  alreadyConfirmed: 'This has already been confirmed.',
  notCancellable: 'This order can no longer be cancelled.',
  noNewPrice: 'This order has no new price to confirm.',
  partnerCannotCancel: 'Orders cannot be cancelled here. Please contact support.',
  agreementRequired: 'You must accept this agreement to continue.',
  checkboxRequired: 'You must tick this box to continue.',
  codeRequired: 'Enter the one-time passcode we sent you.',
  switchShape: 'A switch is one sell RFQ and one buy RFQ.',
  switchCurrency: 'Both bonds of a switch must be in the same currency.',
  expiryRequired: 'This field is required for this expiry type.',
  expiryPast: 'The expiry must be in the future.',
  tradeFailed: 'The order could not be executed.',
} as const;

/** Currency exchange refusals. */
export const FX_TEXT = {
  sameCurrency: 'Choose two different currencies.',
  notPositive: DETAIL.notPositive,
  expired: 'This quote has expired. Please refresh the quote.',
  notConfirmable: 'This quote cannot be completed.',
  alreadyConfirmed: 'This quote has already been completed.',
  /** 001 §5 'Currency exchange' (insufficient_sell_balance), sdk-core's catalogue text */
  onlyAvailable: (amount: string) => formatMessage(en, 'fx.limit.insufficientSellBalance', { amount }),
  /** 001 §5 'Currency exchange' (daily_limit_reached, trade_would_exceed_daily_limit), sdk-core's catalogue text */
  dailyLimit: formatMessage(en, 'fx.limit.dailyLimitReached', {
    limit: formatMoney(FX_DAILY_LIMIT_GBP, 'GBP'),
  }),
} as const;

/** The refusals' texts (from sdk-core's catalogue where it has them). */
export const PAYMENTS_TEXT = {
  readOnly: formatMessage(en, 'payments.readOnly'),
  exchangeReadOnly: formatMessage(en, 'fx.readOnly'),
  withdrawReadOnly: formatMessage(en, 'payments.withdraw.readOnly'),
  identityCheck: formatMessage(en, 'payments.aml.required'),
  fundingBlocked: formatMessage(en, 'payments.proceed.fundingBlocked'),
  withdrawalsBlocked: formatMessage(en, 'payments.withdraw.blocked'),
  ifisaAgreement: formatMessage(en, 'payments.proceed.ifisaAgreement'),
  isaRestricted: formatMessage(en, 'payments.proceed.isaRestricted'),
} as const;

/** The texts of the refusals these routes add. */
export const TRANSFER_TEXT = {
  sameAccount: formatMessage(en, 'payments.transfer.sameAccount'),
  // the spec's deposit message (001 §5), its minimum as money in the currency ('£0.01')
  notPositive: (currency: CurrencyCode) =>
    formatMessage(en, 'payments.amount.minimum', { minimum: formatMoney('0.01', currency) }),
  sourceBalance: (account: string, amount: string) =>
    formatMessage(en, 'payments.method.sourceBalance', { account, amount }),
  noRegistered: formatMessage(en, 'payments.bank.notRegistered'),
  linkedByPartner: formatMessage(en, 'payments.bank.linkedByPartner'),
} as const;

/** The refusal of a withdrawal with nowhere to go. */
export const WITHDRAWAL_TEXT = {
  noBankAccount: formatMessage(en, 'payments.withdraw.noBankAccount'),
} as const;

/** The 403 `detail` of a read-only user's confirmation, and the 404 of a page past the last. */
export const PORTFOLIO_TEXT = {
  readOnlyConfirm: 'Read-only users cannot confirm withdrawals.',
  invalidPage: 'Invalid page.',
} as const;

/** The partner API's refusals. */
export const PARTNER_DETAIL = {
  invalidKey: 'Invalid partner key.',
  customerRequired: "Send the customer's email or customer_id.",
  unknownCustomer: 'No customer of this partner matches.',
} as const;

/** The answers' texts (the field problems are the catalogue's, as the reports page shows them). */
export const REPORT_TEXT = {
  unavailable: formatMessage(en, 'reports.unavailable'),
  problem: (problem: ReportRangeProblem) => formatMessage(en, `reports.problem.${problem}`),
  notReady: 'This report is not ready yet.',
  emailed: 'This report was emailed.',
  data: 'Send the request as a JSON string.',
} as const;

/** The server's refusal texts (the restriction text is the catalogue's, 000 §8). */
export const SMART_INTEREST_DETAIL = {
  readOnlyOrder: 'Read-only users cannot place orders.',
  readOnlyCashOut: 'Read-only users cannot cash out holdings.',
  cannotExecute: (email: string) => formatMessage(en, 'smartInterest.order.cannotExecute', { email }),
  questionnaire: 'You need to pass the Smart Interest questionnaire before investing.',
  restricted: (email: string) => formatMessage(en, 'smartInterest.order.restricted', { email }),
  coolingOff: 'Your account is on a 24 hour temporary account hold for regulatory compliance.',
  // only ever answered to a partner customer: in the partner's wording
  partnerRefused: formatMessage(getCatalogue('sukuk'), 'smartInterest.error.partnerRefused'),
} as const;

/** The server's own refusal texts (the specs show none for these). */
export const SMART_INTEREST_REFUSALS = {
  seriesClosed: 'This series is not open for investment.',
  seriesNotFound: 'Series not found.',
  seriesCurrency: "Choose a series in the holding's currency.",
  rateChanged: 'The rate has changed. Please get a new quote.',
  cashOutNotOpen: 'Only open holdings can be cashed out.',
  cashOutReinvesting: 'This holding is set to be reinvested at maturity and cannot be cashed out.',
  reinvestNotOpen: 'Only open holdings can be reinvested.',
  reinvestBooked: 'A reinvestment is already booked for this holding.',
  offerUnavailable: 'This offer is not available for this holding.',
  invalidAccount: 'Invalid investment account.',
  invalidEnrolment: 'Unknown cashback enrolment.',
  invalidBonus: 'This bonus code does not apply to this order.',
} as const;

/** 'Insufficient funds: …' (Smart Interest) with the account's balance in the currency. */
export function insufficientFunds(balance: string, currency: CurrencyCode): string {
  return `Insufficient funds: the account's ${currency} balance is ${formatMoney(balance, currency)}.`;
}

/** The sukuk amount message of a broken rule (002 §5.2), with the spec's `%s %s` as currency and amount. */
export function sukukText(id: MessageId, values: Record<string, string | number>): string {
  return formatMessage(en, id, values);
}
