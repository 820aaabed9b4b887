/**
 * The two downloadable guides (000 §1, §7): generated PDFs with a title and a few lines (the sandbox's own
 * words; not investment advice).
 */
import type { GuideType } from '@bondkit/sdk-core';
import { renderPdf } from '../documents';

export interface Guide {
  title: string;
  fileName: string;
  lines: readonly string[];
}

export const GUIDES: Readonly<Record<GuideType, Guide>> = {
  'investor-guide': {
    title: 'The bondkit Investor Guide',
    fileName: 'bondkit-investor-guide.pdf',
    lines: [
      'How bonds work: you lend to a company or government and receive interest (the coupon).',
      'At maturity the bond repays its face value; before then its price moves with the market.',
      'Yield to maturity combines the coupon with the gain or loss to the repayment price.',
      'Spread your money across issuers and maturities; never invest money you may need soon.',
      'Capital is at risk. This guide is a sample produced by the bondkit sandbox.',
    ],
  },
  'second-guide': {
    title: 'The bondkit Guide to Fixed-Rate Saving',
    fileName: 'bondkit-fixed-rate-saving-guide.pdf',
    lines: [
      'Smart Interest pays a fixed rate for a fixed term: 3, 5 or 7 years.',
      'Choose term payout (interest at maturity) or annual payout (interest each year).',
      'Cashing out early is possible for a fee, and interest is earned at a lower rate.',
      'At maturity you can reinvest into a new series, with or without the final coupon.',
      'Capital is at risk. This guide is a sample produced by the bondkit sandbox.',
    ],
  },
};

/** A guide as a PDF. */
export function renderGuide(guide: GuideType): Promise<Uint8Array> {
  const { title, lines } = GUIDES[guide];
  return renderPdf(title, lines);
}
