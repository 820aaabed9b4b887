import {
  type BondkitClient,
  type CatalogueOverrides,
  getRegisteredCatalogue,
  type SessionUser,
} from '@bondkit/sdk-core';
import { type ReactNode, useMemo } from 'react';
import type { RefreshChannel } from '../shared/refresh';
import { useLatest } from '../shared/use-latest';
import type { StyleRoot } from '../theme/inject';
import { themeCss } from '../theme/styles';
import type { ThemeName } from '../theme/tokens';
import { coreStyles } from '../ui/core-styles';
import { useUiStyles } from '../ui/use-ui-styles';
import { BondkitContext, type BondkitContextValue, fallbackContext, makeTranslate } from './context';
import { defaultHref, type NavigateTarget, type WidgetClock, type WidgetVariant } from './types';
import { useStyles } from './use-styles';

export interface BondkitProviderProps {
  /** sdk-core client (`createClient`) every widget calls the API with */
  client: BondkitClient;
  /** 'standard' or the partner 'sukuk' variant: wording, columns and flows */
  variant?: WidgetVariant;
  theme?: ThemeName;
  /** BCP 47 locale for numbers and dates (default 'en-GB') */
  locale?: string;
  /** the signed-in user, or `null` for a visitor (prices blurred, Watch → registration) */
  user?: SessionUser | null;
  /**
   * the time and timers widgets judge by; default the client's server clock (`client.clock`), so windows the
   * server defines (holds, series openings) follow the server's time, not the device's (tests pass a fake clock)
   */
  clock?: WidgetClock;
  /** the host's own wording, by message id, over the variant's catalogue */
  messages?: CatalogueOverrides;
  /**
   * Called when a widget wants to go somewhere (sign in, register, questionnaire, bond detail, market, trade).
   * Without it, links are followed by the browser (`hrefFor`).
   */
  onNavigate?: (target: NavigateTarget) => void;
  /** the address of a target, used for real `href`s on links (default: bondkit's standard routes) */
  hrefFor?: (target: NavigateTarget) => string;
  /** where to inject the CSS: a shadow root (custom elements) instead of the document */
  styleRoot?: StyleRoot;
  /**
   * A name for this instance, given to its landmarks (search, notifications, asides), so several instances on
   * one page stay distinguishable (e.g. 'Transport bonds').
   */
  label?: string;
  /**
   * Where widgets announce what they changed (a trade: positions, market, orders, accounts) and hear of it, so
   * every widget showing that data loads it again. Default: the client's channel, shared by every provider on
   * the same client; give one channel (`createRefreshChannel()`) to providers on different clients to share it.
   */
  refresh?: RefreshChannel;
  children?: ReactNode;
}

/**
 * {@link BondkitProvider} without the toasts: the widgets' context and the theme and core CSS. For hosts that
 * mount one widget per provider and give toasts only to widgets that show them (`withToasts`), as the custom
 * elements do; a widget's toasts below it without a {@link ToastProvider} are dropped.
 */
export function BondkitContextProvider({
  client,
  variant = 'standard',
  theme = 'light',
  locale = 'en-GB',
  user = null,
  clock = client.clock,
  messages,
  onNavigate,
  hrefFor = defaultHref,
  styleRoot,
  label,
  refresh,
  children,
}: BondkitProviderProps) {
  const channel = refresh ?? null;
  const onNavigateRef = useLatest(onNavigate);
  const handlesNavigation = onNavigate !== undefined;

  const catalogue = useMemo(() => getRegisteredCatalogue(variant, messages), [variant, messages]);
  const value = useMemo<BondkitContextValue>(
    () => ({
      client,
      variant,
      theme,
      locale,
      user,
      clock,
      catalogue,
      t: makeTranslate(catalogue),
      navigate: (target) => {
        const handler = onNavigateRef.current;
        if (handler) handler(target);
        else fallbackContext.navigate(target);
      },
      handlesNavigation,
      hrefFor,
      styleRoot: styleRoot ?? null,
      label: label?.trim() || null,
      refresh: channel,
    }),
    [
      client,
      variant,
      theme,
      locale,
      user,
      clock,
      catalogue,
      handlesNavigation,
      hrefFor,
      styleRoot,
      label,
      channel,
    ],
  );

  return (
    <BondkitContext.Provider value={value}>
      <ProviderStyles />
      {children}
    </BondkitContext.Provider>
  );
}

function ProviderStyles() {
  useStyles('bk-theme', themeCss);
  useUiStyles(coreStyles);
  return null;
}
