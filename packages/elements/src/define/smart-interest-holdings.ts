// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-smart-interest-holdings>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { smartInterestHoldingsElement } from '../smart-interest';

smartInterestHoldingsElement.define();
