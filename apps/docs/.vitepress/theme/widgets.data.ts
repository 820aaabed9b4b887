/** The React widgets' props, read by TypeDoc from @bondkit/widgets' types (scripts/generate.ts). */
import path from 'node:path';
import { defineLoader } from 'vitepress';
import { readWidgetProps } from '../../lib/elements';
import { docsRoot, type WidgetPropsFile, widgetPropsFile } from '../../lib/paths';

declare const data: WidgetPropsFile;

export { data };

export default defineLoader({
  watch: [path.join(docsRoot, widgetPropsFile)],
  load: (): WidgetPropsFile => readWidgetProps(),
});
