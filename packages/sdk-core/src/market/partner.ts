/**
 * The sukuk partner's market id, apart from the calls that send it so that a bundle of the product detail does
 * not carry the market list's calls.
 *
 * @module
 */

// 002 §9 'Partner id constant'
/** The partner id that identifies the sukuk partner bank's market. */
export const SUKUK_PARTNER_ID = 'adib';
