import { SANDBOX_URL } from '../env';
import { BANK_GOLD, BANK_PRIMARY, eventsOf, expect, PARTNER_URL, test } from '../support/partner';

// The marketing page drops the calculator in with one script tag, from the standalone build (React inside) and
// from the lite build (preact/compat): both pass the same tests.
const BUILDS = [
  { name: 'standalone', page: '/marketing.html', bundle: '/elements/standalone/savings-calculator.js' },
  { name: 'lite', page: '/marketing-lite.html', bundle: '/elements/lite/savings-calculator.js' },
] as const;

const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');

for (const build of BUILDS) {
  test.describe(`the savings calculator on the partner's marketing page (${build.name} build)`, () => {
    test('renders from its one script tag, sends its events to the page, and is axe-clean', async ({
      page,
      partner,
    }) => {
      const loaded: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(`${PARTNER_URL}/elements/`))
          loaded.push(new URL(response.url()).pathname);
      });
      await partner.open(build.page);
      const calculator = page.locator('bk-savings-calculator');
      await expect(calculator.getByRole('heading', { name: 'Savings calculator' })).toBeVisible();
      const finalValue = calculator.locator('.bk-calc__figure--final dd');
      await expect(finalValue).toHaveText('£1,275,077.43');
      // the page's own call to action, slotted into the element
      await expect(calculator.getByRole('link', { name: 'Open a sukuk account' })).toBeVisible();

      // the page's event log heard the element (bubbling, composed events from the host element)
      await expect
        .poll(async () => eventsOf(await partner.eventLog(), 'bk-ready'))
        .toContain('bk-ready from calculator: visitor');
      expect(eventsOf(await partner.eventLog(), 'bk-calculation-changed')).toContain(
        'bk-calculation-changed from calculator: final value 1275077.43',
      );

      // every script came from the partner's own origin, from this build only; neither the calculator nor the
      // guide form asks the API anything before the visitor acts (the fixed-rate quote loads its series)
      expect(loaded).toContain(build.bundle);
      expect(loaded.every((path) => path.startsWith(`/elements/${build.name}/`))).toBe(true);
      for (const request of partner.apiRequests) {
        expect(new URL(request.url).pathname).toMatch(/^\/api\/(customers\/me|smart-interest)\//);
      }

      await partner.axe(`${build.page} with the calculator`);
    });

    test('takes the bank’s theme from custom properties and ::part(), and the page’s font', async ({
      page,
      partner,
    }) => {
      await partner.open(build.page);
      const calculator = page.locator('bk-savings-calculator');
      await expect(calculator.locator('.bk-calc__figure--final dd')).toHaveText('£1,275,077.43');
      const paidSwatch = calculator.locator('.bk-calc__swatch--paid');
      await expect(paidSwatch).toHaveCSS('background-color', BANK_PRIMARY);
      const disclaimer = calculator.locator('[part~="disclaimer"]');
      await expect(disclaimer).toHaveCSS('border-left-color', BANK_GOLD);
      await expect(disclaimer).toHaveCSS('border-left-width', '4px');
      // the bank's serif font reaches inside the shadow root
      expect(
        await calculator.locator('.bk-calc__title').evaluate((node) => getComputedStyle(node).fontFamily),
      ).toContain('Georgia');
    });

    test('re-renders when an attribute changes, and the page hears every new projection', async ({
      page,
      partner,
    }) => {
      await partner.open(build.page);
      const calculator = page.locator('bk-savings-calculator');
      const finalValue = calculator.locator('.bk-calc__figure--final dd');
      await expect(finalValue).toHaveText('£1,275,077.43');

      await calculator.evaluate((element) => element.setAttribute('currency', 'EUR'));
      await expect(finalValue).toHaveText('€1,275,077.43');

      await calculator.evaluate((element) => element.setAttribute('years', '10'));
      await expect(calculator.getByRole('textbox', { name: 'Number of years' })).toHaveValue('10');
      await expect(finalValue).not.toHaveText('€1,275,077.43');
      const tenYears = digits(await finalValue.textContent());

      await calculator.evaluate((element) => element.setAttribute('theme', 'dark'));
      await expect(calculator.locator('.bk-calc')).toHaveAttribute('data-bk-theme', 'dark');

      // removing an attribute goes back to the default
      await calculator.evaluate((element) => element.removeAttribute('currency'));
      await expect(finalValue).toHaveText(/^£/);
      expect(digits(await finalValue.textContent())).toBe(tenYears);

      // a user's change leaves as bk-calculation-changed, with the projection the element shows
      const heard = page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener(
              'bk-calculation-changed',
              (event) => resolve((event as CustomEvent<{ finalValue: string }>).detail.finalValue),
              { once: true },
            );
          }),
      );
      const start = calculator.getByRole('textbox', { name: 'Start amount' });
      await start.fill('20000');
      await start.press('Enter');
      const reported = await heard;
      expect(digits(reported)).not.toBe(tenYears);
      await expect.poll(async () => digits(await finalValue.textContent())).toBe(digits(reported));
      expect(eventsOf(await partner.eventLog(), 'bk-calculation-changed')).toContain(
        `bk-calculation-changed from calculator: final value ${reported}`,
      );
      await partner.axe(`${build.page} in the dark theme`);
    });

    test('the fixed-rate quote prices a visitor’s amount, tells the page, and sends them to register', async ({
      page,
      partner,
    }) => {
      await partner.open(build.page);
      const quote = page.locator('bk-smart-interest-quote');
      const series = quote.getByRole('group', { name: 'Choose a series' });
      await expect(series.getByRole('radio').first()).toBeChecked();
      // the bank's colours reach the element's button through the custom properties
      await expect(quote.getByRole('button', { name: 'Invest' })).toHaveCSS('background-color', BANK_PRIMARY);
      await quote.getByRole('textbox', { name: 'Amount to invest' }).fill('2500');
      await expect(quote.getByRole('region', { name: 'Your quote' })).toContainText('Total returned');
      await expect
        .poll(async () => eventsOf(await partner.eventLog(), 'bk-quote-changed').length)
        .toBeGreaterThan(0);
      // another currency: the element restarts with that currency's series
      await quote.evaluate((element) => element.setAttribute('currency', 'EUR'));
      await expect(quote.getByRole('textbox', { name: 'Amount to invest' })).toHaveValue(/^\d/);
      await expect(quote.locator('.bk-si__affix')).toHaveText('€');
      await partner.axe(`${build.page} with the fixed-rate quote`);

      await quote.getByRole('button', { name: 'Invest' }).click();
      await expect(page).toHaveURL(/\/bank\.html#open-account$/);
    });

    test('the guide form sends the lead without a token or cookies and hands the guide to the browser', async ({
      page,
      partner,
    }) => {
      await partner.open(build.page);
      const guide = page.locator('bk-guide-form');
      await expect
        .poll(async () => eventsOf(await partner.eventLog(), 'bk-ready'))
        .toContain('bk-ready from guide: visitor');
      await partner.axe(`${build.page} with the guide form`);

      // the platform fails once: the catalogue's message, and nothing typed is lost
      let failures = 1;
      await page.route(`${SANDBOX_URL}/api/guides/**`, async (route) => {
        if (route.request().method() === 'POST' && failures-- > 0) {
          return route.fulfill({
            status: 500,
            body: 'Internal Server Error',
            headers: { 'content-type': 'text/plain', 'access-control-allow-origin': PARTNER_URL },
          });
        }
        return route.continue();
      });
      const email = `partner-${build.name}@example.com`;
      await guide.getByRole('textbox', { name: 'Email' }).fill(email);
      await guide.getByRole('textbox', { name: 'First name' }).fill('Noor');
      await guide.getByRole('textbox', { name: 'Last name' }).fill('Partner');
      await guide.getByRole('textbox', { name: 'Contact number' }).fill('07911 123456');
      await guide
        .getByRole('group', { name: 'Would you like to receive our newsletter?' })
        .getByRole('radio', { name: 'Yes' })
        .check();
      await guide.getByRole('button', { name: 'Download the guide' }).click();
      await expect(
        guide.getByText('Error downloading. Please contact support if the issue continues.'),
      ).toBeVisible();
      await expect(guide.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

      const download = page.waitForEvent('download');
      await guide.getByRole('button', { name: 'Download the guide' }).click();
      expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
      await expect(guide.getByText('Download successful.')).toBeVisible();
      await expect
        .poll(async () => eventsOf(await partner.eventLog(), 'bk-lead-submitted'))
        .toEqual(['bk-lead-submitted from guide']);
      // the visitor's calls carry neither a token nor cookies
      expect(partner.apiRequests.length).toBeGreaterThan(0);
      for (const request of partner.apiRequests) {
        expect(request.authorization).toBeUndefined();
        expect(request.cookie).toBeUndefined();
      }
    });
  });
}
