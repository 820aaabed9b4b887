/**
 * Anatomies: each widget declares its parts once — part name → the class of the element it lands on — and
 * renders both the class and the `part` attribute from it ({@link partOf}); the custom elements read the same
 * constant, so their `::part()` names are a stable public API.
 */

/** An anatomy: part name → class name. */
export type Anatomy = Readonly<Record<string, string>>;

/**
 * The parts every element exposes, rendered by the primitives: the widget's root box, banners, buttons, text
 * fields, dialogs and drawers, and the notification region.
 */
export const uiAnatomy = {
  root: 'bk-root',
  banner: 'bk-banner',
  button: 'bk-button',
  input: 'bk-input',
  dialog: 'bk-dialog',
  toasts: 'bk-toasts',
} as const;

/**
 * The `className` (its anatomy's, then `extra`) and `part` of one part:
 * `<div {...partOf(marketTableAnatomy, 'toolbar')}>`.
 */
export function partOf<A extends Anatomy>(
  anatomy: A,
  name: keyof A & string,
  extra?: string | false | null,
): { className: string; part: string } {
  const base = anatomy[name] as string;
  return { className: extra ? `${base} ${extra}` : base, part: name };
}

/**
 * A button that is also part `name` of its widget (e.g. the market's `toolbar-button`): the anatomy's class
 * (then `extra`) and the part names `button <name>` — `::part(button)` still styles every button,
 * `::part(<name>)` only these: `<Button {...buttonPartOf(marketTableAnatomy, 'toolbar-button')}>`.
 */
export function buttonPartOf<A extends Anatomy>(
  anatomy: A,
  name: keyof A & string,
  extra?: string,
): { className: string; part: string } {
  return { className: partOf(anatomy, name, extra).className, part: `button ${name}` };
}
