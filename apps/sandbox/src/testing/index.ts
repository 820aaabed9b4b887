/**
 * `@bondkit/sandbox/testing`: what the tests and benchmarks of the other packages need to drive an in-process
 * sandbox — plain functions, no test runner. Start a sandbox at the pinned test time, connect a cookie-holding
 * sdk-core client (signed in as a persona, with a request log and injectable failures) and pick seeded
 * products.
 */
import type { MarketProduct } from '@bondkit/sdk-core';
import { createSandbox, type Sandbox, type SandboxOptions } from '../index';

/** The tests' pinned time: a Monday, market open. */
export const TEST_NOW = '2026-11-23T10:00:00Z';

/** `GET /products/`'s query as the market page asks for it (002 §7). */
export const MARKET_QUERY =
  'exclude=call_schedule&expand=annotations,user_invested,display_order,access_restrictions';

/** Starts an in-process sandbox with its clock at {@link TEST_NOW} (unless `now` is given). */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  return createSandbox({ now: TEST_NOW, ...options });
}

/**
 * A test for an open GBP corporate bond a signed-in investor can buy from the ticket's first step: tradeable,
 * not a partner's sukuk or a gilt, no coming-soon packages, at least `minLiquidity` to buy.
 */
export function plainGbpBond(minLiquidity: number): (p: MarketProduct) => boolean {
  return (p) =>
    p.currency === 'GBP' &&
    p.state === 'open' &&
    p.tradeability === 'open' &&
    p.tradeability_reason === null &&
    !p.market_blocked &&
    p.adib_details === null &&
    !p.company.is_treasury &&
    p.pending_liquidity.length === 0 &&
    Number(p.sell_liquidity) >= minLiquidity;
}

/** {@link plainGbpBond} with enough liquidity for the ticket's default amount (2,500). */
export const isPlainGbpBond: (p: MarketProduct) => boolean = plainGbpBond(2_500);

export type { CookieFetch, FetchLike } from '../cookie-fetch';
/** Reading back a generated PDF's pages and text (reports, documents). */
export { type PdfReadBack, type PdfString, pageText, readPdf } from '../documents';
export type { Sandbox, SandboxOptions } from '../index';
export { parseCsv } from '../market';
export { PERSONA_PASSWORD, personaEmail } from '../seed';
export { cssText, installAdoptedStyleSheets } from './adopted-style-sheets';
export { authenticatorCode, midStep } from './authenticator';
export { API_BASE, type Connection, connect, type FailureRule, signIn } from './connect';
export { type InboxCode, type InboxFetch, inboxCodes, inboxMail, newestCode } from './inbox';
export {
  type Conservation,
  conservation,
  runMoneyStorm,
  STORM_PERSONAS,
  type StormOperation,
  type StormResult,
  stormOperations,
} from './money-storm';
