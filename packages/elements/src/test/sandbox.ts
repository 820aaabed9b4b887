/**
 * The elements' test harness: the in-process sandbox (pinned to a Monday, market open), a connection (a
 * cookie-holding client with a request log and injectable failures) and product pickers, from
 * `@bondkit/sandbox/testing`.
 */
export {
  API_BASE,
  type Connection,
  connect,
  type FailureRule,
  isPlainGbpBond,
  startSandbox,
  TEST_NOW as NOW,
} from '@bondkit/sandbox/testing';
