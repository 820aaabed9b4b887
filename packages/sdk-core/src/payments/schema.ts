// Spec: 001 §3 (payment method, registered account), §7 (the calls); 000 §3 (payment methods)
/**
 * The wire contract of money in and out: an account's payment methods, funding (card, bank transfer, instant
 * transfer, from another account), balances, withdrawal, the registered bank account per currency and the
 * IFISA agreement declaration.
 *
 * @module
 */
import * as z from 'zod/mini';
import { int, someOf } from '../http/index';
import { currencyCode, decimalString, moneyAmount } from '../money/index';
import { paymentMethods } from './enums';

// Spec: 001 §3 'Payment method'
/** One way an account can be funded; `details` configure the card provider's in-page form (`paysafe_js`). */
export const paymentMethodEntrySchema = z.object({
  method: z.enum(paymentMethods),
  details: z.optional(
    z.nullable(
      z.object({
        provider: z.optional(z.string()),
        api_key: z.optional(z.string()),
        environment: z.optional(z.string()),
        account_id: z.optional(z.string()),
      }),
    ),
  ),
});
/** One payment method of an account. */
export type PaymentMethodEntry = z.infer<typeof paymentMethodEntrySchema>;
/** GET …/payment-methods/: the account's payment methods in that currency. */
export const paymentMethodListSchema = z.array(paymentMethodEntrySchema);

/** How a bank transfer reaches the platform: manual (up to 24 hours) or instant (in seconds). */
export const bankTransferRoutes = ['manual', 'instant'] as const;
/** A value of {@link bankTransferRoutes}. */
export type BankTransferRoute = (typeof bankTransferRoutes)[number];

// Spec: 001 §7 'fundInvestmentAccount'
/** POST …/fund/ body. `amount` has 2 decimals; a card payment also names where the provider sends the user back. */
export const fundInputSchema = z.object({
  method: z.enum(['bank_transfer', 'debit_card', 'open_banking', 'paysafe_js']),
  amount: moneyAmount,
  /** bank transfer: manual or instant */
  route_to: z.optional(z.enum(bankTransferRoutes)),
  card_type: z.optional(z.string()),
  /** the card provider's token (`paysafe_js`) */
  token: z.optional(z.string()),
  success_url: z.optional(z.string()),
  error_url: z.optional(z.string()),
});
/** The body of a funding request. */
export type FundInput = z.infer<typeof fundInputSchema>;

/** The platform's bank details a bank transfer is paid to. */
export const transferDetailsSchema = z.object({
  account_name: z.string(),
  account_number: z.string(),
  sort_code: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  bic: z.nullable(z.string()),
  /** the payment reference the transfer must carry */
  reference: z.string(),
});
/** Where a bank transfer is paid to. */
export type TransferDetails = z.infer<typeof transferDetailsSchema>;

// Spec: 001 §7 'fundInvestmentAccount' returns
/** The answer to a funding request. */
export const fundResultSchema = z.object({
  /** the funding's reference */
  reference: z.string(),
  /** `pending` until the money lands, `completed` once it has */
  state: z.enum(['pending', 'completed', 'failed']),
  transfer_details: z.nullable(transferDetailsSchema),
  /** a card payment: the provider's page the user is sent to */
  payment_url: z.nullable(z.string()),
  isa_remaining: z.optional(z.nullable(decimalString)),
  isa_used_percentage: z.optional(z.nullable(decimalString)),
  amount: decimalString,
  currency: currencyCode,
});
/** What a funding request answers. */
export type FundResult = z.infer<typeof fundResultSchema>;

// Spec: 001 §7 'accountFundsTransfer'
/** POST customers/me/account-funds-transfer/ body. */
export const accountTransferInputSchema = z.object({
  amount: moneyAmount,
  currency: currencyCode,
  from_investment_account_id: int,
  to_investment_account_id: int,
});
/** The body of a transfer between two of the customer's accounts. */
export type AccountTransferInput = z.infer<typeof accountTransferInputSchema>;

/** An account's balances per currency and its ISA allowance left. */
export const accountBalancesSchema = z.object({
  id: int,
  reference: z.string(),
  currencies: someOf(currencyCode.options, decimalString, { strict: true }),
  isa_remaining: z.optional(z.nullable(decimalString)),
});
/** An account's balances. */
export type AccountBalances = z.infer<typeof accountBalancesSchema>;

/** The answer to an account-to-account transfer: both accounts' balances after it. */
export const accountTransferResultSchema = z.object({ investment_accounts: z.array(accountBalancesSchema) });
/** What a transfer between accounts answers. */
export type AccountTransferResult = z.infer<typeof accountTransferResultSchema>;

// Spec: 001 §7 'withdrawalInvestmentAccount'
/** POST …/withdraw/ body. */
export const withdrawInputSchema = z.object({ amount: moneyAmount });
/** The body of a withdrawal. */
export type WithdrawInput = z.infer<typeof withdrawInputSchema>;

/** The answer to a withdrawal: it waits for the user's confirmation (`withdrawal-confirmations/`). */
export const withdrawResultSchema = z.object({
  reference: z.string(),
  state: z.enum(['awaiting_confirmation', 'confirmed', 'completed']),
  amount: decimalString,
  currency: currencyCode,
  /** the withdrawal confirmation the user confirms */
  confirmation_id: z.nullable(int),
});
/** What a withdrawal answers. */
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

// Spec: 001 §3 'Registered account'
/** The registered bank account of a currency, as the platform shows it (masked by the server). */
export const registeredAccountSchema = z.object({
  account_number: z.string(),
  sort_code: z.string(),
});
/** A registered bank account. */
export type RegisteredAccount = z.infer<typeof registeredAccountSchema>;

/** The body of registered-account-details and has-registered-account-details: the currency asked about. */
export const registeredAccountQuerySchema = z.object({ currency: currencyCode });

/** The answer to has-registered-account-details. */
export const hasRegisteredSchema = z.object({ has_registered: z.boolean() });

// Spec: 000 §3 'Bank details per currency' (account_name, account_number, sort_code)
/** The registered bank account form: for GBP a UK account number and sort code, else an IBAN and a BIC. */
export const registeredAccountInputSchema = z.object({
  currency: currencyCode,
  account_name: z.string(),
  /** UK account number, or an IBAN */
  account_number: z.string(),
  /** UK sort code, or a SWIFT/BIC */
  sort_code: z.string(),
});
/** The body of setting a registered bank account. */
export type RegisteredAccountInput = z.infer<typeof registeredAccountInputSchema>;

// Spec: 001 §7 'IFISA agreement declaration'
/** POST the IFISA agreement declaration: the agreement's text the user agreed to. */
export const ifisaDeclarationInputSchema = z.object({ text_agreed_to: z.string().check(z.minLength(1)) });
/** The answer to the IFISA declaration. */
export const ifisaDeclarationSchema = z.object({ new_ifisa_agreement_required: z.boolean() });
/** What the IFISA declaration answers. */
export type IfisaDeclaration = z.infer<typeof ifisaDeclarationSchema>;
