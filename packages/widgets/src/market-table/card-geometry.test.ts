import { describe, expect, it } from 'vitest';
import { CARD_GAP, CARD_STEP, CARD_WIDTH, cardScrollStep, cardsPerScreen } from './card-geometry';

describe('card geometry (002 §9)', () => {
  it('is 300 px cards with 16 px gaps, a 316 px step', () => {
    expect([CARD_WIDTH, CARD_GAP, CARD_STEP]).toEqual([300, 16, 316]);
  });

  it('scrolls 316 px times the whole cards that fit on screen (at least one)', () => {
    expect(cardsPerScreen(0)).toBe(1);
    expect(cardsPerScreen(299)).toBe(1);
    expect(cardsPerScreen(616)).toBe(2);
    expect(cardsPerScreen(1000)).toBe(3);
    expect(cardScrollStep(1000)).toBe(948);
    expect(cardScrollStep(320)).toBe(316);
  });
});
