import type { MessageDomain } from '../domains';
import { switchSukuk } from '../sukuk/switch';

// Spec: 002 §4.4
/**
 * The switch picker: the bond a switch goes into (ids `switch.*`).
 * English. Texts quoted by the specs are copied exactly; `{name}` is a placeholder (`formatMessage`).
 */
export const switchEn = {
  'switch.title': 'Select a bond to switch into',
  'switch.search': 'Search bonds',
  'switch.table': 'Bonds to switch between',
  'switch.group.from': 'Switching from',
  'switch.group.to': 'Switching to',
  'switch.column.select': 'Select',
  'switch.column.name': 'Name',
  'switch.column.type': 'Type',
  'switch.column.price': 'Price',
  'switch.column.yield': 'Yield',
  'switch.sortBy': 'Sort by {column}',
  'switch.select': 'Switch into {company} ({isin})',
  'switch.confirm': 'Confirm & proceed',
  'switch.empty': 'No products match your search',
  'switch.clearSearch': 'Clear search',
  'switch.loadFailed': 'Products failed to load.',
  'switch.reload': 'Reload',
} as const satisfies Record<string, string>;

/** The switch picker: `switch.*`, registered by the widgets that show it (`registerMessages`). */
export const switchMessages = { en: switchEn, sukuk: switchSukuk } as const satisfies MessageDomain;
