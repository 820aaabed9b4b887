/** Defines `<bk-smart-interest-holdings>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineSmartInterestHoldings } from '../smart-interest';

defineSmartInterestHoldings();
