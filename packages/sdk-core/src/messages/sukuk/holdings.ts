import type { holdingsEn } from '../en/holdings';

/** The partner (sukuk) variant's wording of {@link holdingsEn}, overriding it by key. */
export const holdingsSukuk = {
  'holdings.column.bond': 'Sukuk',
} as const satisfies Partial<Record<keyof typeof holdingsEn, string>>;
