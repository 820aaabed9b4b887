/** Human-readable references (`ORD000042`) built from each table's serial id, in one statement. */
import type { Db } from '../db/types';

export type ReferenceSequence =
  | 'orders_order_id_seq'
  | 'rfqs_rfq_id_seq'
  | 'rfq_quotes_quote_id_seq'
  | 'rfq_packages_package_id_seq'
  | 'fx_quotes_fx_quote_id_seq';

/** `prefix` + the id zero-padded to 6 digits. */
export function formatReference(prefix: string, id: number): string {
  return `${prefix}${String(id).padStart(6, '0')}`;
}

/** The next id of a serial column and its reference. */
export async function nextReference(
  db: Db,
  sequence: ReferenceSequence,
  prefix: string,
): Promise<{ id: number; reference: string }> {
  const rows = await db.query<{ id: number }>(`SELECT nextval('${sequence}')::int AS id`);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no value from ${sequence}`);
  return { id, reference: formatReference(prefix, id) };
}
