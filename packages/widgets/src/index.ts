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
/** The market: search, filters, list and card views, watch. */
export * from './market-table/index';
/** Provider, hooks (`useBondkit`, `useMessages`, `useClient`), navigation targets and links. */
export * from './provider/index';
/** The public savings calculator: sliders and typed values, the projection, a chart with a table alternative. */
export * from './savings-calculator/index';
/** Design tokens (light and dark) and style injection. */
export * from './theme/index';
/** Accessible primitives: button, dialog, drawer, menu, tabs, range slider, choices, toasts, banner, spinner. */
export * from './ui/index';
