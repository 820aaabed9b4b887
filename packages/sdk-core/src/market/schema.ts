import { z } from 'zod';
import {
  borrowerStatuses,
  investmentTypes,
  marketStates,
  productStates,
  seniorities,
  sukukProductTypes,
  tradeabilities,
  tradeabilityReasons,
} from './enums';

/** A decimal carried as a string on the wire (prices, yields, amounts): never parsed into a float for arithmetic. */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string');
/** `YYYY-MM-DD` */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD');
/** An ISO 8601 date-time with offset. */
export const isoDateTime = z.iso.datetime({ offset: true });

export const currencyCode = z.enum(['GBP', 'EUR', 'USD', 'AED']);
export type CurrencyCode = z.infer<typeof currencyCode>;

export const industrySchema = z.object({ key: z.string(), label: z.string() });

export const companySchema = z.object({
  company_id: z.number().int(),
  reference: z.string(),
  company_name: z.string(),
  /** URL of the company's logo (SVG in the sandbox). */
  logo: z.string().nullable(),
  borrower_status: z.enum(borrowerStatuses),
  industry: industrySchema.nullable(),
  /** True for the UK treasury (gilts): the search 'gilt' matches it. */
  is_treasury: z.boolean(),
});
export type Company = z.infer<typeof companySchema>;

export const adibDetailsSchema = z.object({
  underlying_company_name: z.string(),
  /** 1 (lowest) … 5 (highest) */
  risk_category: z.number().int(),
  risk_category_minimum_score: z.number().int(),
  product_type: z.enum(sukukProductTypes),
});
export type AdibDetails = z.infer<typeof adibDetailsSchema>;

export const categoryRefSchema = z.object({ category_id: z.string(), label: z.string() });

export const pendingLiquiditySchema = z.object({
  package_id: z.number().int(),
  package_type: z.string().optional(),
  pending_amount: decimalString,
  settlement_date: isoDate,
});
export type PendingLiquidity = z.infer<typeof pendingLiquiditySchema>;

export const accessRestrictionSchema = z.object({
  /** questionnaire type: signup, high-yield, smart-interest, perpetual, special-situation, adib-suitability */
  type: z.string(),
  questionnaire: z.string(),
  title: z.string(),
  access_approved: z.boolean(),
});
export type AccessRestriction = z.infer<typeof accessRestrictionSchema>;

/** One row of the products list (002 §3.1). `expand` fields are optional: present only when requested. */
export const marketProductSchema = z.object({
  product_id: z.number().int(),
  product_url: z.string(),
  reference: z.string(),
  /** a display name where the product has one (gilts, e.g. 'One Year Rolling GILT'); otherwise absent or null */
  product_name: z.string().nullable().optional(),
  company: companySchema,
  adib_details: adibDetailsSchema.nullable(),
  isin_code: z.string(),
  currency: currencyCode,
  coupon: decimalString,
  coupon_string: z.string(),
  /** null for perpetuals */
  maturity: isoDate.nullable(),
  current_yield: decimalString.nullable(),
  yield_to_maturity: decimalString.nullable(),
  buy_price: decimalString,
  sell_price: decimalString,
  /** face value the market can sell (what a buyer can buy), in the product's currency */
  sell_liquidity: decimalString,
  seniority: z.enum(seniorities),
  seniority_label: z.string(),
  state: z.enum(productStates),
  investment_type: z.enum(investmentTypes),
  categories: z.array(categoryRefSchema),
  first_added_to_market: isoDateTime,
  last_added_to_market: isoDateTime,
  pending_liquidity: z.array(pendingLiquiditySchema),
  tradeability: z.enum(tradeabilities),
  tradeability_reason: z.enum(tradeabilityReasons).nullable(),
  zero_interest_fees: z.boolean(),
  market_blocked: z.boolean(),
  // expand=annotations,user_invested,display_order,access_restrictions
  annotations: z.object({ is_interested: z.boolean() }).optional(),
  user_invested: decimalString.nullable().optional(),
  display_order: z.number().int().optional(),
  access_restrictions: z.array(accessRestrictionSchema).optional(),
});
export type MarketProduct = z.infer<typeof marketProductSchema>;

export const marketProductListSchema = z.array(marketProductSchema);

export const labelledValueSchema = z.object({ label: z.string(), value: z.string() });

/** Product detail (002 §2.2): the list row plus the tab contents. HTML fields come from the server: sanitise before rendering. */
export const productDetailSchema = marketProductSchema.extend({
  description_html: z.string(),
  bond_information: z.array(labelledValueSchema),
  company_information: z.object({
    description_html: z.string(),
    website: z.string().nullable(),
    country: z.string(),
    founded: z.number().int().nullable(),
  }),
  capital_structure: z.array(
    z.object({
      instrument: z.string(),
      seniority_label: z.string(),
      amount: decimalString,
      currency: currencyCode,
      maturity: isoDate.nullable(),
    }),
  ),
  key_financials: z.array(
    z.object({
      year: z.number().int(),
      currency: currencyCode,
      revenue: decimalString,
      ebitda: decimalString,
      net_debt: decimalString,
    }),
  ),
  news: z.array(
    z.object({ title: z.string(), url: z.string(), published_time: isoDateTime, source: z.string() }),
  ),
  important_updates: z
    .array(z.object({ title: z.string(), date: isoDate, body_html: z.string() }))
    .optional(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /market/ (002 §3.1 'Market object'). */
export const marketStatusSchema = z.object({
  state: z.enum(marketStates),
  state_now: z.enum(['open', 'closed']),
  /** next opening, ISO date-time; null while open or suspended indefinitely */
  opens_at: isoDateTime.nullable(),
  are_limit_orders_allowed: z.boolean(),
});
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** GET /markets/: the same per currency market. */
export const marketsSchema = z.array(marketStatusSchema.extend({ currency: currencyCode }));

/** Document (002 §3.7): company documents, Key Facts Statement, prospectus. */
export const companyDocumentSchema = z.object({
  reference: z.string(),
  description: z.string(),
  /** e.g. key_facts, prospectus, annual_report, investor_presentation */
  document_type: z.string(),
  /** download address (relative to the API base) */
  link: z.string(),
});
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;
export const companyDocumentListSchema = z.array(companyDocumentSchema);

/** PATCH products/{id}/annotations/ body and answer. */
export const annotationSchema = z.object({ is_interested: z.boolean() });
