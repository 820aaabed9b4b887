import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, tradableAedSukuk } from '../support/partner';

// Every element inside a partner's layout: the layout page (apps/partner-demo, pages/layout.html) puts one
// element in a box whose width the test sets, signed in through the bank like the bank page, in the default look
// and in the bank's theme (layout.css: serif font, uppercase letter-spaced buttons, a dark toolbar restyling only
// its own buttons through ::part(toolbar-button)). At each container width the element must not overflow its
// box, no figure may be clipped, every control must lie inside the element (or inside a box that scrolls to
// it), and axe finds nothing.

const WIDTHS = [320, 480, 768, 1024, 1440] as const;
const THEMES = ['default', 'partner'] as const;

/** What the checks report for one width and theme (empty lists when all is well). */
interface LayoutReport {
  /** boxes wider inside than they are: the element, its widget root and its figure containers */
  overflowing: string[];
  /** figures whose text does not fit their box */
  clipped: string[];
  /** enabled controls with no box, or outside the element (or the box that clips them) */
  unreachable: string[];
  /** how many figures and controls were looked at */
  figures: number;
  controls: number;
}

/** Sizes the layout page's box and puts the default look or the bank's theme on it. */
async function frameAt(page: Page, width: number, theme: (typeof THEMES)[number]): Promise<void> {
  await page.evaluate(
    ([w, partner]) => {
      const frame = document.getElementById('frame')!;
      frame.style.width = `${w}px`;
      frame.classList.toggle('partner', partner);
    },
    [width, theme === 'partner'] as const,
  );
  // two frames: the container queries, the ResizeObservers and the re-renders they cause have settled
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The layout checks, inside the page: `overflow` and `figures` are selectors inside the element's shadow root. */
function checkLayout(page: Page, overflow: readonly string[], figures: readonly string[]) {
  return page.evaluate(
    ([overflowSelectors, figureSelectors]): LayoutReport => {
      const host = document.getElementById('element')!;
      const shadow = host.shadowRoot!;
      const nameOf = (el: Element) => {
        const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        return `${el.localName}.${[...el.classList].join('.')}${text ? ` “${text}”` : ''}`;
      };
      const report: LayoutReport = { overflowing: [], clipped: [], unreachable: [], figures: 0, controls: 0 };
      const wider = (el: Element) => el.scrollWidth > el.clientWidth + 1;

      for (const el of [host, ...shadow.querySelectorAll('.bk-root')]) {
        if (wider(el)) report.overflowing.push(`${nameOf(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      const all = (selectors: readonly string[]) =>
        selectors.length > 0 ? [...shadow.querySelectorAll(selectors.join(','))] : [];
      for (const el of all(overflowSelectors)) {
        if (wider(el)) report.overflowing.push(`${nameOf(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
      }
      for (const el of all(figureSelectors)) {
        if (!el.checkVisibility()) continue;
        report.figures++;
        if (wider(el)) report.clipped.push(`${nameOf(el)}: ${el.scrollWidth} > ${el.clientWidth}`);
      }

      const hostBox = host.getBoundingClientRect();
      const controls = shadow.querySelectorAll<HTMLElement>(
        'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled])',
      );
      for (const control of controls) {
        // hidden on purpose (a collapsed column, a closed panel): not shown, so nothing to reach
        if (!control.checkVisibility({ visibilityProperty: true })) continue;
        report.controls++;
        const box = control.getBoundingClientRect();
        if (box.width <= 0 || box.height <= 0) {
          report.unreachable.push(`${nameOf(control)}: no box`);
          continue;
        }
        // A box that clips it must show it: all of a button or a field, and of a link in running text (a name
        // cut short with an ellipsis) at least 44 px or all of it. A box that scrolls to it releases that
        // axis (the list scrolls down, a card row or a tab list sideways). What is shown must lie inside the
        // element.
        const whole = control.localName !== 'a' || control.part.contains('button');
        const shown = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        let checkX = true;
        let checkY = true;
        let problem: string | null = null;
        for (let node = control.parentElement; node && !problem; node = node.parentElement) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const scrolls = (value: string) => value === 'auto' || value === 'scroll';
          const outer = node.getBoundingClientRect();
          if (scrolls(style.overflowX) && wider(node)) checkX = false;
          if (scrolls(style.overflowY)) checkY = false;
          if (checkX) {
            shown.left = Math.max(shown.left, outer.left);
            shown.right = Math.min(shown.right, outer.right);
          }
          if (checkY) {
            shown.top = Math.max(shown.top, outer.top);
            shown.bottom = Math.min(shown.bottom, outer.bottom);
          }
          const cut =
            (checkX && (box.left < outer.left - 1 || box.right > outer.right + 1)) ||
            (checkY && (box.top < outer.top - 1 || box.bottom > outer.bottom + 1));
          const enough =
            shown.right - shown.left >= Math.min(box.width, 44) - 1 &&
            shown.bottom - shown.top >= box.height - 1;
          if (cut && (whole || !enough)) problem = `cut off by ${nameOf(node).slice(0, 60)}`;
        }
        const outside =
          (checkX && (shown.left < hostBox.left - 1 || shown.right > hostBox.right + 1)) ||
          (checkY && (shown.top < hostBox.top - 1 || shown.bottom > hostBox.bottom + 1));
        if (!problem && outside) problem = 'outside the element';
        if (problem) report.unreachable.push(`${nameOf(control)}: ${problem}`);
      }
      return report;
    },
    [overflow, figures] as const,
  );
}

/** An AED sukuk the bank's customer may buy (within the customer's score, open, with liquidity to sell). */
async function tradableSukuk(api: APIRequestContext): Promise<number> {
  return (await tradableAedSukuk(api))[0]!.product_id;
}

interface Case {
  name: string;
  /** the layout page's address parameters: the element and its attributes */
  query: (sukuk: number) => Record<string, string>;
  /** waits until the element shows what is checked (and puts the figures on screen) */
  ready: (page: Page) => Promise<void>;
  /** boxes that must not scroll sideways, besides the element and its root */
  overflow: readonly string[];
  /** the figures: boxes whose text must fit */
  figures: readonly string[];
  /** whether it shows controls (the bank's customer has no Smart Interest holdings: a sentence, no buttons) */
  controls?: false;
  /** the element's own checks at each width and theme */
  more?: (page: Page, where: string) => Promise<void>;
}

/** The chart's texts that overlap another: an axis title and a tick label must never meet. */
function overlappingChartTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const svg = document.getElementById('element')!.shadowRoot!.querySelector('.bk-calc__plot svg')!;
    const texts = [...svg.querySelectorAll('text')].map((text) => ({
      text: text.textContent ?? '',
      title: text.classList.contains('bk-calc__axis-title'),
      box: text.getBoundingClientRect(),
    }));
    const meet = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return texts
      .filter((title) => title.title)
      .flatMap((title) =>
        texts
          .filter((other) => other !== title && meet(title.box, other.box))
          .map((other) => `“${title.text}” meets “${other.text}”`),
      );
  });
}

const element = (page: Page) => page.locator('#element');

const CASES: readonly Case[] = [
  {
    name: 'the market’s list',
    query: () => ({ element: 'bk-market-table', variant: 'sukuk', view: 'list', label: 'Sukuk market' }),
    ready: async (page) => {
      await expect(element(page).getByRole('row').nth(1)).toBeVisible();
    },
    overflow: ['.bk-market__bar', '.bk-market__list', '.bk-table__row'],
    figures: ['.bk-table__body .bk-table__cell--num'],
    more: async (page, where) => {
      // the Options menu opens inside the element, wherever the toolbar has put its button
      const market = element(page);
      await market.getByRole('button', { name: 'Options' }).click();
      const menu = market.getByRole('menu');
      await expect(menu).toBeVisible();
      const box = (await menu.boundingBox())!;
      const host = (await market.boundingBox())!;
      expect.soft(box.x, `${where}: the menu starts inside the element`).toBeGreaterThanOrEqual(host.x - 1);
      expect
        .soft(box.x + box.width, `${where}: the menu ends inside the element`)
        .toBeLessThanOrEqual(host.x + host.width + 1);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    },
  },
  {
    name: 'the market’s list, standard variant',
    query: () => ({ element: 'bk-market-table', variant: 'standard', view: 'list', label: 'Bond market' }),
    ready: async (page) => {
      await expect(element(page).getByRole('row').nth(1)).toBeVisible();
    },
    overflow: ['.bk-market__bar', '.bk-market__list', '.bk-table__row'],
    figures: ['.bk-table__body .bk-table__cell--num'],
  },
  {
    name: 'the market’s cards',
    query: () => ({ element: 'bk-market-table', variant: 'sukuk', view: 'card', label: 'Sukuk market' }),
    ready: async (page) => {
      await expect(element(page).locator('.bk-card').first()).toBeVisible();
    },
    overflow: ['.bk-market__bar', '.bk-card-row__head', '.bk-card'],
    figures: ['.bk-card__figures dd'],
  },
  {
    name: 'the bond detail',
    query: (sukuk) => ({ element: 'bk-bond-detail', variant: 'sukuk', 'product-id': String(sukuk) }),
    ready: async (page) => {
      await expect(element(page).getByRole('heading', { level: 1 })).toBeVisible();
    },
    overflow: ['.bk-detail__header', '.bk-detail__figures', '.bk-detail__trade'],
    figures: ['.bk-detail__figures dd'],
  },
  {
    name: 'the trade ticket with its quote',
    query: (sukuk) => ({
      element: 'bk-trade-ticket',
      variant: 'sukuk',
      'product-id': String(sukuk),
      'trade-type': 'buy',
    }),
    ready: async (page) => {
      const ticket = element(page);
      await ticket.getByLabel('Notional').fill('8000');
      await expect(ticket.getByRole('region', { name: 'Your quote' })).toHaveAttribute(
        'data-bk-quote-status',
        'ready',
      );
    },
    overflow: ['.bk-ticket__layout', '.bk-ticket__quote', '.bk-ticket__actions'],
    figures: ['.bk-ticket__dl dt', '.bk-ticket__dl dd'],
  },
  {
    name: 'the savings calculator',
    query: () => ({ element: 'bk-savings-calculator', currency: 'AED', label: 'Savings calculator' }),
    ready: async (page) => {
      await expect(element(page).locator('.bk-calc__figure--final dd')).toHaveText(/^AED\s1,275,077\.43$/);
      await expect(element(page).locator('.bk-calc__plot svg')).toBeVisible();
    },
    overflow: ['.bk-calc__layout', '.bk-calc__figures', '.bk-calc__chart'],
    figures: ['.bk-calc__figure', '.bk-calc__figure dd'],
    more: async (page, where) => {
      expect.soft(await overlappingChartTexts(page), `${where}: the chart's texts`).toEqual([]);
    },
  },
  {
    name: 'the guide form',
    query: () => ({ element: 'bk-guide-form', label: 'Investor guide' }),
    ready: async (page) => {
      await expect(element(page).getByRole('button', { name: /download/i })).toBeVisible();
    },
    overflow: ['.bk-guide__form', '.bk-guide__actions'],
    figures: [],
  },
  {
    name: 'the Smart Interest quote',
    query: () => ({ element: 'bk-smart-interest-quote', currency: 'GBP', label: 'Fixed-rate savings' }),
    ready: async (page) => {
      const quote = element(page);
      await expect(quote.getByRole('radio').first()).toBeChecked();
      await quote.getByRole('textbox', { name: 'Amount to invest' }).fill('250000');
      await expect(quote.getByRole('region', { name: 'Your quote' })).toContainText('Total returned');
    },
    overflow: ['.bk-si__form', '.bk-si__figures', '.bk-si__actions'],
    figures: ['.bk-si__figure', '.bk-si__figure dd'],
  },
  {
    name: 'the Smart Interest holdings',
    query: () => ({ element: 'bk-smart-interest-holdings', label: 'Fixed-rate savings' }),
    ready: async (page) => {
      await expect(
        element(page).getByRole('heading', { name: /Smart Interest|savings|investments/i }),
      ).toBeVisible();
      await expect(element(page).locator('[aria-busy="true"]')).toHaveCount(0);
    },
    overflow: [],
    figures: [],
    controls: false,
  },
];

test.describe('every element in a partner’s layout', () => {
  // each test has its own page and only reads the sandbox: they run side by side
  test.describe.configure({ mode: 'parallel' });

  for (const item of CASES) {
    test(`${item.name} fits containers of ${WIDTHS.join(', ')} px, in the default and the bank’s theme`, async ({
      page,
      partner,
      request,
    }) => {
      test.setTimeout(120_000);
      const sukuk = await tradableSukuk(request);
      await page.setViewportSize({ width: 1520, height: 1000 });
      await partner.open(`/layout.html?${new URLSearchParams(item.query(sukuk))}`);
      await item.ready(page);
      for (const theme of THEMES) {
        for (const width of WIDTHS) {
          await frameAt(page, width, theme);
          const where = `${item.name} at ${width} px, ${theme} theme`;
          const report = await checkLayout(page, item.overflow, item.figures);
          expect.soft(report.overflowing, `${where}: boxes wider than they are`).toEqual([]);
          expect.soft(report.clipped, `${where}: clipped figures`).toEqual([]);
          expect.soft(report.unreachable, `${where}: controls out of reach`).toEqual([]);
          if (item.controls !== false)
            expect(report.controls, `${where}: controls looked at`).toBeGreaterThan(0);
          if (item.figures.length > 0)
            expect(report.figures, `${where}: figures looked at`).toBeGreaterThan(0);
          await item.more?.(page, where);
          // axe where what it checks changes: the colours with the theme, so each theme at the narrowest
          // container; the layout with the width, so the bank's theme at the widest too (the layout checks
          // above run at every width)
          if (width === WIDTHS[0] || (theme === 'partner' && width === WIDTHS.at(-1)))
            await partner.axe(where);
        }
      }
    });
  }

  test('the Filters drawer keeps its buttons inside it on a 320 px phone, in the bank’s theme', async ({
    page,
    partner,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await partner.open(
      `/layout.html?${new URLSearchParams({ element: 'bk-market-table', variant: 'sukuk', view: 'list', label: 'Sukuk market' })}`,
    );
    const market = element(page);
    await expect(market.getByRole('row').nth(1)).toBeVisible();
    await frameAt(page, 288, 'partner');
    await market.getByRole('button', { name: 'Filters' }).click();
    const drawer = market.getByRole('dialog', { name: 'Filters' });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    // 'Show Fractional Certificates', uppercase and letter-spaced, is wider than the phone: it wraps
    for (const name of ['Reset all', 'Show Fractional Certificates']) {
      const button = (await drawer.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.width, name).toBeGreaterThan(0);
      expect(button.x, `${name} starts inside the drawer`).toBeGreaterThanOrEqual(box.x - 1);
      expect(button.x + button.width, `${name} ends inside the drawer`).toBeLessThanOrEqual(
        box.x + box.width + 1,
      );
    }
    await partner.axe('the Filters drawer on a phone, in the bank’s theme');
  });

  test('a dark toolbar restyles its own buttons only: ::part(toolbar-button) apart from ::part(row-button)', async ({
    page,
    partner,
  }) => {
    await partner.open(
      `/layout.html?${new URLSearchParams({ element: 'bk-market-table', variant: 'sukuk', view: 'list', label: 'Sukuk market' })}`,
    );
    const market = element(page);
    await expect(market.getByRole('row').nth(1)).toBeVisible();
    await frameAt(page, 1024, 'partner');
    // the bank's gold on the toolbar's buttons, the bank's green on the rows' Buy: one ::part() rule each
    await expect(market.getByRole('button', { name: 'Filters' })).toHaveCSS(
      'background-color',
      'rgb(201, 162, 39)',
    );
    await expect(market.getByRole('link', { name: /^Buy / }).first()).toHaveCSS(
      'background-color',
      'rgb(0, 95, 115)',
    );
    // every button is still part `button` too
    for (const name of ['Filters', 'Search']) {
      await expect(market.getByRole('button', { name, exact: true })).toHaveAttribute(
        'part',
        'button toolbar-button',
      );
    }
    await expect(market.getByRole('link', { name: /^Buy / }).first()).toHaveAttribute(
      'part',
      'button row-button',
    );
    await partner.axe('the market with the bank’s dark toolbar');
  });
});
