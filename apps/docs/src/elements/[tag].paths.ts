/**
 * One page per custom element of packages/elements/custom-elements.json: an element added there gets its page
 * (prose from content/elements/<tag>.md when written, tables always generated) without touching the site.
 */
import path from 'node:path';
import { readElements, readWidgetProps, renderElementPage } from '../../lib/elements';
import { docsRoot, elementProseDir, manifestFile, widgetPropsFile } from '../../lib/paths';

export default {
  watch: [manifestFile, path.join(docsRoot, widgetPropsFile), path.join(elementProseDir, '*.md')],
  paths() {
    const widgetProps = readWidgetProps();
    return readElements().map((element) => ({
      params: { tag: element.declaration.tagName },
      content: renderElementPage(element, widgetProps),
    }));
  },
};
