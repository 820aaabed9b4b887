/**
 * The event loop's turns. The sandbox does its heavy work in the server's one thread — PGlite's queries, a
 * report's PDF pages, a long history's days — so that work calls {@link letOthersRun} between its steps: once
 * {@link YIELD_AFTER_MS} have passed since the loop last had a turn, it gets one (`setImmediate`), and the
 * requests waiting meanwhile (other customers', the HTTP server's own) are answered between the steps of a long
 * one. A step itself stays short: a query, a table row, a day.
 */

/** How long work may keep the thread before the event loop gets a turn. */
export const YIELD_AFTER_MS = 4;
let lastYield = performance.now();

/** Gives the event loop a turn now: what other requests sent meanwhile (their queries, their answers) goes first. */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** Gives the event loop a turn when the thread has been kept for {@link YIELD_AFTER_MS}; else returns at once. */
export async function letOthersRun(): Promise<void> {
  if (performance.now() - lastYield < YIELD_AFTER_MS) return;
  await nextTurn();
  lastYield = performance.now();
}
