import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// the elements render through their own React roots, outside act(): tests wait for the DOM instead
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

afterEach(() => {
  document.body.replaceChildren();
});

// queries run inside shadow roots, which Testing Library's DOM printer refuses: report the message and the
// start of the markup instead
configure({
  getElementError: (message, container) => {
    const markup = container && 'innerHTML' in container ? String(container.innerHTML).slice(0, 2000) : '';
    return new Error([message, markup].filter(Boolean).join('\n\n'));
  },
});
