/**
 * The parts of the guide form (part name → class), beside the primitives' (`uiAnatomy`): the widget renders each
 * class with its `part` attribute, and its element exposes them for `::part()`. Its fields and their errors
 * are the `Field` primitive's (`fieldAnatomy`).
 */
import { fieldAnatomy } from '../ui/field';

export const guideFormAnatomy = {
  title: 'bk-guide__title',
  form: 'bk-guide__form',
  ...fieldAnatomy,
  actions: 'bk-guide__actions',
} as const;
