/** Defines `<bk-portfolio>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { definePortfolio } from '../portfolio';

definePortfolio();
