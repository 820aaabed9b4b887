/** Defines `<bk-market-table>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineMarketTable } from '../market-table';

defineMarketTable();
