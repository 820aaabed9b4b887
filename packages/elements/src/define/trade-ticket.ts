/** Defines `<bk-trade-ticket>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineTradeTicket } from '../trade-ticket';

defineTradeTicket();
