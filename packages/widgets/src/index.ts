/**
 * bondkit widgets: React components for an online bond market, on `@bondkit/sdk-core`.
 *
 * Wrap widgets in a {@link BondkitProvider} (client, variant, theme, locale, user, navigation), then render
 * {@link MarketTable} or {@link BondDetail}. Styling is plain CSS on `--bk-*` design tokens, injected once
 * per document (or into a shadow root through `styleRoot`); every text comes from sdk-core's catalogue.
 *
 * @example
 * ```tsx
 * import { createClient } from '@bondkit/sdk-core';
 * import { BondkitProvider, MarketTable } from '@bondkit/widgets';
 *
 * const client = createClient({ baseUrl: '/api' });
 * <BondkitProvider client={client} variant="standard" theme="light" user={user} onNavigate={go}>
 *   <MarketTable addressMode="hash" />
 * </BondkitProvider>;
 * ```
 *
 * @packageDocumentation
 */

/** Bond detail: figures, trade-status banner, watch, buy/sell, tabs, documents. */
export * from './bond-detail/index';
/** Currency exchange: GBP and EUR in an investment account, quoted as the amounts are typed. */
export * from './fx/index';
/** Lead capture: the guide form and its registration modal (3650-day cookie). */
export * from './guide-form/index';
/** Holdings per investment account. */
export * from './holdings/index';
/** The market: search, filters, list and card views, watch. */
export * from './market-table/index';
/** Open orders: bond buy and sell orders (cancel, confirm new price) and the partner's limit orders. */
export * from './open-orders/index';
/** Money in and out: funding, withdrawal, the registered bank account and its 'Connect Bank Account' prompt. */
export * from './payments/index';
/** Popups: the email-marketing consent popup and the welcome modal. */
export * from './popups/index';
/** The dashboard's portfolio summary and an account's portfolio page (figures, value picture, activity). */
export * from './portfolio/index';
/** Provider, hooks (`useBondkit`, `useMessages`, `useClient`), navigation targets and links. */
export * from './provider/index';
/** Reports: the reporting panel, the reports page, the report-download popup, the portal's client statement. */
export * from './reports/index';
/** The public savings calculator: sliders and typed values, the projection, a chart with a table alternative. */
export * from './savings-calculator/index';
/** Smart Interest holdings: the table, cash-out confirmation, reinvest modal and reinvest notices. */
export * from './smart-interest-holdings/index';
/** Smart Interest: the order form (series or term and payout), the fixed rates, shared formatting. */
export * from './smart-interest-quote/index';
/** The switch picker: choose the bond a switch goes into. */
export * from './switch-picker/index';
/** Design tokens (light and dark) and style injection. */
export * from './theme/index';
/** The trade ticket: setup, review, one-time code (partner), processing and placed. */
export * from './trade-ticket/index';
/**
 * Accessible primitives: button, field and error summary, dialog, drawer, menu, tabs, range slider, choices,
 * toasts, banner, spinner, load panel.
 */
export * from './ui/index';
