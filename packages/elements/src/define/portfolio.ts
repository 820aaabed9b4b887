// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-portfolio>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { portfolioElement } from '../portfolio';

portfolioElement.define();
