// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-guide-form>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { guideFormElement } from '../guide-form';

guideFormElement.define();
