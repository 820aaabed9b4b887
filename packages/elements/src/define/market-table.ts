// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-market-table>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { marketTableElement } from '../market-table';

marketTableElement.define();
