import type { switchEn } from '../en/switch';

/** The partner (sukuk) variant's wording of {@link switchEn}, overriding it by key. */
export const switchSukuk = {
  'switch.title': 'Select a sukuk to switch into',
  'switch.search': 'Search sukuk',
  'switch.table': 'Sukuk to switch between',
  'switch.column.yield': 'Return to Maturity',
} as const satisfies Partial<Record<keyof typeof switchEn, string>>;
