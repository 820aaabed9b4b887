import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { partOf, uiAnatomy } from './anatomy';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** a square icon-only button: give it an `aria-label` */
  icon?: boolean;
}

/**
 * A native `<button type="button">` on the theme tokens. `forwardRef` (not `ref` as a prop) so a ref reaches the
 * button on React 18 and preact/compat too.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'secondary', size = 'md', icon, className, type, ...rest },
  ref,
) {
  const classes = [`bk-button--${variant}`];
  if (size === 'sm') classes.push('bk-button--sm');
  if (icon) classes.push('bk-button--icon');
  if (className) classes.push(className);
  return (
    <button ref={ref} type={type ?? 'button'} {...partOf(uiAnatomy, 'button', classes.join(' '))} {...rest} />
  );
});

/**
 * A button that keeps its focus while it cannot be pressed: `aria-disabled` while `held`, presses ignored (a
 * `disabled` button would drop the focus to the page's body while a call it started is in flight).
 */
export function HeldButton({
  held,
  onPress,
  ...rest
}: Omit<ButtonProps, 'onClick' | 'disabled'> & { held: boolean; onPress: () => void }) {
  return (
    <Button
      {...rest}
      aria-disabled={held || undefined}
      onClick={() => {
        if (!held) onPress();
      }}
    />
  );
}
