import { ToastProvider } from '../ui/toasts';
import { BondkitContextProvider, type BondkitProviderProps } from './context-provider';

export type { BondkitProviderProps } from './context-provider';

/**
 * Gives the widgets below it their client, variant, theme, locale, user, clock, messages and navigation,
 * injects the theme and the core of the primitives' CSS once (into the document, or `styleRoot`; the other
 * primitives add theirs when they render), and hosts the toasts.
 *
 * @example
 * ```tsx
 * <BondkitProvider client={client} variant="standard" theme="light" user={user} onNavigate={go}>
 *   <MarketTable addressMode="hash" />
 * </BondkitProvider>
 * ```
 */
export function BondkitProvider({ children, ...props }: BondkitProviderProps) {
  return (
    <BondkitContextProvider {...props}>
      <ToastProvider>{children}</ToastProvider>
    </BondkitContextProvider>
  );
}
