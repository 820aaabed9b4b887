import { configure } from '@testing-library/dom';
import { afterAll, afterEach } from 'vitest';

// the elements render through their own React roots, outside act(): tests wait for the DOM instead
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  document.body.replaceChildren();
});

// preact (the lite build) runs effects after the next frame, or after a 35 ms timer when no frame comes; a
// timer left when jsdom is torn down calls the removed cancelAnimationFrame and fails the run. One more frame
// lets every such wait end first (frames run in order, each clears its timer).
afterAll(async () => {
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
});

// queries run inside shadow roots, which Testing Library's DOM printer refuses: report the message and the
// start of the markup instead
configure({
  getElementError: (message, container) => {
    const html = container && 'innerHTML' in container ? String(container.innerHTML) : '';
    // the widgets' <style> (jsdom has no adopted sheets) would fill the excerpt
    const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').slice(0, 3000);
    return new Error([message, markup].filter(Boolean).join('\n\n'));
  },
});
