import * as z from 'zod/mini';
import { int, someOf } from '../http/index';
import { currencyCode, decimalString } from '../money/index';

// Spec: 000 §3
/** Account types: individual 0, corporate 1, SIPP 5, IFISA 8. */
export const accountTypeCodes = { individual: 0, corporate: 1, sipp: 5, ifisa: 8 } as const;
/** An account type's name: `individual`, `corporate`, `sipp` or `ifisa`. */
export type AccountTypeName = keyof typeof accountTypeCodes;
/** The account types by name, as the API sends `account_type`. */
export const accountTypeName = z.enum(['individual', 'corporate', 'sipp', 'ifisa']);

// Spec: 000 §3 'Investment account'
/** An investment account with its cash balance per currency. */
export const investmentAccountSchema = z.object({
  id: int,
  reference: z.string(),
  account_type: accountTypeName,
  /** 'Innovative Finance ISA' or 'Investment portfolio' */
  title: z.string(),
  /** map currency code → cash balance */
  currencies: someOf(currencyCode.options, decimalString, { strict: true }),
  /** total cash across currencies in the account's main currency (informational) */
  amount: decimalString,
  isa_remaining: z.optional(decimalString),
  isa_used_percentage: z.optional(decimalString),
  isa_period: z.optional(z.string()),
  // Spec: 001 §3
  /** an ISA whose new agreement must be declared before funding */
  new_ifisa_agreement_required: z.optional(z.boolean()),
});
/** An investment account, as parsed by {@link investmentAccountSchema}. */
export type InvestmentAccount = z.infer<typeof investmentAccountSchema>;
/** GET customers/me/investment-accounts/: the customer's accounts. */
export const investmentAccountListSchema = z.array(investmentAccountSchema);
