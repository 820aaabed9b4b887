// Spec: 002 §9
/** Market card geometry: card width 300 px, gap 16 px, scroll step 316 px × cards per screen. */
export const CARD_WIDTH = 300;
export const CARD_GAP = 16;
export const CARD_STEP = CARD_WIDTH + CARD_GAP;

/** Cards rendered per category row; the rest are one 'View all (n)' away. */
export const CARD_ROW_LIMIT = 12;

/** How many whole cards fit in a track `width` px wide (card 300 px, gap 16 px; at least 1). */
export function cardsPerScreen(width: number): number {
  return Math.max(1, Math.floor((width + CARD_GAP) / CARD_STEP));
}

// Spec: 002 §9
/** The scroll distance of one previous/next press: 316 px × cards per screen. */
export function cardScrollStep(width: number): number {
  return CARD_STEP * cardsPerScreen(width);
}
