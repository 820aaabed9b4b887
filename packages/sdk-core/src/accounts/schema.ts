import { z } from 'zod';
import { currencyCode, decimalString } from '../market/schema';

/** Account types (000 §3): individual 0, corporate 1, SIPP 5, IFISA 8. */
export const accountTypeCodes = { individual: 0, corporate: 1, sipp: 5, ifisa: 8 } as const;
export type AccountTypeName = keyof typeof accountTypeCodes;
export const accountTypeName = z.enum(['individual', 'corporate', 'sipp', 'ifisa']);

/** An investment account with its cash balance per currency (000 §3 'Investment account'). */
export const investmentAccountSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  account_type: accountTypeName,
  /** 'Innovative Finance ISA' or 'Investment portfolio' */
  title: z.string(),
  /** map currency code → cash balance */
  currencies: z.partialRecord(currencyCode, decimalString),
  /** total cash across currencies in the account's main currency (informational) */
  amount: decimalString,
  isa_remaining: decimalString.optional(),
  isa_used_percentage: decimalString.optional(),
  isa_period: z.string().optional(),
});
export type InvestmentAccount = z.infer<typeof investmentAccountSchema>;
export const investmentAccountListSchema = z.array(investmentAccountSchema);
