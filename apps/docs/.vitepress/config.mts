import { existsSync, readFileSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { type DefaultTheme, defineConfig, type Plugin } from 'vitepress';
import { readElements } from '../lib/elements';
import { focusableTablesPlugin, liveFencePlugin } from '../lib/live-fence';
import { docsRoot, elementsDist } from '../lib/paths';
import { createDocsMiddleware, elementsDistDir, sandboxOrigin } from '../server/handlers';

/**
 * Where the live examples' elements send their API calls (`api-base`). Default `/api`: the docs server's proxy
 * to the sandbox (server/serve.ts, or the dev server below), so no CORS is involved. An absolute URL
 * (`DOCS_API_BASE=https://sandbox.example/api`) works when that API allows the site's origin.
 */
const apiBase = process.env.DOCS_API_BASE ?? '/api';

/** The dev server's own proxy and token endpoint (the built site uses server/serve.ts for the same). */
function docsDevServer(): Plugin {
  return {
    name: 'bondkit-docs-server',
    configureServer(server) {
      server.middlewares.use(
        createDocsMiddleware({
          sandboxUrl: sandboxOrigin(process.env.DOCS_SANDBOX_URL),
          elementsDist: elementsDistDir(),
        }),
      );
    },
  };
}

function elementsSidebar(): DefaultTheme.SidebarItem[] {
  return readElements().map((element) => ({
    text: `&lt;${element.declaration.tagName}&gt;`,
    link: `/elements/${element.declaration.tagName}`,
  }));
}

/**
 * The sdk-core reference's sidebar, written by TypeDoc (scripts/generate.ts): one group per domain. Groups are
 * not collapsible (VitePress's collapsible groups nest a focusable caret in a role="button": an axe failure).
 */
function apiSidebar(): DefaultTheme.SidebarItem[] {
  const file = path.join(docsRoot, 'src/sdk-core/typedoc-sidebar.json');
  if (!existsSync(file)) return [];
  const open = (items: DefaultTheme.SidebarItem[]): DefaultTheme.SidebarItem[] =>
    items.map(({ collapsed: _collapsed, items: children, ...item }) => ({
      ...item,
      ...(children ? { items: open(children) } : {}),
    }));
  return open(JSON.parse(readFileSync(file, 'utf8')) as DefaultTheme.SidebarItem[]);
}

const guideSidebar = (): DefaultTheme.SidebarItem[] => [
  {
    text: 'Get started',
    items: [
      { text: 'Choose your path', link: '/guide/' },
      { text: 'Partner bank', link: '/guide/partner-bank' },
      { text: 'Marketing page', link: '/guide/marketing-page' },
      { text: 'React app', link: '/guide/react' },
      { text: 'Headless sdk-core', link: '/guide/headless' },
    ],
  },
  {
    text: 'Elements',
    items: [{ text: 'Overview', link: '/elements/' }, ...elementsSidebar()],
  },
  {
    text: 'Guides',
    items: [
      { text: 'Theming', link: '/theming' },
      { text: 'Security & CSP', link: '/security' },
      { text: 'Sandbox', link: '/sandbox' },
      { text: 'State machines', link: '/machines' },
      { text: 'sdk-core API', link: '/sdk-core/' },
      { text: 'Changelog', link: '/changelog' },
    ],
  },
];

export default defineConfig({
  title: 'bondkit',
  description:
    'Embeddable bond-investing widgets: custom elements for partner sites, React widgets and a headless core.',
  lang: 'en-GB',
  srcDir: 'src',
  cleanUrls: false,
  // every internal link must resolve: a dead one fails the build
  ignoreDeadLinks: false,
  lastUpdated: false,
  head: [
    ['link', { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }],
    ['meta', { name: 'theme-color', content: '#0a58a8' }],
  ],
  markdown: {
    // high-contrast code colours: every token meets WCAG AA on the code block's background
    theme: { light: 'github-light-high-contrast', dark: 'github-dark-high-contrast' },
    config: (md) => {
      liveFencePlugin(md);
      focusableTablesPlugin(md);
    },
  },
  vue: {
    template: { compilerOptions: { isCustomElement: (tag: string) => tag.startsWith('bk-') } },
  },
  vite: {
    define: { __BK_DOCS_API_BASE__: JSON.stringify(apiBase) },
    plugins: [docsDevServer()],
    server: { host: '127.0.0.1' },
    // the local search index (loaded when the search opens) and the message catalogue's reference page are big
    build: { chunkSizeWarningLimit: 1200 },
  },
  themeConfig: {
    nav: [
      { text: 'Get started', link: '/guide/', activeMatch: '^/guide/' },
      { text: 'Elements', link: '/elements/', activeMatch: '^/elements/' },
      { text: 'Theming', link: '/theming' },
      { text: 'Security', link: '/security' },
      { text: 'Sandbox', link: '/sandbox' },
      { text: 'sdk-core API', link: '/sdk-core/', activeMatch: '^/sdk-core/' },
      { text: 'Changelog', link: '/changelog' },
    ],
    sidebar: {
      '/sdk-core/': [
        {
          text: 'sdk-core API',
          items: [
            { text: 'Overview', link: '/sdk-core/' },
            { text: 'Back to the guides', link: '/guide/' },
          ],
        },
        ...apiSidebar(),
      ],
      '/': guideSidebar(),
    },
    outline: { level: [2, 3] },
    search: { provider: 'local' },
    docFooter: { prev: false, next: false },
  },
  /** The built site carries the element bundles its live examples load (dist/elements/standalone, /lite). */
  async buildEnd(site) {
    for (const build of ['standalone', 'lite']) {
      const from = path.join(elementsDist, build);
      if (!existsSync(from)) throw new Error(`${from} is missing: build @bondkit/elements first`);
      await cp(from, path.join(site.outDir, 'elements', build), {
        recursive: true,
        filter: (file) => !file.endsWith('.map'),
      });
    }
  },
});
