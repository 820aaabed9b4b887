/**
 * Debian's Chromium (never a browser downloaded by Playwright) with this workplace's flags, for the scripts and
 * benches that drive a page outside Playwright's test runner (`scripts/consumer-test.mjs`, `bench/`). The e2e
 * project sets the same in its own config (it imports nothing of the workspace).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** Chromium's headless shell (apt package chromium-headless-shell) when installed, else the full browser. */
export const CHROMIUM_PATH = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER;

export const CHROMIUM_ARGS = [
  // the full browser runs headless by flag; the shell always is
  ...(CHROMIUM_PATH === FULL_BROWSER ? ['--headless'] : []),
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium, headless (its headless shell when installed). */
export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
