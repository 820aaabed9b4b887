/** Defines `<bk-smart-interest-quote>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineSmartInterestQuote } from '../smart-interest';

defineSmartInterestQuote();
