/**
 * The trading tests, written once and run against every store: embedded PGlite (trade.pglite.test.ts) and a
 * real PostgreSQL server (trade.postgres.test.ts). One sandbox per run; each group reseeds it first.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import type { Sandbox } from '../../src/index';
import { customerIsolationSuite } from './suites/customer-isolation';
import { fxSuite } from './suites/fx';
import { ledgerPropertySuite } from './suites/ledger-property';
import { moneyLimitSuite } from './suites/money-limits';
import { orderSuite } from './suites/orders';
import { otpLimitSuite } from './suites/otp-limits';
import { partnerSuite } from './suites/partner';
import { quoteSuite } from './suites/quotes';
import { refusalSuite } from './suites/refusals';
import { switchSuite } from './suites/switches';

export interface TradeSuiteOptions {
  /** fast-check runs of the ledger property (each a few random trades) */
  propertyRuns: number;
}

export function defineTradeSuite(
  label: string,
  open: () => Promise<Sandbox>,
  options: TradeSuiteOptions,
): void {
  describe(`trading (${label})`, () => {
    let sandbox: Sandbox | undefined;
    beforeAll(async () => {
      sandbox = await open();
    }, 120_000);
    afterAll(async () => {
      await sandbox?.close();
    });
    const get = (): Sandbox => {
      if (!sandbox) throw new Error('the sandbox did not start');
      return sandbox;
    };
    quoteSuite(get);
    refusalSuite(get);
    customerIsolationSuite(get);
    orderSuite(get);
    partnerSuite(get);
    otpLimitSuite(get);
    switchSuite(get);
    fxSuite(get);
    moneyLimitSuite(get);
    ledgerPropertySuite(get, options.propertyRuns);
  });
}
