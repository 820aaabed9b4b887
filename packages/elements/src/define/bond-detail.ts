/** Defines `<bk-bond-detail>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineBondDetail } from '../bond-detail';

defineBondDetail();
