import { onDemand } from '../ui/on-demand';

/**
 * The quote's figures (`quote-figures.tsx`), a part loaded on first need: the setup step asks for it once an
 * amount is typed (while its quote is on the way), the review step shows them. Only ever imported from here,
 * so its chunk is its own.
 */
export const quoteFiguresPart = onDemand(() => import('./quote-figures'));
