/** Defines `<bk-guide-form>` on import (guarded: importing twice, or next to another copy, does not throw). */
import { defineGuideForm } from '../guide-form';

defineGuideForm();
