import { addBusinessDays } from '../../time/index';
import { EXACT_EXPIRY_BUSINESS_DAYS } from './constants';

// Spec: 002 §4.4
/**
 * The default date-time of an `expires_on_exact_datetime` order: 5 business days ahead at the same London
 * wall-clock time (labelled '5 business days').
 */
export function defaultExactExpiry(now: Date): Date {
  return addBusinessDays(now, EXACT_EXPIRY_BUSINESS_DAYS);
}
