/**
 * The dev inbox's readers (`GET /sandbox/inbox`): the one-time codes and the mail the sandbox sent an address.
 * They take any fetch of the sandbox's paths — the in-process sandbox's `sandbox.fetch`, or
 * `(path) => fetch(origin + path)` for a running one.
 */
import type { SentMail } from '../documents';

/** Answers a path of the sandbox (`/sandbox/inbox?…`). */
export type InboxFetch = (path: string) => Promise<Response>;

/** A one-time code of the dev inbox, as `GET /sandbox/inbox?kind=code` lists it (newest first). */
export interface InboxCode {
  kind: 'code';
  id: number;
  to: string;
  code: string;
  /** What the code confirms: an order, an RFQ quote or a switch package, by its reference. */
  target: { kind: string; reference: string };
  used: boolean;
  superseded: boolean;
  sent_at: string;
}

async function read<T>(fetch: InboxFetch, email: string, kind: 'code' | 'mail'): Promise<T[]> {
  const response = await fetch(`/sandbox/inbox?email=${encodeURIComponent(email)}&kind=${kind}`);
  if (!response.ok) throw new Error(`the dev inbox of ${email} answered ${response.status}`);
  return (await response.json()) as T[];
}

/** Every one-time code sent to `email`, newest first. */
export function inboxCodes(fetch: InboxFetch, email: string): Promise<InboxCode[]> {
  return read<InboxCode>(fetch, email, 'code');
}

/**
 * The newest code sent to `email` that is neither used nor superseded — for the challenge of `reference` when
 * given (tests running side by side as one customer each have their own order); throws when there is none.
 */
export async function newestCode(fetch: InboxFetch, email: string, reference?: string): Promise<string> {
  const entry = (await inboxCodes(fetch, email)).find(
    (e) => !e.used && !e.superseded && (reference === undefined || e.target.reference === reference),
  );
  if (!entry)
    throw new Error(`no unused code${reference ? ` for ${reference}` : ''} in the dev inbox of ${email}`);
  return entry.code;
}

/** The mail sent to `email` (documents, statements), newest first. */
export function inboxMail(fetch: InboxFetch, email: string): Promise<SentMail[]> {
  return read<SentMail>(fetch, email, 'mail');
}
