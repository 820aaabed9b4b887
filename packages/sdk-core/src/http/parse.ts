/**
 * Reading an answer's body and parsing it with a contract schema: the one place the client touches the schema
 * library.
 *
 * @module
 */
import * as z from 'zod/mini';
import { ContractError } from './errors';

/**
 * A (synchronous) zod schema the client parses an answer with, e.g. `marketProductListSchema` (sdk-core's are
 * zod/mini; a classic zod schema works too).
 */
export type ResponseSchema = z.core.$ZodType;

/** What parsing with `S` gives. */
export type Infer<S extends ResponseSchema> = z.output<S>;

export async function readJson(
  response: Response,
): Promise<{ ok: true; data: unknown } | { ok: false; text: string }> {
  if (response.status === 204 || response.status === 205) return { ok: true, data: undefined };
  const text = await response.text();
  if (text.trim() === '') return { ok: true, data: undefined };
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, text };
  }
}

export async function parseResponse<S extends ResponseSchema>(
  response: Response,
  schema: S,
  request: string,
  fallback: string,
): Promise<Infer<S>> {
  const read = await readJson(response);
  if (!read.ok) {
    throw new ContractError({
      status: response.status,
      request,
      message: fallback,
      issues: [{ path: [], message: 'The answer is not JSON' }],
      body: read.text,
    });
  }
  const result = z.safeParse(schema, read.data);
  if (!result.success) {
    throw new ContractError({
      status: response.status,
      request,
      message: fallback,
      // where and what: the keys from the answer's root (a symbol key, never on the wire, as its description)
      issues: result.error.issues.map((issue) => ({
        path: issue.path.map((key) => (typeof key === 'symbol' ? String(key.description) : key)),
        message: issue.message,
      })),
      body: read.data,
    });
  }
  return result.data;
}
