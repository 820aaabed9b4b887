import { useContext } from 'react';
import { BondkitContext } from '../provider/context';

/**
 * What changed on the server, by topic: a trade moves `positions`, `market` (a bond's availability and what the
 * customer invested), `orders` and `accounts` (cash); a Smart Interest order, cash-out or reinvestment
 * `smart-interest` and `accounts`; a guide request `leads`.
 */
export type RefreshTopic = 'market' | 'positions' | 'orders' | 'accounts' | 'smart-interest' | 'leads';

/** The topics an announcement names; `'*'` is every topic (an element's `reload()`). */
export type RefreshTopics = readonly RefreshTopic[] | '*';

/**
 * The page's (or the app's) announcements of changed data, in the page: a widget that changed something says
 * which topics (`invalidate`), and every widget showing one of them loads it again. Widgets on one client share
 * one channel (`refreshChannelOf`), so do the custom elements of one page connection.
 */
export interface RefreshChannel {
  /** says these topics changed: every widget following one of them loads it again */
  invalidate(topics: RefreshTopics): void;
  /** follows the announcements; answers the unsubscribe */
  subscribe(listener: (topics: RefreshTopics) => void): () => void;
}

/** A channel of its own (a `BondkitProvider`'s `refresh`, to share one between providers on other clients). */
export function createRefreshChannel(): RefreshChannel {
  const listeners = new Set<(topics: RefreshTopics) => void>();
  return {
    invalidate(topics) {
      for (const listener of [...listeners]) listener(topics);
    },
    subscribe(listener) {
      const own = (topics: RefreshTopics) => listener(topics);
      listeners.add(own);
      return () => {
        listeners.delete(own);
      };
    },
  };
}

const channels = new WeakMap<object, RefreshChannel>();

/** The channel of a client: every provider on that client shares it (the provider's default). */
export function refreshChannelOf(client: object): RefreshChannel {
  let channel = channels.get(client);
  if (!channel) {
    channel = createRefreshChannel();
    channels.set(client, channel);
  }
  return channel;
}

/** Outside a provider: a channel of its own. */
const NO_CLIENT = {};

/**
 * The provider's refresh channel: its `refresh`, else its client's ({@link refreshChannelOf}). Widgets announce
 * their changes on it (`invalidate`) and follow others' (`subscribe`, or `useLoad`'s topics).
 */
export function useRefreshChannel(): RefreshChannel {
  const { refresh, client } = useContext(BondkitContext);
  return refresh ?? refreshChannelOf(client ?? NO_CLIENT);
}
