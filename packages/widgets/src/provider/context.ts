import {
  type BondkitClient,
  type Catalogue,
  type CatalogueOverrides,
  commonMessages,
  formatMessage,
  getRegisteredCatalogue,
  type MessageId,
  type MessageValues,
  registerMessages,
  type SessionUser,
  systemClock,
} from '@bondkit/sdk-core';
import { createContext, useContext } from 'react';
import type { RefreshChannel } from '../shared/refresh';
import type { StyleRoot } from '../theme/inject';
import type { ThemeName } from '../theme/tokens';
import { defaultHref, type NavigateTarget, type WidgetClock, type WidgetVariant } from './types';

/** Translates a message id of the catalogue, filling `{name}` placeholders. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** What every widget reads from {@link BondkitProvider}. */
export interface BondkitContextValue {
  client: BondkitClient | null;
  variant: WidgetVariant;
  theme: ThemeName;
  locale: string;
  user: SessionUser | null;
  clock: WidgetClock;
  catalogue: Catalogue;
  t: Translate;
  /** asks the host to go somewhere (`onNavigate`); without a handler, the browser follows `hrefFor` */
  navigate: (target: NavigateTarget) => void;
  /** whether the host handles navigation itself */
  handlesNavigation: boolean;
  hrefFor: (target: NavigateTarget) => string;
  /** where widget CSS is injected: the document (default) or a shadow root */
  styleRoot: StyleRoot | null;
  /** the instance's name for its landmarks (`BondkitProvider`'s `label`), or null */
  label: string | null;
  /**
   * where widgets announce changed data and hear of it: `BondkitProvider`'s `refresh`, or `null` for the
   * client's channel (`refreshChannelOf(client)`; `useRefreshChannel()` answers either)
   */
  refresh: RefreshChannel | null;
}

/**
 * Under the test runner only (never in a browser; production bundles drop the check, as React's do with
 * `process.env.NODE_ENV`): an id whose domain no widget registered is an error.
 */
const strictMessages = process.env.NODE_ENV !== 'production' && Boolean(globalThis.process?.env.VITEST);

export function makeTranslate(catalogue: Catalogue): Translate {
  return (id, values) => {
    if (strictMessages && !(id in catalogue))
      throw new Error(
        `message '${id}' is not registered: the widget showing it must registerMessages(its domain)`,
      );
    return formatMessage(catalogue, id, values);
  };
}

// the texts every widget shows; each widget registers its own domains (a bundle carries only those texts)
registerMessages(commonMessages);
const standardCatalogue = getRegisteredCatalogue('standard');

/** Used when a primitive renders outside a provider: English, light theme, real clock, no client. */
export const fallbackContext: BondkitContextValue = {
  client: null,
  variant: 'standard',
  theme: 'light',
  locale: 'en-GB',
  user: null,
  clock: systemClock,
  catalogue: standardCatalogue,
  t: makeTranslate(standardCatalogue),
  navigate: (target) => {
    if (typeof window !== 'undefined') window.location.assign(defaultHref(target));
  },
  handlesNavigation: false,
  hrefFor: defaultHref,
  styleRoot: null,
  label: null,
  refresh: null,
};

export const BondkitContext = createContext<BondkitContextValue>(fallbackContext);

/** Everything the provider holds: client, variant, theme, locale, user, clock, messages and navigation. */
export function useBondkit(): BondkitContextValue {
  return useContext(BondkitContext);
}

/** `t(id, values)` over the provider's catalogue (the variant's wording plus the host's overrides). */
export function useMessages(): Translate {
  return useContext(BondkitContext).t;
}

/** The provider's client; throws a clear error when a data widget is rendered without one. */
export function useClient(): BondkitClient {
  const { client } = useContext(BondkitContext);
  if (!client) throw new Error('bondkit: this widget needs a <BondkitProvider client={…}> above it.');
  return client;
}

export type { CatalogueOverrides };
