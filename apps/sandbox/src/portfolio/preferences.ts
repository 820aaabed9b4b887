// Spec: 001 §3 (sitePreferences.show_lifetime_returns), §4 (the lifetime toggle updates a site preference)
/** The customer's lifetime preference: off until saved, then what was last saved (one row per customer). */
import type { LifetimePreference } from '@bondkit/sdk-core';
import type { Db } from '../db/types';

/** The customer's `show_lifetime_returns` (false when never saved). */
export async function lifetimePreference(db: Db, customerId: number): Promise<LifetimePreference> {
  const rows = await db.query<LifetimePreference>(
    'SELECT show_lifetime_returns FROM site_preferences WHERE customer_id = $1',
    [customerId],
  );
  return { show_lifetime_returns: rows[0]?.show_lifetime_returns ?? false };
}

/** Saves the customer's `show_lifetime_returns`. */
export async function saveLifetimePreference(
  db: Db,
  customerId: number,
  show: boolean,
  now: Date,
): Promise<LifetimePreference> {
  await db.query(
    `INSERT INTO site_preferences (customer_id, show_lifetime_returns, updated_at) VALUES ($1, $2, $3)
     ON CONFLICT (customer_id) DO UPDATE SET show_lifetime_returns = $2, updated_at = $3`,
    [customerId, show, now.toISOString()],
  );
  return { show_lifetime_returns: show };
}
