/** The live examples' `api-base` (DOCS_API_BASE at build time, default `/api`). */
declare const __BK_DOCS_API_BASE__: string;

declare module '*.vue' {
  import type { DefineComponent } from 'vue';

  const component: DefineComponent<object, object, unknown>;
  export default component;
}
