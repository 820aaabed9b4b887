import { isMaxValue, isRegisteredMessageId, type MarketCategoryOption } from '@bondkit/sdk-core';
import type { Translate } from '../provider/context';

/** A category's label: from the products, else the catalogue's `category.{id}`, else the id. */
export function categoryLabel(option: Pick<MarketCategoryOption, 'id' | 'label'>, t: Translate): string {
  return option.label || labelOf('category', option.id, t);
}

/** The catalogue's label for an id family (`seniority.x`, `currency.x`, `market.sort.x`), or the raw value. */
export function labelOf(prefix: string, value: string, t: Translate): string {
  const id = `${prefix}.${value}`;
  return isRegisteredMessageId(id) ? t(id) : value;
}

/** '{v}%', or 'Max' at or above the yield cap of 50. */
export function returnsValueText(value: number, maxText: string): string {
  return isMaxValue(value) ? maxText : `${value}%`;
}
