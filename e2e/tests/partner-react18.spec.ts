import { eventsOf, expect, test } from '../support/partner';

// A partner page that is its own React 18 app hosting <bk-savings-calculator> (the standalone bundle, React 19
// inside): the host's React keeps working, passes its state as attributes and reads the element's events.

test('a React 18 app hosts the calculator: attributes from its state, events into its state', async ({
  page,
  partner,
}) => {
  await partner.open('/react18.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan your savings' })).toBeVisible();
  await expect(page.getByText('This page is a React 18.3.1 app.', { exact: false })).toBeVisible();
  const calculator = page.locator('bk-savings-calculator');
  const finalValue = calculator.locator('.bk-calc__figure--final dd');
  await expect(finalValue).toHaveText('£1,275,077.43');

  // the element's event reached the React app's state
  const hostResult = page.locator('#host-result');
  await expect(hostResult).toHaveText(/^The calculator reported a final value of 1275077\.43 GBP/);

  // the React app's state reaches the element as attributes
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(calculator).toHaveAttribute('currency', 'EUR');
  await expect(finalValue).toHaveText('€1,275,077.43');
  await expect(hostResult).toHaveText(/final value of 1275077\.43 EUR/);
  await page.getByLabel('Dark theme').check();
  await expect(calculator.locator('.bk-calc')).toHaveAttribute('data-bk-theme', 'dark');
  await page.getByLabel('Dark theme').uncheck();
  await expect(calculator).not.toHaveAttribute('theme', /.*/);
  await expect(calculator.locator('.bk-calc')).toHaveAttribute('data-bk-theme', 'light');

  // typing in the element updates the React app, which still renders (two Reacts on one page)
  const start = calculator.getByRole('textbox', { name: 'Start amount' });
  await start.fill('20000');
  await start.press('Enter');
  await expect(hostResult).not.toHaveText(/final value of 1275077\.43 EUR/);
  const shown = ((await finalValue.textContent()) ?? '').replace(/\D/g, '');
  await expect(hostResult).toHaveText(
    new RegExp(`final value of ${shown.slice(0, -2)}\\.${shown.slice(-2)} EUR`),
  );
  expect(eventsOf(await partner.eventLog(), 'bk-ready')).toEqual(['bk-ready from calculator: visitor']);

  await partner.axe('the React 18 partner page');
});
