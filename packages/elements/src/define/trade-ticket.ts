// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-trade-ticket>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { tradeTicketElement } from '../trade-ticket';

tradeTicketElement.define();
