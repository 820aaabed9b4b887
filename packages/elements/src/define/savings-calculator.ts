/** Defines `<bk-savings-calculator>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineSavingsCalculator } from '../savings-calculator';

defineSavingsCalculator();
