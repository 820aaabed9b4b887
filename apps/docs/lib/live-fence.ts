/**
 * Live examples in markdown: a fence ```` ```html live ```` shows its HTML as code and, below it, runs the
 * same HTML in a `<LiveExample>` (.vitepress/theme/LiveExample.vue), which loads the element bundles and points
 * the elements at the sandbox.
 *
 * Options after `live`: `session=sukuk|investor` (signed in: the example asks this site's /docs-session for a
 * customer token and gives the elements `getAccessToken`), `build=lite` (the preact/compat bundles).
 *
 * The live copy differs from the code in two ways only: `<script>` tags are left out (LiveExample loads the
 * bundles) and `api-base="…"` becomes `data-live-api` (LiveExample sets the site's sandbox address once the
 * element's properties are in place).
 */
import type { MarkdownRenderer } from 'vitepress';

export interface LiveOptions {
  session?: string;
  build?: string;
}

export function parseLiveInfo(info: string): LiveOptions | null {
  const words = info.trim().split(/\s+/);
  if (words[0] !== 'html' || !words.includes('live')) return null;
  const options: LiveOptions = {};
  for (const word of words.slice(1)) {
    const [key, value] = word.split('=');
    if (key === 'session' && value) options.session = value;
    if (key === 'build' && value) options.build = value;
  }
  return options;
}

/** The HTML the example runs. */
export function liveHtml(code: string): string {
  return code
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/gi, '')
    .replace(/\sapi-base="[^"]*"/g, ' data-live-api')
    .trim();
}

const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Tables scroll sideways when they are wider than the page (VitePress sets `overflow-x: auto`): focusable, so
 * a keyboard can scroll them too.
 */
export function focusableTablesPlugin(md: MarkdownRenderer): void {
  const open = md.renderer.rules.table_open;
  md.renderer.rules.table_open = (tokens, index, options, env, self) => {
    tokens[index]!.attrSet('tabindex', '0');
    return open ? open(tokens, index, options, env, self) : self.renderToken(tokens, index, options);
  };
}

export function liveFencePlugin(md: MarkdownRenderer): void {
  const fence = md.renderer.rules.fence!;
  md.renderer.rules.fence = (tokens, index, options, env, self) => {
    const token = tokens[index]!;
    const live = parseLiveInfo(token.info);
    if (!live) return fence(tokens, index, options, env, self);
    token.info = 'html';
    const code = fence(tokens, index, options, env, self);
    const attributes = [
      live.session ? ` session="${escapeAttribute(live.session)}"` : '',
      live.build ? ` build="${escapeAttribute(live.build)}"` : '',
    ].join('');
    return `<div class="live-example">${code}<LiveExample${attributes}><div v-pre class="live-example__stage">${liveHtml(token.content)}</div></LiveExample></div>\n`;
  };
}
