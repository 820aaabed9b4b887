import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { DETAIL } from './refusals';

/** The catalogue's common texts, beside `fail` (the catalogue is `refusals.ts`). */
export { DETAIL };

/**
 * An error answered as JSON by `app.onError` (through the context, so the CORS headers and a fresh
 * csrftoken cookie prepared for the response are kept).
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly body: Record<string, unknown>,
  ) {
    super(`${status} ${JSON.stringify(body)}`);
    this.name = 'ApiFailure';
  }
}

/** Throws an HTTP error answered with `{"detail": …}`. */
export function fail(status: ContentfulStatusCode, detail: string): never {
  throw new ApiFailure(status, { detail });
}

/** Throws a 400 with field errors `{"field": ["msg"]}` or `{"non_field_errors": […]}`. */
export function invalid(errors: Record<string, string[]>): never {
  throw new ApiFailure(400, errors);
}

/** The bodies the request edge (`edge.ts`) has read and checked already, by request. */
const checkedBodies = new WeakMap<Request, string>();

/** Keeps the body text the edge read (and checked) for the route's {@link readJsonObject}. */
export function rememberBody(request: Request, text: string): void {
  checkedBodies.set(request, text);
}

/** The body the edge read (`rememberBody`), '' for a request without one. */
export function checkedBodyOf(request: Request): string {
  return checkedBodies.get(request) ?? '';
}

/** Reads a JSON object body (the text the edge checked), answering 400 when it is not one. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const text = checkedBodies.get(request) ?? (await request.text());
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    fail(400, DETAIL.jsonParse);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    invalid({ non_field_errors: ['Invalid data. Expected a dictionary.'] });
  }
  return parsed as Record<string, unknown>;
}
