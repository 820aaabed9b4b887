/**
 * One-time passcodes for the partner's confirmations (002 §4.4): a challenge sends a 6-digit code that lives
 * 5 minutes; a new challenge supersedes the previous code of the same order, RFQ quote or package. After
 * {@link MAX_CODE_ATTEMPTS} wrong codes the code is void (a new challenge sends a fresh one). Sent codes are
 * readable at the sandbox's dev inbox (`GET /sandbox/inbox?email=…`).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { Challenge } from '@bondkit/sdk-core';
import type { Customer } from '../accounts';
import type { Db } from '../db/types';
import { ApiFailure, invalid } from '../shared/errors';
import { TRADE_TEXT } from '../shared/refusals';

export const CODE_TTL_SECONDS = 300;
export const RESEND_AFTER_SECONDS = 60;
/** Wrong codes a challenge takes; the one that reaches it voids the code. */
export const MAX_CODE_ATTEMPTS = 5;

/** The `code` of the answer refusing a code void after too many wrong attempts. */
export const CODE_ATTEMPTS_EXCEEDED = 'otp_attempts_exceeded';
/** The `code` of a wrong or expired one-time passcode's answer. */
export const CODE_INCORRECT = 'otp_incorrect';

export type ChallengeTarget = 'order' | 'rfq_quote' | 'package';

/** Shows the first 3 and last 3 characters (002 §9), the rest as asterisks. */
export function maskDestination(value: string): string {
  if (value.length <= 6) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 6)}${value.slice(-3)}`;
}

/** Sends a fresh code for a target (superseding the previous one) and answers the challenge. */
export async function sendChallenge(
  db: Db,
  customer: Pick<Customer, 'customer_id' | 'email'>,
  kind: ChallengeTarget,
  reference: string,
  now: Date,
): Promise<Challenge> {
  await db.query(
    `UPDATE otp_challenges SET superseded = true
      WHERE target_kind = $1 AND target_reference = $2 AND used_at IS NULL AND NOT superseded`,
    [kind, reference],
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const destination = maskDestination(customer.email);
  await db.query(
    `INSERT INTO otp_challenges (customer_id, email, target_kind, target_reference, code, destination, created,
       expires_at, used_at, superseded) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, NULL, false)`,
    [
      customer.customer_id,
      customer.email,
      kind,
      reference,
      code,
      destination,
      now.toISOString(),
      new Date(now.getTime() + CODE_TTL_SECONDS * 1000).toISOString(),
    ],
  );
  return { sent: true, destination, resend_after_seconds: RESEND_AFTER_SECONDS };
}

/** The live challenge of a target: the customer's latest, unused, not superseded and not expired. */
const LIVE_CHALLENGE = `SELECT challenge_id FROM otp_challenges
  WHERE customer_id = $1 AND target_kind = $2 AND target_reference = $3 AND used_at IS NULL AND NOT superseded
    AND expires_at > $4
  ORDER BY challenge_id DESC LIMIT 1`;

/**
 * Counts a wrong code against the target's live challenge — on its own, outside the confirming transaction
 * (which rolls back when the code is refused), and in one statement, so parallel guesses are each counted
 * and none gets past {@link MAX_CODE_ATTEMPTS}. A right code, no code or no live challenge counts nothing;
 * {@link useCode} then answers.
 */
export async function countWrongCode(
  db: Db,
  customer: Pick<Customer, 'customer_id'>,
  kind: ChallengeTarget,
  reference: string,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const typed = code?.trim() ?? '';
  if (typed === '') return;
  await db.query(
    `UPDATE otp_challenges SET failed_attempts = failed_attempts + 1
      WHERE challenge_id = (${LIVE_CHALLENGE}) AND code <> $5 AND failed_attempts < $6`,
    [customer.customer_id, kind, reference, now.toISOString(), typed, MAX_CODE_ATTEMPTS],
  );
}

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Uses a code: the target's live challenge, if its code is the one typed. A missing code is a field error;
 * a wrong or expired one answers 400 `{"detail": "Incorrect one-time passcode", "code": "otp_incorrect"}` (counted by
 * {@link countWrongCode} before the transaction); once {@link MAX_CODE_ATTEMPTS} wrong codes were typed the
 * code is void — the right one too — and the answer is 400 `{"detail": …, "code": "otp_attempts_exceeded"}`
 * until a new challenge. Runs in the confirming transaction, so a confirmation that fails later leaves the
 * code usable.
 */
export async function useCode(
  db: Db,
  customer: Pick<Customer, 'customer_id'>,
  kind: ChallengeTarget,
  reference: string,
  code: string | undefined,
  now: Date,
): Promise<void> {
  const typed = code?.trim() ?? '';
  if (typed === '') invalid({ verification_code: [TRADE_TEXT.codeRequired] });
  const rows = await db.query<{ challenge_id: number; code: string; failed_attempts: number }>(
    `SELECT challenge_id, code, failed_attempts FROM otp_challenges WHERE challenge_id = (${LIVE_CHALLENGE})
        FOR UPDATE`,
    [customer.customer_id, kind, reference, now.toISOString()],
  );
  const challenge = rows[0];
  if (challenge && challenge.failed_attempts >= MAX_CODE_ATTEMPTS) {
    throw new ApiFailure(400, { detail: TRADE_TEXT.codeAttemptsExceeded, code: CODE_ATTEMPTS_EXCEEDED });
  }
  if (!challenge || !sameCode(challenge.code, typed))
    throw new ApiFailure(400, { detail: TRADE_TEXT.incorrectCode, code: CODE_INCORRECT });
  await db.query('UPDATE otp_challenges SET used_at = $2 WHERE challenge_id = $1', [
    challenge.challenge_id,
    now.toISOString(),
  ]);
}

/** A one-time passcode of the dev inbox. */
export interface InboxMessage {
  kind: 'code';
  id: number;
  to: string;
  subject: string;
  body: string;
  code: string;
  target: { kind: ChallengeTarget; reference: string };
  sent_at: string;
  expires_at: string;
  used: boolean;
  superseded: boolean;
}

/** Every code sent to an email address, newest first. */
export async function inbox(db: Db, email: string): Promise<InboxMessage[]> {
  const rows = await db.query<{
    challenge_id: number;
    email: string;
    target_kind: ChallengeTarget;
    target_reference: string;
    code: string;
    created: Date;
    expires_at: Date;
    used_at: Date | null;
    superseded: boolean;
  }>(
    `SELECT challenge_id, email, target_kind, target_reference, code, created, expires_at, used_at, superseded
       FROM otp_challenges WHERE lower(email) = lower($1) ORDER BY challenge_id DESC`,
    [email],
  );
  return rows.map((r) => ({
    kind: 'code' as const,
    id: r.challenge_id,
    to: r.email,
    subject: 'Your one-time passcode',
    body: `Your one-time passcode is ${r.code}. It expires in 5 minutes. Never share it with anyone.`,
    code: r.code,
    target: { kind: r.target_kind, reference: r.target_reference },
    sent_at: r.created.toISOString(),
    expires_at: r.expires_at.toISOString(),
    used: r.used_at !== null,
    superseded: r.superseded,
  }));
}
