// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-smart-interest-quote>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { smartInterestQuoteElement } from '../smart-interest';

smartInterestQuoteElement.define();
