/**
 * The request's edge: what every request passes before any route or database work (`requestEdge`, one
 * middleware of the app), and the typed readers of path and query parameters the routes use.
 *
 * - the body: at most {@link LIMITS.bodyBytes} (413, closing the connection: the rest is never read), read once;
 *   when it is JSON every value is checked — strings without control characters and within
 *   {@link LIMITS.textLength}, numbers within the database's integer range, arrays of at most
 *   {@link LIMITS.itemsPerArray} items, nesting of at most {@link LIMITS.bodyDepth}, money and price fields
 *   ({@link MONEY_FIELDS}, {@link PRICE_FIELDS}) with their decimals and maximum — and refused with field errors
 *   (400) naming every value at fault (`buys.0.amount`);
 * - the address: at most {@link LIMITS.urlLength} characters, path segments and query parameters without control
 *   characters and within their lengths (400; a field error naming the route's parameter, `{"reference": […]}`);
 * - an `Idempotency-Key` of at most {@link LIMITS.idempotencyKeyLength} characters;
 * - a JSON text inside a body's field ({@link nestedJson}, the report request's `data`): its values as a body's.
 *
 * The routes then parse bodies with sdk-core's schemas (`validation.ts`) and parameters with {@link idParam},
 * {@link queryInteger}, {@link queryChoice}, {@link integerField}.
 */
import { Decimal, parseCalendarDate } from '@bondkit/sdk-core';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { routePath } from 'hono/route';
import { ApiFailure, fail, invalid, rememberBody } from './errors';
import { INT_MAX, INT_MIN, LIMITS, MONEY_FIELDS, PRICE_FIELDS } from './limits';
import { DETAIL, EDGE_TEXT } from './refusals';

/** True when the text has a control character (U+0000–U+001F, U+007F). */
export function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** What is wrong with a text (control characters, its length), or null. */
export function textProblem(text: string, max: number = LIMITS.textLength): string | null {
  if (hasControlCharacter(text)) return EDGE_TEXT.controlCharacters;
  if (text.length > max) return EDGE_TEXT.tooLong(max);
  return null;
}

/** True for a number the database's `integer` columns hold. */
export function isDbInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= INT_MIN && value <= INT_MAX;
}

/** What is wrong with a number of a body (beyond the database's integer range), or null. */
function numberProblem(value: number): string | null {
  if (Number.isNaN(value)) return EDGE_TEXT.integer;
  if (value > INT_MAX) return EDGE_TEXT.atMost(INT_MAX);
  if (value < INT_MIN) return EDGE_TEXT.atLeast(INT_MIN);
  return null;
}

const DECIMAL = /^-?\d+(?:\.(\d+))?$/;

/** A decimal field's rule: its decimals, its bounds and the text of too many decimals. */
interface DecimalRule {
  places: number;
  min: string;
  max: string;
  decimalsText: string;
}

const MONEY_RULE: DecimalRule = {
  places: LIMITS.amountDecimals,
  min: `-${LIMITS.amountMax}`,
  max: LIMITS.amountMax,
  decimalsText: EDGE_TEXT.moneyDecimals,
};

const PRICE_RULE: DecimalRule = {
  places: LIMITS.priceDecimals,
  min: LIMITS.priceMin,
  max: LIMITS.priceMax,
  decimalsText: EDGE_TEXT.decimals(LIMITS.priceDecimals),
};

/**
 * What is wrong with a decimal (more decimals than the rule's, beyond its bounds), or null — also for what is
 * not a decimal, which the route's schema names.
 */
function decimalProblem(text: string, rule: DecimalRule): string | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  if ((match[1]?.length ?? 0) > rule.places) return rule.decimalsText;
  const value = new Decimal(text);
  if (value.gt(rule.max)) return EDGE_TEXT.atMost(rule.max);
  if (value.lt(rule.min)) return EDGE_TEXT.atLeast(rule.min);
  return null;
}

/** The rule of a money or price field (by its name), or null for any other field. */
function fieldRule(key: string | null): DecimalRule | null {
  if (key === null) return null;
  if (MONEY_FIELDS.has(key)) return MONEY_RULE;
  if (PRICE_FIELDS.has(key)) return PRICE_RULE;
  return null;
}

/**
 * The field errors of a parsed JSON body (empty when it passes): every value at fault under its path
 * (`buys.0.amount`; `non_field_errors` for the body itself). Arrays beyond the item limit and values beyond the
 * nesting limit are reported without looking inside them, so the work stays bounded.
 */
export function bodyProblems(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const report = (path: readonly (string | number)[], text: string) => {
    const key = path.length === 0 ? 'non_field_errors' : path.join('.');
    errors[key] ??= [];
    errors[key].push(text);
  };
  const stack: { value: unknown; path: (string | number)[]; key: string | null }[] = [
    { value: body, path: [], key: null },
  ];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path, key } = next;
    const rule = fieldRule(key);
    if (typeof value === 'string') {
      const problem = textProblem(value) ?? (rule && decimalProblem(value, rule));
      if (problem) report(path, problem);
    } else if (typeof value === 'number') {
      const problem = numberProblem(value) ?? (rule && decimalProblem(String(value), rule));
      if (problem) report(path, problem);
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= LIMITS.bodyDepth) {
        report(path, EDGE_TEXT.tooDeep);
      } else if (Array.isArray(value)) {
        if (value.length > LIMITS.itemsPerArray) report(path, EDGE_TEXT.tooManyItems(LIMITS.itemsPerArray));
        else
          for (let i = value.length - 1; i >= 0; i--)
            stack.push({ value: value[i], path: [...path, i], key: null });
      } else {
        const entries = Object.entries(value);
        for (let i = entries.length - 1; i >= 0; i--) {
          const [name, item] = entries[i] as [string, unknown];
          stack.push({ value: item, path: [...path, name], key: name });
        }
      }
    }
  }
  return errors;
}

/** Refuses a parsed body (or a JSON text inside one) with 400 and its {@link bodyProblems}, when it has any. */
function refuseBodyProblems(body: unknown): void {
  const errors = bodyProblems(body);
  if (Object.keys(errors).length > 0) invalid(errors);
}

/** The name of a route pattern's segment when it is a parameter (`:reference` → `reference`), else null. */
function parameterName(segment: string | undefined): string | null {
  if (!segment?.startsWith(':')) return null;
  return (
    segment
      .slice(1)
      .replace(/\{.*\}$/, '')
      .replace(/\?$/, '') || null
  );
}

/**
 * Refuses (400) an address that is too long, whose path has a malformed escape, a control character or a
 * segment beyond {@link LIMITS.textLength}, or whose query has a parameter with a control character or a value
 * beyond {@link LIMITS.queryValueLength}. A path segment at fault is named by the matched route's parameter
 * (`{"reference": […]}`), a query parameter by its name.
 */
function checkAddress(c: Context): void {
  const url = new URL(c.req.url);
  if (url.pathname.length + url.search.length > LIMITS.urlLength) fail(400, EDGE_TEXT.urlTooLong);
  const pattern = routePath(c, -1).split('/');
  url.pathname.split('/').forEach((raw, i) => {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      fail(400, EDGE_TEXT.malformedUrl);
    }
    const problem = textProblem(segment);
    if (!problem) return;
    const name = parameterName(pattern[i]);
    if (name) invalid({ [name]: [problem] });
    fail(400, problem === EDGE_TEXT.controlCharacters ? EDGE_TEXT.pathControlCharacters : problem);
  });
  const errors: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    const problem = textProblem(name) ?? textProblem(value, LIMITS.queryValueLength);
    if (!problem) continue;
    if (textProblem(name)) fail(400, EDGE_TEXT.malformedUrl);
    errors[name] = [problem];
  }
  if (Object.keys(errors).length > 0) invalid(errors);
}

/**
 * A JSON text a body carries in one of its fields (the report request's `data`: the request as a string), parsed
 * and checked as a body is ({@link bodyProblems}: the database's integer range, texts, money, nesting), its
 * field errors named by the keys inside it (`{"investment_account_id": […]}`): the parsed value, or 400
 * `{field: [notJson]}` when the field is not a JSON text.
 */
export function nestedJson(body: Record<string, unknown>, field: string, notJson: string): unknown {
  const text = body[field];
  if (typeof text !== 'string') invalid({ [field]: [notJson] });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    invalid({ [field]: [notJson] });
  }
  refuseBodyProblems(parsed);
  return parsed;
}

/**
 * The app's edge middleware: the address check, the body size limit, and the body's checks (above). Place it
 * after the CORS and cookie middlewares (its refusals keep their headers) and before anything that reads the
 * database.
 */
const BODILESS = new Set(['GET', 'HEAD']);

export function requestEdge(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: LIMITS.bodyBytes,
    onError: (c) => {
      // the rest of the body is still on the connection, unread: the answer closes it, so the client's next
      // request goes out on a fresh one rather than being read as the tail of this body
      c.header('Connection', 'close');
      throw new ApiFailure(413, { detail: EDGE_TEXT.bodyTooLarge });
    },
  });
  return async (c, next) => {
    checkAddress(c);
    const idempotencyKey = c.req.header('idempotency-key');
    if (idempotencyKey !== undefined && idempotencyKey.length > LIMITS.idempotencyKeyLength)
      fail(400, EDGE_TEXT.idempotencyKey);
    // a GET or HEAD carries no body (fetch's Request refuses one); asking for it would build a second, web
    // Request from Node's message on every read (a third of the market list's cost under load)
    if (BODILESS.has(c.req.method) || !c.req.raw.body) return next();
    return limit(c, async () => {
      // through Hono's request, which keeps the text for a route that reads it with c.req.text() or c.req.json()
      const text = await c.req.text();
      // the stream's own length is what counts (a Content-Length header could understate it)
      if (Buffer.byteLength(text) > LIMITS.bodyBytes)
        throw new ApiFailure(413, { detail: EDGE_TEXT.bodyTooLarge });
      rememberBody(c.req.raw, text);
      if (text.trim() !== '') {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          // not JSON: the route answers (readJsonObject: 'JSON parse error')
          return next();
        }
        refuseBodyProblems(parsed);
      }
      await next();
    });
  };
}

// ── Parameters ────────────────────────────────────────────────────────────────────────────────────────────

/**
 * An id of the path (`products/{id}/`): digits within the database's integer range, else 404 — an address that
 * names no record (the platform's `<int:pk>` routes do not match it).
 */
export function idParam(c: Context, name: string): number {
  const raw = c.req.param(name) ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isDbInteger(id)) fail(404, DETAIL.notFound);
  return id;
}

/** A text field of a body: absent (`undefined` or `null`) or a string, else 400 naming `field`. */
export function optionalText(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') invalid({ [field]: [EDGE_TEXT.text] });
  return value;
}

/** A number field of a body: absent (`undefined` or `null`) or a finite number, else 400 naming `field`. */
export function optionalNumber(field: string, value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) invalid({ [field]: [EDGE_TEXT.number] });
  return value;
}

/**
 * An integer of a body or query (a number, or a string of digits) within `min`…`max` (default: the database's
 * integer range), else 400 naming `field`.
 */
export function integerField(
  field: string,
  value: unknown,
  { min = INT_MIN, max = INT_MAX }: { min?: number; max?: number } = {},
): number {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n)) invalid({ [field]: [EDGE_TEXT.integer] });
  if (n > max) invalid({ [field]: [EDGE_TEXT.atMost(max)] });
  if (n < min) invalid({ [field]: [EDGE_TEXT.atLeast(min)] });
  return n;
}

/** Refuses (400 naming `field`) an instant outside the sandbox's {@link LIMITS.earliestInstant}…{@link LIMITS.latestInstant}. */
export function assertInstantInRange(field: string, at: Date): void {
  const time = at.getTime();
  if (
    Number.isNaN(time) ||
    time < Date.parse(LIMITS.earliestInstant) ||
    time >= Date.parse(LIMITS.latestInstant)
  )
    invalid({ [field]: [EDGE_TEXT.instant] });
}

/** An integer query parameter (400 naming it when it is not one), or undefined when absent or empty. */
export function queryInteger(
  c: Context,
  name: string,
  range: { min?: number; max?: number } = {},
): number | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  return integerField(name, raw, range);
}

/** A query parameter that must be one of `choices` (400 naming it otherwise), or undefined when absent or empty. */
export function queryChoice<T extends string>(
  c: Context,
  name: string,
  choices: readonly T[],
): T | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!(choices as readonly string[]).includes(raw)) invalid({ [name]: [EDGE_TEXT.choice(raw)] });
  return raw as T;
}

/** A `YYYY-MM-DD` query parameter that is a real calendar day (400 naming it otherwise), or undefined when absent. */
export function queryDate(c: Context, name: string): string | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (!parseCalendarDate(raw)) invalid({ [name]: [EDGE_TEXT.date] });
  return raw;
}

/** Every value of a repeated query parameter that must each be one of `choices` (400 naming it otherwise). */
export function queryChoices<T extends string>(c: Context, name: string, choices: readonly T[]): T[] {
  const values = c.req.queries(name) ?? [];
  const wrong = values.find((value) => !(choices as readonly string[]).includes(value));
  if (wrong !== undefined) invalid({ [name]: [EDGE_TEXT.choice(wrong)] });
  return values as T[];
}

/**
 * Every value of a comma-separated (or repeated) query list — `expand=a,b`, `exclude=…` — each one of
 * `choices` (400 naming the parameter otherwise); empty items are skipped.
 */
export function queryChoiceList<T extends string>(c: Context, name: string, choices: readonly T[]): T[] {
  const values = (c.req.queries(name) ?? [])
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  const wrong = values.find((value) => !(choices as readonly string[]).includes(value));
  if (wrong !== undefined) invalid({ [name]: [EDGE_TEXT.choice(wrong)] });
  return values as T[];
}
