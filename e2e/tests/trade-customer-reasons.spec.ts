import { SANDBOX_NOW } from '../env';
import { tradableAedSukuk } from '../support/partner';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { buyableBond, main, positionsOf, quoteReady } from './trade-support';

// A disabled action says why, beside it, and the button names that text (aria-describedby), so keyboard and
// screen-reader users learn it too (002 §4.4, §5.2; 000's Smart Interest quote).

test('the sukuk review says what to do before a verification code can be requested, the waiver included', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  const held = new Set((await positionsOf(page)).map((p) => p.product_id));
  const product = (await tradableAedSukuk(page.request, held))[0];
  await page.goto(`/trade/?productId=${product!.product_id}&tradeType=buy`);
  await expect(main(page).getByRole('region', { name: 'Your quote' })).toHaveAttribute(
    'data-bk-quote-status',
    'ready',
  );
  await main(page).getByRole('button', { name: 'Proceed', exact: true }).click();

  const request = main(page).getByRole('button', { name: 'Request verification code' });
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription(
    'Read each document, then tick every box above, to request a verification code.',
  );
  await expect(
    main(page).getByText('Read each document, then tick every box above, to request a verification code.'),
  ).toBeVisible();
  for (const document of ['Key Facts Statement', 'Suitability report', 'Terms and conditions']) {
    await main(page)
      .getByRole('button', { name: `Read the ${document}` })
      .click();
    const dialog = page.getByRole('dialog', { name: document });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  // every box but the cooling-off waiver: still disabled, and still saying so
  const boxes = main(page).getByRole('group', { name: 'Before you confirm' }).getByRole('checkbox');
  const waiver = main(page).getByRole('checkbox', { name: /cooling-off/i });
  await expect(waiver).toHaveCount(1);
  for (const box of await boxes.all()) await box.check();
  await waiver.uncheck();
  await expect(request).toBeDisabled();
  await expect(request).toHaveAccessibleDescription('Tick every box above to request a verification code.');
  await waiver.check();
  await expect(request).toBeEnabled();
  await expect(request).toHaveAccessibleDescription('');
  await expect(main(page).getByText('Tick every box above to request a verification code.')).toHaveCount(0);

  // the code dialog's Confirm waits for the code, and says so
  await request.click();
  const modal = page.getByRole('dialog', { name: 'Enter your verification code' });
  const confirm = modal.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Enter the verification code to confirm.');
  await modal.getByLabel('Verification code').fill('123456');
  await expect(confirm).toBeEnabled();
  await expect(confirm).toHaveAccessibleDescription('');
});

test('the standard ticket says why Proceed and Confirm trade are disabled', async ({ page, signIn }) => {
  await signIn('investor');
  const product = await buyableBond(page, 6);
  await page.goto(`/trade/?productId=${product.product_id}&tradeType=buy`);
  await quoteReady(page);
  const proceed = main(page).getByRole('button', { name: 'Proceed to review' });
  await expect(proceed).toHaveAccessibleDescription('');
  await main(page).getByLabel('Amount to invest').fill('');
  await expect(proceed).toBeDisabled();
  await expect(proceed).toHaveAccessibleDescription('Enter an amount to continue.');
  await expect(main(page).getByText('Enter an amount to continue.')).toBeVisible();
  await main(page).getByLabel('Amount to invest').fill('1000');
  await quoteReady(page);
  await proceed.click();

  const confirm = main(page).getByRole('button', { name: 'Confirm trade' });
  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Tick both agreements above to confirm the trade.');
  await main(page)
    .getByRole('checkbox', { name: /Investor Agreement/ })
    .check();
  await expect(confirm).toHaveAccessibleDescription('Tick both agreements above to confirm the trade.');
  await main(page)
    .getByRole('checkbox', { name: /Fractional Bonds Agreement/ })
    .check();
  await expect(confirm).toBeEnabled();
  await expect(confirm).toHaveAccessibleDescription('');
});

test('the Smart Interest quote’s Invest names the reason it is disabled', async ({ page }) => {
  await page.clock.setFixedTime(new Date(SANDBOX_NOW));
  await page.goto('/smart-interest/');
  const form = main(page).getByRole('region', { name: 'Smart Interest', exact: true });
  const invest = form.getByRole('button', { name: 'Invest' });
  await form.getByLabel('Amount to invest').fill('50');
  await expect(invest).toBeDisabled();
  await expect(invest).toHaveAccessibleDescription('The minimum that can be invested is £100.00.');
  await form.getByLabel('Amount to invest').fill('2500');
  await expect(invest).toBeEnabled();
  await expect(invest).toHaveAccessibleDescription('');
});
