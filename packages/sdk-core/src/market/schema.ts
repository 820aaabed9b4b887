import * as z from 'zod/mini';
import { couponFrequencies, dayCounts } from '../bonds/index';
import { int } from '../http/index';
import { currencyCode, decimalString } from '../money/index';
import { isoDate, isoDateTime } from '../time/index';
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

/** A company's industry: its key and display label. */
export const industrySchema = z.object({ key: z.string(), label: z.string() });

// Spec: 002 §3.1
/** The company behind a product. */
export const companySchema = z.object({
  company_id: int,
  reference: z.string(),
  company_name: z.string(),
  /** URL of the company's logo (SVG in the sandbox). */
  logo: z.nullable(z.string()),
  borrower_status: z.enum(borrowerStatuses),
  industry: z.nullable(industrySchema),
  /** True for the UK treasury (gilts): the search 'gilt' matches it. */
  is_treasury: z.boolean(),
});
/** A company, as parsed by {@link companySchema}. */
export type Company = z.infer<typeof companySchema>;

/** The partner's (sukuk) details of a product: underlying company, risk category, product type. */
export const adibDetailsSchema = z.object({
  underlying_company_name: z.string(),
  /** 1 (lowest) … 5 (highest) */
  risk_category: int,
  risk_category_minimum_score: int,
  product_type: z.enum(sukukProductTypes),
});
/** A sukuk's partner details, as parsed by {@link adibDetailsSchema}. */
export type AdibDetails = z.infer<typeof adibDetailsSchema>;

/** A category a product belongs to: its id and label. */
export const categoryRefSchema = z.object({ category_id: z.string(), label: z.string() });

/** A coming-soon package of a product: the amount still to come to the market and its settlement date. */
export const pendingLiquiditySchema = z.object({
  package_id: int,
  package_type: z.optional(z.string()),
  pending_amount: decimalString,
  settlement_date: isoDate,
});
/** A coming-soon package, as parsed by {@link pendingLiquiditySchema}. */
export type PendingLiquidity = z.infer<typeof pendingLiquiditySchema>;

/** A questionnaire a user must pass before buying a product, and whether they have. */
export const accessRestrictionSchema = z.object({
  /** questionnaire type: signup, high-yield, smart-interest, perpetual, special-situation, adib-suitability */
  type: z.string(),
  questionnaire: z.string(),
  title: z.string(),
  access_approved: z.boolean(),
});
/** An access restriction, as parsed by {@link accessRestrictionSchema}. */
export type AccessRestriction = z.infer<typeof accessRestrictionSchema>;

// Spec: 002 §3.1
/** One row of the products list. `expand` fields are optional: present only when requested. */
export const marketProductSchema = z.object({
  product_id: int,
  product_url: z.string(),
  reference: z.string(),
  /** a display name where the product has one (gilts, e.g. 'One Year Rolling GILT'); otherwise absent or null */
  product_name: z.optional(z.nullable(z.string())),
  company: companySchema,
  adib_details: z.nullable(adibDetailsSchema),
  isin_code: z.string(),
  currency: currencyCode,
  coupon: decimalString,
  coupon_string: z.string(),
  /** null for perpetuals */
  maturity: z.nullable(isoDate),
  current_yield: z.nullable(decimalString),
  yield_to_maturity: z.nullable(decimalString),
  /** coupons per year; absent: the market convention (`PRODUCT_BOND_CONVENTION`, annual) */
  coupon_frequency: z.optional(z.literal(couponFrequencies)),
  /** the day count the yields and accrued interest use; absent: the market convention (30E/360) */
  day_count: z.optional(z.enum(dayCounts)),
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
  tradeability_reason: z.nullable(z.enum(tradeabilityReasons)),
  zero_interest_fees: z.boolean(),
  market_blocked: z.boolean(),
  // expand=annotations,user_invested,display_order,access_restrictions
  annotations: z.optional(z.object({ is_interested: z.boolean() })),
  user_invested: z.optional(z.nullable(decimalString)),
  display_order: z.optional(int),
  access_restrictions: z.optional(z.array(accessRestrictionSchema)),
});
/** One product of the market, as parsed by {@link marketProductSchema}. */
export type MarketProduct = z.infer<typeof marketProductSchema>;

/** GET products/: the market's products. */
export const marketProductListSchema = z.array(marketProductSchema);

/** A label and its value, e.g. a row of a bond's information. */
export const labelledValueSchema = z.object({ label: z.string(), value: z.string() });

// Spec: 002 §2.2
/** Product detail: the list row plus the tab contents. HTML fields come from the server: sanitise before rendering. */
export const productDetailSchema = z.object({
  ...marketProductSchema.shape,
  description_html: z.string(),
  bond_information: z.array(labelledValueSchema),
  company_information: z.object({
    description_html: z.string(),
    website: z.nullable(z.string()),
    country: z.string(),
    founded: z.nullable(int),
  }),
  capital_structure: z.array(
    z.object({
      instrument: z.string(),
      seniority_label: z.string(),
      amount: decimalString,
      currency: currencyCode,
      maturity: z.nullable(isoDate),
    }),
  ),
  key_financials: z.array(
    z.object({
      year: int,
      currency: currencyCode,
      revenue: decimalString,
      ebitda: decimalString,
      net_debt: decimalString,
    }),
  ),
  news: z.array(
    z.object({ title: z.string(), url: z.string(), published_time: isoDateTime, source: z.string() }),
  ),
  important_updates: z.optional(
    z.array(z.object({ title: z.string(), date: isoDate, body_html: z.string() })),
  ),
});
/** A product's detail, as parsed by {@link productDetailSchema}. */
export type ProductDetail = z.infer<typeof productDetailSchema>;

// Spec: 002 §3.1 'Market object'
/** GET /market/. */
export const marketStatusSchema = z.object({
  state: z.enum(marketStates),
  state_now: z.enum(['open', 'closed']),
  /** next opening, ISO date-time; null while open or suspended indefinitely */
  opens_at: z.nullable(isoDateTime),
  are_limit_orders_allowed: z.boolean(),
});
/** The market's state, as parsed by {@link marketStatusSchema}. */
export type MarketStatus = z.infer<typeof marketStatusSchema>;

/** GET /markets/: the same per currency market. */
export const marketsSchema = z.array(z.object({ ...marketStatusSchema.shape, currency: currencyCode }));

// Spec: 002 §3.7
/** Document: company documents, Key Facts Statement, prospectus. */
export const companyDocumentSchema = z.object({
  reference: z.string(),
  description: z.string(),
  /** e.g. key_facts, prospectus, annual_report, investor_presentation */
  document_type: z.string(),
  /** download address (relative to the API base) */
  link: z.string(),
});
/** A company document, as parsed by {@link companyDocumentSchema}. */
export type CompanyDocument = z.infer<typeof companyDocumentSchema>;
/** GET companies/{reference}/documents/: a company's documents. */
export const companyDocumentListSchema = z.array(companyDocumentSchema);
/** POST companies/{reference}/documents/email/: the documents were e-mailed (how many). */
export const companyDocumentsEmailedSchema = z.object({ detail: z.string(), documents: z.number() });

/** PATCH products/{id}/annotations/ body and answer. */
export const annotationSchema = z.object({ is_interested: z.boolean() });
