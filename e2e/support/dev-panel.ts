import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The sandbox's developer panel at the demo host's page foot (persona, variant, theme, page version). */
export const sandboxPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Sandbox' });

/**
 * Opens the sandbox panel (collapsed on every page load) and returns it. The panel sits at the page foot, so
 * it moves while the page above it loads: a pointer click could press on the toggle and release beside it
 * (no click at all). The keyboard opens it wherever it is, as a keyboard user would.
 */
export async function openSandboxPanel(page: Page): Promise<Locator> {
  const panel = sandboxPanel(page);
  const toggle = panel.getByRole('button', { name: 'Sandbox', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}
