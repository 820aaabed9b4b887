/**
 * The bond-maths kernel: yield to maturity, price at a yield, and the product's yields on its own coupon
 * frequency and day count ({@link bondYields}) — one convention shared by the market, the portfolio and the
 * trade ticket.
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './convention';
export * from './wire';
export * from './yield';
