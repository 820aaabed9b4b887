// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-savings-calculator>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { savingsCalculatorElement } from '../savings-calculator';

savingsCalculatorElement.define();
