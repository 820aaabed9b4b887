// Spec: 000 §7 'Reports and guides'
/**
 * Lead-capture calls: the two guide requests, the guide download and the
 * email-marketing consent. Paths the specs do not show are bondkit's design (see README.md).
 *
 * @module
 */
import { type BondkitClient, type DownloadedFile, downloadFile, type RequestOptions } from '../http/index';
import { type GuideAnswer, type GuideRequest, type GuideType, guideAnswerSchema } from './schema';

/** Options every lead call takes. */
export interface LeadsCallOptions {
  /** shown when the server sends no message (pass the catalogue's text) */
  fallbackMessage?: string;
  /** aborts the call */
  signal?: AbortSignal;
}

function callOptions(options: LeadsCallOptions): Pick<RequestOptions, 'fallbackMessage' | 'signal'> {
  return {
    ...(options.fallbackMessage ? { fallbackMessage: options.fallbackMessage } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  };
}

/** The path of a guide's request call: `guides/investor-guide/` or `guides/second-guide/`. */
export function guidePath(guide: GuideType): string {
  return `guides/${guide}/`;
}

// Spec: 000 §7
/**
 * POST guides/investor-guide/ or guides/second-guide/ {email, first_name, last_name, contact_number,
 * receive_newsletter}.
 *
 * @param body - the validated form (see `validateGuideForm`)
 * @returns the answer's `key`, which leads to the download ({@link guideDownloadPath})
 */
export function requestGuide(
  client: BondkitClient,
  guide: GuideType,
  body: GuideRequest,
  options: LeadsCallOptions = {},
): Promise<GuideAnswer> {
  return client.post(guidePath(guide), guideAnswerSchema, { json: body, ...callOptions(options) });
}

/** The path (relative to the API base) a guide key downloads from: `guides/download/{key}/`. */
export function guideDownloadPath(key: string): string {
  return `guides/download/${encodeURIComponent(key)}/`;
}

// Spec: 000 §7
/**
 * The address a guide key downloads from ("the answer carries a key that leads to a download
 * redirect"): `{baseUrl}/guides/download/{key}/`, which redirects to the PDF. Use it as a link or navigate to
 * it; {@link downloadGuide} fetches it instead.
 *
 * @param baseUrl - the client's base URL, e.g. `/api` or `https://api.example.com/api`
 */
export function guideDownloadUrl(baseUrl: string, key: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${guideDownloadPath(key)}`;
}

/** A downloaded guide: named by `Content-Disposition`, else `guide.pdf`. */
export type DownloadedGuide = DownloadedFile;

/**
 * GET guides/download/{key}/ and follows its redirect to the PDF (a browser's fetch follows redirects).
 * Success shows 'Download successful.', failure 'Error downloading. Please contact support if the issue
 * continues.' (ids `leads.download.success` / `leads.download.failed`).
 */
export async function downloadGuide(
  client: BondkitClient,
  key: string,
  options: LeadsCallOptions = {},
): Promise<DownloadedGuide> {
  return downloadFile(client, guideDownloadPath(key), { ...callOptions(options), fallbackName: 'guide.pdf' });
}

// Spec: 000 §7
/** The consent-to-email path, outside the API base: `/profiles/consent-to-email/yes` or `/no`. */
export function emailConsentPath(consent: boolean): string {
  return `/profiles/consent-to-email/${consent ? 'yes' : 'no'}`;
}

/** Options of {@link setEmailConsent}. */
export interface EmailConsentOptions extends LeadsCallOptions {
  // Spec: 000 §7
  /** GET from the consent popup (the default), POST in the account area */
  method?: 'GET' | 'POST';
}

// Spec: 000 §7
/**
 * GET (popup) or POST (account area) /profiles/consent-to-email/yes|no — records the email-marketing consent.
 * The answer's body is not shown by the spec and is ignored.
 */
export async function setEmailConsent(
  client: BondkitClient,
  consent: boolean,
  options: EmailConsentOptions = {},
): Promise<void> {
  const response = await client.fetchRaw(emailConsentPath(consent), {
    method: options.method ?? 'GET',
    ...callOptions(options),
  });
  await response.body?.cancel().catch(() => undefined);
}
