/** Defines every bondkit element on import (guarded: elements already defined are left alone). */
import { defineAll } from '../all';

defineAll();
