// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-portfolio-summary>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { portfolioSummaryElement } from '../portfolio-summary';

portfolioSummaryElement.define();
