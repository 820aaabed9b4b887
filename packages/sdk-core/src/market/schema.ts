import * as v from 'valibot';
import { int } from '../http/schema-parts';
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
export const decimalString = v.pipe(v.string(), v.regex(/^-?\d+(\.\d+)?$/, 'a decimal number as a string'));
/** `YYYY-MM-DD` */
export const isoDate = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD'));
/**
 * An ISO 8601 date-time with seconds and an offset (`Z` or `±HH:MM`): `2026-11-23T10:00:00Z`,
 * `2026-11-23T10:00:00.123+04:00`. The date must exist (29 February only in leap years).
 */
export const isoDateTime = v.pipe(
  v.string(),
  v.regex(
    /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/,
    'Invalid ISO datetime',
  ),
);

/** The currencies of the platform: GBP, EUR, USD and AED. */
export const currencyCode = v.picklist(['GBP', 'EUR', 'USD', 'AED']);
/** A currency of {@link currencyCode}. */
export type CurrencyCode = v.InferOutput<typeof currencyCode>;

/** A company's industry: its key and display label. */
export const industrySchema = v.object({ key: v.string(), label: v.string() });

/** The company behind a product (002 §3.1). */
export const companySchema = v.object({
  company_id: int,
  reference: v.string(),
  company_name: v.string(),
  /** URL of the company's logo (SVG in the sandbox). */
  logo: v.nullable(v.string()),
  borrower_status: v.picklist(borrowerStatuses),
  industry: v.nullable(industrySchema),
  /** True for the UK treasury (gilts): the search 'gilt' matches it. */
  is_treasury: v.boolean(),
});
/** A company, as parsed by {@link companySchema}. */
export type Company = v.InferOutput<typeof companySchema>;

/** The partner's (sukuk) details of a product: underlying company, risk category, product type. */
export const adibDetailsSchema = v.object({
  underlying_company_name: v.string(),
  /** 1 (lowest) … 5 (highest) */
  risk_category: int,
  risk_category_minimum_score: int,
  product_type: v.picklist(sukukProductTypes),
});
/** A sukuk's partner details, as parsed by {@link adibDetailsSchema}. */
export type AdibDetails = v.InferOutput<typeof adibDetailsSchema>;

/** A category a product belongs to: its id and label. */
export const categoryRefSchema = v.object({ category_id: v.string(), label: v.string() });

/** A coming-soon package of a product: the amount still to come to the market and its settlement date. */
export const pendingLiquiditySchema = v.object({
  package_id: int,
  package_type: v.optional(v.string()),
  pending_amount: decimalString,
  settlement_date: isoDate,
});
/** A coming-soon package, as parsed by {@link pendingLiquiditySchema}. */
export type PendingLiquidity = v.InferOutput<typeof pendingLiquiditySchema>;

/** A questionnaire a user must pass before buying a product, and whether they have. */
export const accessRestrictionSchema = v.object({
  /** questionnaire type: signup, high-yield, smart-interest, perpetual, special-situation, adib-suitability */
  type: v.string(),
  questionnaire: v.string(),
  title: v.string(),
  access_approved: v.boolean(),
});
/** An access restriction, as parsed by {@link accessRestrictionSchema}. */
export type AccessRestriction = v.InferOutput<typeof accessRestrictionSchema>;

/** One row of the products list (002 §3.1). `expand` fields are optional: present only when requested. */
export const marketProductSchema = v.object({
  product_id: int,
  product_url: v.string(),
  reference: v.string(),
  /** a display name where the product has one (gilts, e.g. 'One Year Rolling GILT'); otherwise absent or null */
  product_name: v.optional(v.nullable(v.string())),
  company: companySchema,
  adib_details: v.nullable(adibDetailsSchema),
  isin_code: v.string(),
  currency: currencyCode,
  coupon: decimalString,
  coupon_string: v.string(),
  /** null for perpetuals */
  maturity: v.nullable(isoDate),
  current_yield: v.nullable(decimalString),
  yield_to_maturity: v.nullable(decimalString),
  buy_price: decimalString,
  sell_price: decimalString,
  /** face value the market can sell (what a buyer can buy), in the product's currency */
  sell_liquidity: decimalString,
  seniority: v.picklist(seniorities),
  seniority_label: v.string(),
  state: v.picklist(productStates),
  investment_type: v.picklist(investmentTypes),
  categories: v.array(categoryRefSchema),
  first_added_to_market: isoDateTime,
  last_added_to_market: isoDateTime,
  pending_liquidity: v.array(pendingLiquiditySchema),
  tradeability: v.picklist(tradeabilities),
  tradeability_reason: v.nullable(v.picklist(tradeabilityReasons)),
  zero_interest_fees: v.boolean(),
  market_blocked: v.boolean(),
  // expand=annotations,user_invested,display_order,access_restrictions
  annotations: v.optional(v.object({ is_interested: v.boolean() })),
  user_invested: v.optional(v.nullable(decimalString)),
  display_order: v.optional(int),
  access_restrictions: v.optional(v.array(accessRestrictionSchema)),
});
/** One product of the market, as parsed by {@link marketProductSchema}. */
export type MarketProduct = v.InferOutput<typeof marketProductSchema>;

/** GET products/: the market's products. */
export const marketProductListSchema = v.array(marketProductSchema);

/** A label and its value, e.g. a row of a bond's information. */
export const labelledValueSchema = v.object({ label: v.string(), value: v.string() });

/** Product detail (002 §2.2): the list row plus the tab contents. HTML fields come from the server: sanitise before rendering. */
export const productDetailSchema = v.object({
  ...marketProductSchema.entries,
  description_html: v.string(),
  bond_information: v.array(labelledValueSchema),
  company_information: v.object({
    description_html: v.string(),
    website: v.nullable(v.string()),
    country: v.string(),
    founded: v.nullable(int),
  }),
  capital_structure: v.array(
    v.object({
      instrument: v.string(),
      seniority_label: v.string(),
      amount: decimalString,
      currency: currencyCode,
      maturity: v.nullable(isoDate),
    }),
  ),
  key_financials: v.array(
    v.object({
      year: int,
      currency: currencyCode,
      revenue: decimalString,
      ebitda: decimalString,
      net_debt: decimalString,
    }),
  ),
  news: v.array(
    v.object({ title: v.string(), url: v.string(), published_time: isoDateTime, source: v.string() }),
  ),
  important_updates: v.optional(
    v.array(v.object({ title: v.string(), date: isoDate, body_html: v.string() })),
  ),
});
/** A product's detail, as parsed by {@link productDetailSchema}. */
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;

/** GET /market/ (002 §3.1 'Market object'). */
export const marketStatusSchema = v.object({
  state: v.picklist(marketStates),
  state_now: v.picklist(['open', 'closed']),
  /** next opening, ISO date-time; null while open or suspended indefinitely */
  opens_at: v.nullable(isoDateTime),
  are_limit_orders_allowed: v.boolean(),
});
/** The market's state, as parsed by {@link marketStatusSchema}. */
export type MarketStatus = v.InferOutput<typeof marketStatusSchema>;

/** GET /markets/: the same per currency market. */
export const marketsSchema = v.array(v.object({ ...marketStatusSchema.entries, currency: currencyCode }));

/** Document (002 §3.7): company documents, Key Facts Statement, prospectus. */
export const companyDocumentSchema = v.object({
  reference: v.string(),
  description: v.string(),
  /** e.g. key_facts, prospectus, annual_report, investor_presentation */
  document_type: v.string(),
  /** download address (relative to the API base) */
  link: v.string(),
});
/** A company document, as parsed by {@link companyDocumentSchema}. */
export type CompanyDocument = v.InferOutput<typeof companyDocumentSchema>;
/** GET companies/{reference}/documents/: a company's documents. */
export const companyDocumentListSchema = v.array(companyDocumentSchema);

/** PATCH products/{id}/annotations/ body and answer. */
export const annotationSchema = v.object({ is_interested: v.boolean() });
