/**
 * The bond-maths kernel: yield to maturity, price at a yield, and the product's yields on its own coupon
 * frequency and day count ({@link bondYields}) — one convention shared by the market, the portfolio and the
 * trade ticket; and the one naming rule of a product (productDisplayName: a sukuk under its underlying company).
 *
 * Other domains import this one only through this file.
 *
 * @module
 */
export * from './convention';
export * from './names';
export * from './wire';
export * from './yield';
