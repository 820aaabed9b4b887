import { en as englishIssues } from 'zod/locales';
import { config } from 'zod/mini';

/**
 * Gives the issues of every zod schema in this JavaScript realm zod's English texts (`Invalid input: expected
 * string, received undefined`, `Too small: expected array to have >=1 items`, …) instead of zod/mini's bare
 * `Invalid input`.
 *
 * sdk-core's schemas are built with `zod/mini`, which loads no locale so the widget bundles stay small; the
 * texts only matter where issue messages are shown or answered (the sandbox's 400 field errors, logs): call
 * it once at start-up there. Schemas' own messages (`'a decimal number as a string'`, message ids) are
 * unaffected. The setting is zod's global configuration, shared with any other copy of zod 4 in the realm.
 */
export function enableSchemaErrorMessages(): void {
  config(englishIssues());
}
