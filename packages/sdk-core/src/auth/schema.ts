import * as z from 'zod/mini';
import { investmentAccountSchema } from '../accounts/index';
import { int, someOf } from '../http/index';
import { currencyCode } from '../money/index';
import { questionnaireTypes } from '../questionnaires/index';
import { isoDateTime } from '../time/index';

/** A questionnaire's status for the user: not attempted, passed or failed. */
export const questionnaireStatus = z.enum(['not-attempted', 'passed', 'failed']);

// Spec: 002 §3.1 'Session user'
/** GET /customers/me/ — the session user, snake_case on the wire. */
export const sessionUserSchema = z.object({
  customer_id: int,
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** 0 individual, 1 corporate, 5 SIPP, 8 IFISA */
  account_type: z.literal([0, 1, 5, 8]),
  is_read_only: z.boolean(),
  is_retail: z.boolean(),
  is_in_cooling_off_period: z.boolean(),
  /** when the 24-hour hold ends, ISO date-time */
  cooling_off_ends_at: z.nullable(isoDateTime),
  isa_restricted: z.boolean(),
  is_onboarded: z.boolean(),
  can_execute_orders: z.boolean(),
  requires_identity_check: z.boolean(),
  blocks: z.object({
    block_buys: z.boolean(),
    block_sells: z.boolean(),
    // Spec: 001 §3 'User' blocks
    /** funding is refused */
    block_funding: z.optional(z.boolean()),
    /** withdrawals are refused */
    block_withdrawals: z.optional(z.boolean()),
  }),
  /** e.g. 'can_view_smart_interest' */
  permissions: z.array(z.string()),
  /** questionnaire type → status (a type this version does not know is left out) */
  questionnaires: someOf(questionnaireTypes, questionnaireStatus, { strict: false }),
  investment_accounts: z.array(investmentAccountSchema),
  site_preferences: z.object({
    dark_theme: z.boolean(),
    hide_terminology: z.boolean(),
    // Spec: 001 §3 'User' sitePreferences.show_lifetime_returns
    /** the portfolio shows its lifetime figures (what the lifetime toggle last saved) */
    show_lifetime_returns: z.optional(z.boolean()),
  }),
  account_credits: z.string(),
  /** 'adib' for the partner bank's customers, else null */
  partner: z.nullable(z.string()),
  adib_account_link: z.nullable(
    z.object({
      account_type: z.string(),
      currency_code: currencyCode,
      masked_account_num: z.string(),
      suitability_questionnaire_results: z.nullable(
        z.object({ user_score: int, user_risk_category_label: z.string() }),
      ),
    }),
  ),
});
/** The signed-in user, as parsed by {@link sessionUserSchema}. */
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** POST /auth/login/ body. */
export const loginInputSchema = z.object({ email: z.string(), password: z.string() });
/** The sign-in body: email and password. */
export type LoginInput = z.infer<typeof loginInputSchema>;

// Spec: 002 §2.7, §4.9
/**
 * POST auth/login/ for a customer with two-factor sign-in: the password was right, no session is open yet;
 * `token` and a code of the method open it (`verifyLoginCode`) within `expires_in` seconds, once. The method
 * is one of the specs' (`twoFactorMethods`) the platform offers at sign-in: so far the authenticator app.
 */
export const twoFactorChallengeSchema = z.object({
  two_factor: z.object({ method: z.enum(['totp']), token: z.string(), expires_in: z.number() }),
});
/** The sign-in's answer while it waits for the second factor. */
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST auth/login/: the session user, or the wait for the second factor. */
export const loginAnswerSchema = z.union([twoFactorChallengeSchema, sessionUserSchema]);
/** What a right password answers: the session user, or {@link TwoFactorChallenge}. */
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** GET auth/two-factor/: the authenticator's state (`pending`: set up, waiting for its first code). */
export const twoFactorStatusSchema = z.object({ totp: z.enum(['none', 'pending', 'confirmed']) });
/** The customer's two-factor set-up. */
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/**
 * POST auth/two-factor/totp/: the new authenticator's setup key (base32), its `otpauth://` address and that
 * address as an SVG QR code — shown this once; the platform never sends the secret again.
 */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
/** An authenticator's set-up, as {@link totpSetupSchema} parses it. */
export type TotpSetup = z.infer<typeof totpSetupSchema>;

/** GET /sandbox/personas — sandbox-only list for the demo's persona switcher. */
export const personaSchema = z.object({
  key: z.string(),
  email: z.string(),
  label: z.string(),
  description: z.string(),
});
/** GET /sandbox/personas: every persona of the sandbox. */
export const personaListSchema = z.array(personaSchema);
