import * as v from 'valibot';
import { investmentAccountSchema } from '../accounts/schema';
import { int } from '../http/schema-parts';
import { currencyCode, isoDateTime } from '../market/schema';

/** A questionnaire's status for the user: not attempted, passed or failed. */
export const questionnaireStatus = v.picklist(['not-attempted', 'passed', 'failed']);

/** GET /customers/me/ — the session user (002 §3.1 'Session user'), snake_case on the wire. */
export const sessionUserSchema = v.object({
  customer_id: int,
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  /** 0 individual, 1 corporate, 5 SIPP, 8 IFISA */
  account_type: v.picklist([0, 1, 5, 8]),
  is_read_only: v.boolean(),
  is_retail: v.boolean(),
  is_in_cooling_off_period: v.boolean(),
  /** when the 24-hour hold ends, ISO date-time */
  cooling_off_ends_at: v.nullable(isoDateTime),
  isa_restricted: v.boolean(),
  is_onboarded: v.boolean(),
  can_execute_orders: v.boolean(),
  requires_identity_check: v.boolean(),
  blocks: v.object({ block_buys: v.boolean(), block_sells: v.boolean() }),
  /** e.g. 'can_view_smart_interest' */
  permissions: v.array(v.string()),
  /** questionnaire type → status */
  questionnaires: v.record(v.string(), questionnaireStatus),
  investment_accounts: v.array(investmentAccountSchema),
  site_preferences: v.object({ dark_theme: v.boolean(), hide_terminology: v.boolean() }),
  account_credits: v.string(),
  /** 'adib' for the partner bank's customers, else null */
  partner: v.nullable(v.string()),
  adib_account_link: v.nullable(
    v.object({
      account_type: v.string(),
      currency_code: currencyCode,
      masked_account_num: v.string(),
      suitability_questionnaire_results: v.nullable(
        v.object({ user_score: int, user_risk_category_label: v.string() }),
      ),
    }),
  ),
});
/** The signed-in user, as parsed by {@link sessionUserSchema}. */
export type SessionUser = v.InferOutput<typeof sessionUserSchema>;

/** POST /auth/login/ body. */
export const loginInputSchema = v.object({ email: v.string(), password: v.string() });
/** The sign-in body: email and password. */
export type LoginInput = v.InferOutput<typeof loginInputSchema>;

/** GET /sandbox/personas — sandbox-only list for the demo's persona switcher. */
export const personaSchema = v.object({
  key: v.string(),
  email: v.string(),
  label: v.string(),
  description: v.string(),
});
/** GET /sandbox/personas: every persona of the sandbox. */
export const personaListSchema = v.array(personaSchema);
