export {
  createRefreshChannel,
  type RefreshChannel,
  type RefreshTopic,
  type RefreshTopics,
  refreshChannelOf,
  useRefreshChannel,
} from '../shared/refresh';
export { BondkitProvider, type BondkitProviderProps } from './bondkit-provider';
export { type BondkitContextValue, type Translate, useBondkit, useClient, useMessages } from './context';
export { BondkitContextProvider } from './context-provider';
export { NavLink, type NavLinkProps } from './nav-link';
export { defaultHref, type NavigateTarget, type WidgetClock, type WidgetVariant } from './types';
export { useStyles } from './use-styles';
export { WidgetRoot } from './widget-root';
