import type { MessageId } from './en';
import { bondDetailSukuk } from './sukuk/bond-detail';
import { failureSukuk } from './sukuk/failure';
import { holdingsSukuk } from './sukuk/holdings';
import { marketSukuk } from './sukuk/market';
import { ordersSukuk } from './sukuk/orders';
import { sessionSukuk } from './sukuk/session';
import { switchSukuk } from './sukuk/switch';
import { tradeSukuk } from './sukuk/trade';
import { tradeReviewSukuk } from './sukuk/trade-review';

/**
 * Wording of the partner (bank-linked sukuk) variant, overriding the English catalogue by key
 * (002 §2.1 'Show Fractional Certificates' and the sukuk table columns; §8 the sukuk no-results wording;
 * §9 the bond name header 'Sukuk'): every domain of `sukuk/` in one object. Only ids that exist in `en` may
 * appear here.
 */
export const sukuk = {
  ...failureSukuk,
  ...sessionSukuk,
  ...marketSukuk,
  ...bondDetailSukuk,
  ...tradeSukuk,
  ...tradeReviewSukuk,
  ...switchSukuk,
  ...ordersSukuk,
  ...holdingsSukuk,
} as const satisfies Partial<Record<MessageId, string>>;
