import type { MessageDomain } from '../domains';
import { tradeSukuk } from '../sukuk/trade';

// Spec: 002 §2.4, §5.2, §8
/**
 * Trading: errors, notices, sukuk limits, quote warnings and the trade ticket's setup step and
 * quote (ids `trade.*` but the banners, in `trade-status.ts`, and the review,
 * confirmation and placed steps, in `trade-review.ts`, and the product's transaction types, in
 * `trade-transactions.ts`; among them those of sdk-core/src/trade/messages.ts).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const tradeEn = {
  // ── Trade (002 §2.4, §5.2, §8; ids listed by sdk-core/src/trade/messages.ts) ──
  // a buy in a currency the customer holds no account in: the ticket sends them to add one (bk-navigate
  // 'add-account'); when the page does not go there, the ticket says why and offers the way again
  'trade.addAccount.title': 'You need a {currency} account to buy this',
  'trade.addAccount.body': 'Add an investment account in {currency}, then come back to place your order.',
  'trade.addAccount.action': 'Add a {currency} account',
  'trade.error.quote': "Error: can't receive the quote. Please, try again later.",
  'trade.error.tradeDetails': "Error: can't receive trade details. Please, try again later.",
  'trade.error.requiredData': "Error: can't fetch required data. Please, try again later.",
  'trade.error.orderDetails': "Error: can't fetch order details. Please, try again later.",
  'trade.error.requestQuote': "Error: can't request for a quote. Please, try again later.",
  'trade.error.confirmQuote': "Error: can't confirm the quote. Please, try again later.",
  'trade.error.marketQuote': 'Error: Unable to get a quote from the market.',
  'trade.error.notOwned': 'You do not own this product',
  'trade.error.invalidAccount': 'The selected investment account is not valid for this trade.',
  // written (issue 17): a partner customer trades the partner's sukuk only; the sandbox's 403 detail
  'trade.error.partnerProductsOnly': 'Only sukuk can be traded on this account.',
  'trade.error.sendCode': "Error: can't send the verification code. Please, try again later.",
  'trade.success.codeSent': 'Verification code has been sent',
  // the spec's '%s %s' are {currency} {amount}
  'trade.sukuk.buyMinimum': 'The minimum purchase order amount is {currency} {amount}',
  'trade.sukuk.buyDenomination': 'Purchase order must be in {currency} {amount} denomination',
  'trade.sukuk.buyMaximum': 'The maximum Purchase order amount per transaction is {currency} {amount}',
  'trade.sukuk.saleMinimum': 'The minimum sale order amount is {currency} {amount}',
  'trade.sukuk.saleDenomination': 'Sale order must be in {currency} {amount} denomination',
  'trade.warning.insufficient_liquidity': 'Insufficient availability to buy',
  'trade.warning.insufficient_balance': 'Your account balance is not enough for this order.',
  'trade.warning.price_changed': 'The price has changed. Please review the new quote.',
  'trade.warning.market_closed': 'The market is currently closed',
  'trade.warning.unknown': '{message}',

  // ── Trade ticket: setup and quote (002 §2.4, §4.4, §8) ──
  // Spec-quoted texts are exact ('Loading...' is common.loading); the rest are the widgets' own words.
  'trade.ticket.title.buy': 'Buy {company}',
  'trade.ticket.title.sell': 'Sell {company}',
  'trade.ticket.title.switch': 'Switch {company}',
  'trade.ticket.back': 'Back',
  'trade.ticket.setup': 'Set up your order',
  'trade.ticket.prices': 'Buy price {buy} · Sell price {sell}',
  'trade.ticket.orderType': 'Order type',
  'trade.ticket.orderType.gross': 'Cash amount',
  'trade.ticket.orderType.grossDescription': 'Invest this much cash, accrued interest included.',
  'trade.ticket.orderType.principal': 'Principal',
  'trade.ticket.orderType.principalDescription': 'Buy this face value of the bond.',
  'trade.ticket.orderType.notional': 'Notional',
  'trade.ticket.orderType.sellNote': 'Sells are always by principal.',
  'trade.ticket.mode': 'Trade mode',
  'trade.ticket.mode.basic': 'Basic',
  'trade.ticket.mode.basicDescription': 'Trade now at the market price.',
  'trade.ticket.mode.limit_order': 'Limit',
  'trade.ticket.mode.limitDescription': 'Trade only at your price or better.',
  'trade.ticket.mode.switch_trade': 'Switch',
  'trade.ticket.mode.switchDescription': 'Sell this bond and buy another in one trade.',
  'trade.ticket.account': 'Account',
  'trade.ticket.account.option': '{title} ({reference}) · balance {balance}',
  'trade.ticket.account.optionSell': '{title} ({reference}) · holds {amount}',
  'trade.ticket.account.disabled': '{option} · unavailable: {reason}',
  'trade.ticket.account.reason.insufficient_balance': 'balance too low for this order',
  'trade.ticket.account.reason.isa_restricted': 'you cannot buy into your ISA at the moment',
  'trade.ticket.amount.gross': 'Amount to invest',
  'trade.ticket.amount.principal': 'Principal amount',
  'trade.ticket.amount.notional': 'Notional',
  'trade.ticket.amount.sell': 'Principal to sell',
  'trade.ticket.amount.readOnly': 'Read-only users cannot change amounts.',
  'trade.ticket.amount.hint': 'Up to 2 decimals.',
  'trade.ticket.proceed': 'Proceed to review',
  'trade.ticket.proceedPartner': 'Proceed',
  // why proceed is disabled, beside it (the other reasons use the banners' and warnings' texts)
  'trade.hint.notice': 'You cannot place this order: see the notice above.',
  'trade.hint.balance': 'Lower the amount, or choose an account with enough cash.',
  'trade.hint.sellWithPackage': 'A coming-soon package can only be bought.',
  'trade.hint.checkboxes': 'Tick every box above to continue.',
  'trade.hint.amount': 'Enter an amount to continue.',
  'trade.hint.warnings': 'Change your order so that the warnings above no longer apply.',
  'trade.hint.quote': 'Your quote is on its way.',
  'trade.hint.sukukAmount': 'Correct the amount to continue.',
  'trade.hint.account': 'Choose an account that can place this order.',
  'trade.ticket.processing': 'Processing your order...',
  'trade.quote.title': 'Your quote',
  'trade.quote.loading': 'Updating the quote...',
  'trade.quote.none': 'Enter an amount to see a quote.',
} as const satisfies Record<string, string>;

/**
 * Trading and the trade ticket's setup step: `trade.*` but the banners and the later steps
 * (`tradeReviewMessages`), registered by the widgets that show it (`registerMessages`).
 */
export const tradeMessages = { en: tradeEn, sukuk: tradeSukuk } as const satisfies MessageDomain;
