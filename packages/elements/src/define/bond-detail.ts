// Generated from src/elements.ts by scripts/elements.ts: do not edit.
/** Defines `<bk-bond-detail>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { bondDetailElement } from '../bond-detail';

bondDetailElement.define();
