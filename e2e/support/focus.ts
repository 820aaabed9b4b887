import { expect, type Page } from '@playwright/test';

/** Asserts focus is on an element of the page, never dropped to `<body>` (or nowhere), after `step`. */
export async function expectFocusKept(page: Page, step: string): Promise<void> {
  const on = await page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body ? 'body' : active.tagName;
  });
  expect(on, `focus after ${step}`).not.toBe('body');
}
