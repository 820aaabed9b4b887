/**
 * Errors raised by the bondkit client.
 *
 * - {@link ApiError}: the server answered with a failure (4xx/5xx), or the request never got an answer
 *   (network failure, timeout: `status` 0).
 * - {@link ContractError}: the server answered successfully but the body does not match the contract (zod schema).
 *   It is deliberately not an `ApiError`, so contract drift is never mistaken for an ordinary failure.
 *
 * @module
 */

// Spec: spec 000 §8
/**
 * The message used when neither the server nor the caller supplies one
 * ('Something went wrong. Please try later.'). Hosts normally pass their catalogue text instead,
 * through `createClient({ fallbackMessage })` or per call.
 */
export const DEFAULT_FALLBACK_MESSAGE = 'Something went wrong. Please try later.';

/** Field errors keyed by field name; nested server objects are flattened with dots (`bank_details.GBP.sort_code`). */
export type FieldErrors = Record<string, string[]>;

/** What {@link parseErrorBody} reads out of a Django-REST style error body. */
export interface ParsedErrorBody {
  /** The server's own message, picked in the specs' order; `undefined` when it sent none. */
  serverMessage: string | undefined;
  /** Field name → messages (every key except the message keys). */
  fieldErrors: FieldErrors;
  /** `non_field_errors`, or `errors.__all__[].message`. */
  nonFieldErrors: string[];
}

/** Keys that carry a message rather than a field error. */
const MESSAGE_KEYS = new Set(['detail', 'message', 'non_field_errors', 'displayMessage', 'errors']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Turns one error entry (string, `{ message }`, array of either) into a list of messages. */
function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => messagesOf(item));
  if (isRecord(value) && typeof value.message === 'string') return messagesOf(value.message);
  return [];
}

function collectFieldErrors(value: unknown, prefix: string, out: FieldErrors): void {
  if (isRecord(value) && typeof value.message !== 'string') {
    for (const [key, inner] of Object.entries(value)) {
      collectFieldErrors(inner, prefix === '' ? key : `${prefix}.${key}`, out);
    }
    return;
  }
  if (Array.isArray(value) && value.some((item) => isRecord(item) && typeof item.message !== 'string')) {
    // a list of nested objects (e.g. tax_residencies: [{country: [...]}, {}]) → field.0.country
    value.forEach((item, index) => {
      collectFieldErrors(item, `${prefix}.${index}`, out);
    });
    return;
  }
  const messages = messagesOf(value);
  if (messages.length > 0 && prefix !== '') out[prefix] = [...(out[prefix] ?? []), ...messages];
}

/**
 * Reads a Django-REST error body.
 *
 * The server message is picked in the specs' order: `detail`, `message`, `non_field_errors[0]`,
 * `displayMessage`, `errors.__all__[0].message`. Every other key becomes a field error (arrays of strings,
 * single strings, `{ message }` objects, or nested objects flattened with dots). An `errors` object is
 * also read for field errors (Django form style: `errors: { field: [{ message }] }`).
 *
 * @param body - the decoded JSON body (anything; non-objects yield an empty result)
 */
export function parseErrorBody(body: unknown): ParsedErrorBody {
  const fieldErrors: FieldErrors = {};
  if (!isRecord(body)) {
    // A bare list of messages (`["msg"]`) counts as non-field errors.
    const list = messagesOf(body);
    return { serverMessage: list[0], fieldErrors, nonFieldErrors: Array.isArray(body) ? list : [] };
  }
  const nonFieldErrors = messagesOf(body.non_field_errors);
  const formErrors = isRecord(body.errors) ? body.errors : undefined;
  const allErrors = formErrors ? messagesOf(formErrors.__all__) : [];
  const serverMessage =
    nonEmptyString(body.detail) ??
    nonEmptyString(body.message) ??
    nonEmptyString(nonFieldErrors[0]) ??
    nonEmptyString(body.displayMessage) ??
    nonEmptyString(allErrors[0]);

  for (const [key, value] of Object.entries(body)) {
    if (!MESSAGE_KEYS.has(key)) collectFieldErrors(value, key, fieldErrors);
  }
  if (formErrors) {
    for (const [key, value] of Object.entries(formErrors)) {
      if (key !== '__all__') collectFieldErrors(value, key, fieldErrors);
    }
  }
  return {
    serverMessage,
    fieldErrors,
    nonFieldErrors: nonFieldErrors.length > 0 ? nonFieldErrors : allErrors,
  };
}

/** Options of the {@link ApiError} constructor. */
export interface ApiErrorInit {
  /** HTTP status; 0 when there was no answer (network failure, timeout). */
  status: number;
  /** The message to show: the server's when it sent one, else the caller's fallback. */
  message: string;
  /** The server's own message, if it sent one. */
  serverMessage?: string | undefined;
  /** Field name → messages. */
  fieldErrors?: FieldErrors;
  /** Messages not tied to a field. */
  nonFieldErrors?: string[];
  /** The decoded response body, for callers that need more than the fields above. */
  body?: unknown;
  /** `'timeout'` or `'network'` when `status` is 0. */
  reason?: 'http' | 'timeout' | 'network';
  /** The underlying error (the timeout's `TimeoutError`, fetch's `TypeError`). */
  cause?: unknown;
}

/**
 * A failed call: the server answered 4xx/5xx, or nothing answered (`status` 0).
 *
 * `message` is ready to show: the server's message (see {@link parseErrorBody} for the order) or the caller's
 * fallback from the message catalogue.
 */
export class ApiError extends Error {
  /** HTTP status; 0 for a network failure or a timeout. */
  readonly status: number;
  /** Field name → messages, e.g. `{ email: ['Enter a valid email address.'] }`. */
  readonly fieldErrors: FieldErrors;
  /** `non_field_errors` (or `errors.__all__` messages). */
  readonly nonFieldErrors: string[];
  /** The server's own message, `undefined` when `message` is the fallback. */
  readonly serverMessage: string | undefined;
  /** The decoded body of the failed response (`undefined` when there was none or it was not JSON). */
  readonly body: unknown;
  /** Why the call failed: an HTTP answer, a timeout or a network failure. */
  readonly reason: 'http' | 'timeout' | 'network';
  /**
   * The server's machine-readable `code` beside its message (e.g. `login_blocked`, `otp_incorrect`,
   * `otp_attempts_exceeded`), `undefined` when the body has none.
   */
  readonly serverCode: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.fieldErrors = init.fieldErrors ?? {};
    this.nonFieldErrors = init.nonFieldErrors ?? [];
    this.serverMessage = init.serverMessage;
    this.body = init.body;
    this.reason = init.reason ?? (init.status === 0 ? 'network' : 'http');
    const code = (init.body as { code?: unknown } | null | undefined)?.code;
    this.serverCode = typeof code === 'string' ? code : undefined;
  }

  /** The first field error's text (a 400 that names only fields still says what it refused), if any. */
  get firstFieldError(): string | undefined {
    for (const messages of Object.values(this.fieldErrors)) if (messages[0]) return messages[0];
    return undefined;
  }

  /** What the server said: its message, else (a 400 naming only fields) its first field error's text. */
  get serverText(): string | undefined {
    return this.serverMessage ?? this.firstFieldError;
  }

  /** True when the server sent a message (so `message` is not the fallback). */
  get hasServerMessage(): boolean {
    return this.serverMessage !== undefined;
  }
}

/** Options of the {@link ContractError} constructor. */
export interface ContractErrorInit {
  /** HTTP status of the (successful) answer that failed to parse. */
  status: number;
  /** `METHOD path` of the call, for logs. */
  request: string;
  /** Message for the UI: the caller's fallback. */
  message: string;
  /**
   * What failed: `{ path, message }` per schema issue (`path`: the keys from the answer's root to the value,
   * e.g. `[0, 'company', 'logo']`), or one issue with an empty path when the answer is not JSON.
   */
  issues: unknown;
  /** The decoded body that failed the schema. */
  body?: unknown;
}

/**
 * The server answered 2xx but the body does not match the contract (zod schema), or is not JSON.
 * This is drift between client and server: it is logged loudly and never silently ignored, while `message`
 * still carries the caller's fallback so the UI can show something sensible.
 */
export class ContractError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** `METHOD path` of the call. */
  readonly request: string;
  /** `{ path, message }` per issue (see {@link ContractErrorInit.issues}). */
  readonly issues: unknown;
  /** The decoded body that failed the schema. */
  readonly body: unknown;

  constructor(init: ContractErrorInit) {
    super(init.message);
    this.name = 'ContractError';
    this.status = init.status;
    this.request = init.request;
    this.issues = init.issues;
    this.body = init.body;
  }
}

/**
 * The message to show for any error a call may throw: `ApiError` and `ContractError` carry one already;
 * anything else (a bug, an abort) yields `fallback`.
 */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError || error instanceof ContractError) return error.message || fallback;
  return fallback;
}

/** True for an {@link ApiError} with the given status (e.g. `isApiError(e, 404)`), or any status when omitted. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * Whether a failure with this HTTP status may pass if the same request is sent again later: no answer (0),
 * a timeout (408), the same idempotency key's first request still running (409: sent again with that key, it
 * answers that request's result), a rate limit (429) or a gateway or service outage (502, 503, 504). The widgets
 * offer a retry with the input kept for these (the client itself never retries).
 */
export function isTransientStatus(status: number | null | undefined): boolean {
  return (
    status === 0 ||
    status === 408 ||
    status === 409 ||
    status === 429 ||
    status === 502 ||
    status === 503 ||
    status === 504
  );
}
