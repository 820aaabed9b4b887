/** Defines `<bk-portfolio-summary>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { definePortfolioSummary } from '../portfolio-summary';

definePortfolioSummary();
