import { tradableAedSukuk } from '../support/partner';
import { presetPreferences } from '../support/session';
import { expect, test } from '../support/test';
import { heldPrincipal, main, positionsOf, requestedCode } from './trade-support';

// The partner's purchase (002 §4.4, §5.2): Notional in AED, RFQ, documents read before their checkboxes,
// the purchaser's terms, and the one-time code read from the sandbox's dev inbox.

const EMAIL = 'sukuk@sandbox.bondkit.test';

test('a sukuk partner customer buys with the one-time code from the dev inbox', async ({
  page,
  signIn,
  axe,
}) => {
  test.setTimeout(180_000);
  await presetPreferences(page, { variant: 'sukuk' });
  await signIn('sukuk');
  const held = new Set((await positionsOf(page)).map((p) => p.product_id));
  const product = (await tradableAedSukuk(page.request, held))[0];
  const name = product!.adib_details!.underlying_company_name;

  await page.goto(`/trade/?productId=${product!.product_id}&tradeType=buy`);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Buy ${name}`);
  const amount = main(page).getByLabel('Notional');
  // the partner's default, 10000, is not a multiple of AED 4000: the ticket opens at 8000, with no error
  await expect(amount).toHaveValue('8000');
  await expect(main(page)).not.toContainText('denomination');
  await amount.fill('10000');
  await expect(main(page)).toContainText('Purchase order must be in AED 4000 denomination');
  await amount.fill('8000');
  await expect(main(page).getByRole('region', { name: 'Your quote' })).toHaveAttribute(
    'data-bk-quote-status',
    'ready',
  );
  await main(page).getByRole('button', { name: 'Proceed', exact: true }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Review your order' })).toBeVisible();

  const request = main(page).getByRole('button', { name: 'Request verification code' });
  await expect(request).toBeDisabled();
  const keyFacts = main(page).getByRole('checkbox', { name: /Key Facts Statement/ });
  await expect(keyFacts).toBeDisabled();
  for (const document of ['Key Facts Statement', 'Suitability report', 'Terms and conditions']) {
    await main(page)
      .getByRole('button', { name: `Read the ${document}` })
      .click();
    const dialog = page.getByRole('dialog', { name: document });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
  }
  const boxes = main(page).getByRole('group', { name: 'Before you confirm' }).getByRole('checkbox');
  for (const box of await boxes.all()) await box.check();
  await axe('sukuk trade review');
  const code = await requestedCode(page, EMAIL, () => request.click());

  const modal = page.getByRole('dialog', { name: 'Enter your verification code' });
  await expect(modal).toContainText('You can resend the code in');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Verification code has been sent',
  );
  await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await modal.getByLabel('Verification code').fill(code);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    main(page).getByRole('heading', { level: 2, name: 'Purchase Contract Concluded' }),
  ).toBeVisible();
  expect(await heldPrincipal(page, product!.product_id)).toBe(8000);
});
