import type { ComponentType } from 'react';

/**
 * The widget, rendered only once its `key` prop is set: an element waiting for its `product-id` renders
 * nothing until the page gives one.
 */
export function renderWhenSet<P extends object, K extends keyof P>(
  Widget: ComponentType<P>,
  key: K,
): ComponentType<Partial<P>> {
  return function WhenSet(props: Partial<P>) {
    return props[key] === undefined ? null : <Widget {...(props as P)} />;
  };
}
