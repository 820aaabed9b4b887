import type { Browser } from 'playwright-core';

/** `/usr/bin/chromium`: Debian's Chromium. */
export declare const CHROMIUM_PATH: string;
/** The flags every headless run here uses. */
export declare const CHROMIUM_ARGS: readonly string[];
/** Debian's Chromium, headless. */
export declare function launchChromium(): Promise<Browser>;
