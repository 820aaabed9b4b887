import type { ComponentPropsWithRef } from 'react';

/** Visual weight of a button. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** a square icon-only button: give it an `aria-label` */
  icon?: boolean;
}

/** A native `<button type="button">` on the theme tokens. */
export function Button({ variant = 'secondary', size = 'md', icon, className, type, ...rest }: ButtonProps) {
  const classes = ['bk-button', `bk-button--${variant}`];
  if (size === 'sm') classes.push('bk-button--sm');
  if (icon) classes.push('bk-button--icon');
  if (className) classes.push(className);
  return <button type={type ?? 'button'} className={classes.join(' ')} {...rest} />;
}
