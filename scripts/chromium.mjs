/**
 * Debian's Chromium (never a browser downloaded by Playwright) with this workplace's flags, for the scripts and
 * benches that drive a page outside Playwright's test runner (`scripts/consumer-test.mjs`, `bench/`). The e2e
 * project sets the same in its own config (it imports nothing of the workspace).
 */
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless. */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
