import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The sandbox's developer panel at the demo host's page foot (persona, variant, theme, page version). */
export const sandboxPanel = (page: Page): Locator => page.getByRole('complementary', { name: 'Sandbox' });

/** Opens the sandbox panel (collapsed on every page load) and returns it. */
export async function openSandboxPanel(page: Page): Promise<Locator> {
  const panel = sandboxPanel(page);
  const toggle = panel.getByRole('button', { name: 'Sandbox', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return panel;
}
