/**
 * The stand-in card provider (001 §5 'Card form', §9 'the card provider receives minor units'): a real page at
 * `/sandbox/card-provider/{reference}?amount={minor units}&currency=…` with the card form (cardholder name,
 * number, expiry, security code — sdk-core's card rules), Pay and Cancel. Pay with a valid card books the
 * deposit and redirects (303) to the funding's success address; the documented declining test card
 * ({@link DECLINED_TEST_CARD}) and Cancel mark the funding failed, give an ISA's reserved allowance back and
 * redirect to its error address. Both addresses get `funding={reference}&outcome=success|error|cancelled`.
 */
import {
  cardErrors,
  cardReturnAddress,
  en,
  formatMessage,
  formatMoney,
  fromMinorUnits,
  toMinorUnits,
} from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { dec } from '../shared/decimal';
import type { SandboxEnv, SandboxState } from '../state';
import { failFunding, landFunding, loadFunding } from './fundings';

/** The test card that every payment declines with (any name, a future expiry, any 3-digit code). */
export const DECLINED_TEST_CARD = '4000000000000002';
/** A test card that pays. */
export const PAYING_TEST_CARD = '4242424242424242';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/** The stand-in card provider's name: the heading of its pages, so a payer knows whose page they are on. */
export const CARD_PROVIDER_NAME = 'Sandbox card provider';

/**
 * A page of the card provider, branded with its name: its heading takes the focus when the page opens (a
 * keyboard or screen-reader user lands on it, then Tab reaches the form) — or, when the form came back with
 * errors, the first field at fault does.
 */
function page(title: string, body: string, status = 200, focusHeading = true): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>${escapeHtml(title)} · ${CARD_PROVIDER_NAME}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
.brand{display:flex;align-items:center;gap:.75rem;padding-bottom:1rem;border-bottom:3px solid #2f3a8f}
.brand__mark{display:inline-grid;place-items:center;width:2.5rem;height:2.5rem;border-radius:.5rem;
background:#2f3a8f;color:#fff;font-weight:700}h1{margin:0;font-size:1.5rem}h1:focus{outline:3px solid #ffbf47;
outline-offset:4px}h2{font-size:1.2rem;margin-top:1.5rem}
label{display:block;margin-top:1rem}input{display:block;width:100%;padding:.4rem;font-size:1rem}
input:focus,button:focus{outline:3px solid #ffbf47;outline-offset:1px}
.error{color:#a4001d}button{margin-top:1.5rem;margin-right:.5rem;padding:.5rem 1rem;font-size:1rem}</style></head>
<body><main><header class="brand"><span class="brand__mark" aria-hidden="true">SC</span>
<h1 id="provider" tabindex="-1"${focusHeading ? ' autofocus' : ''}>${CARD_PROVIDER_NAME}</h1></header>
<h2>${escapeHtml(title)}</h2>${body}</main></body></html>`;
  return new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

type Values = { name: string; number: string; expiry: string; securityCode: string };
type Errors = Partial<Record<keyof Values, string>>;

function form(reference: string, search: string, amount: string, values: Values, errors: Errors): string {
  const firstFaulty = (['name', 'number', 'expiry', 'securityCode'] as const).find((key) => errors[key]);
  const field = (key: keyof Values, name: string, label: string, autocomplete: string) => {
    const error = errors[key];
    const id = `card-${name}`;
    return `<label for="${id}">${label}</label><input id="${id}" name="${name}" autocomplete="${autocomplete}"
  value="${escapeHtml(values[key])}"${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}${
    key === firstFaulty ? ' autofocus' : ''
  }>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
  };
  return `<p>Pay <strong>${escapeHtml(amount)}</strong> to Bondkit through ${CARD_PROVIDER_NAME}.</p>
<p>Test cards: ${PAYING_TEST_CARD} pays; ${DECLINED_TEST_CARD} is declined.</p>
<form method="post" action="/sandbox/card-provider/${escapeHtml(reference)}${escapeHtml(search)}">
${field('name', 'name', 'Cardholder name', 'cc-name')}
${field('number', 'number', 'Card number', 'cc-number')}
${field('expiry', 'expiry', 'Expiry (MM/YY)', 'cc-exp')}
${field('securityCode', 'security_code', 'Security code', 'cc-csc')}
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
</form>`;
}

/** /sandbox/card-provider/{reference} */
export function cardProviderRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();

  const awaiting = async (reference: string, minor: string | undefined) => {
    const row = await loadFunding(state.db, reference);
    if (row?.method !== 'debit_card') return { row: null, problem: 'This payment does not exist.' } as const;
    if (row.state !== 'awaiting_card')
      return { row: null, problem: 'This payment has already been processed.' } as const;
    // the provider receives the amount in minor units and refuses one that is not the funding's
    if (minor !== toMinorUnits(dec(row.amount).toFixed(2), row.currency)) {
      return { row: null, problem: 'The amount does not match the payment.' } as const;
    }
    return { row, problem: null } as const;
  };

  app.get('/card-provider/:reference', async (c) => {
    const reference = c.req.param('reference');
    const { row, problem } = await awaiting(reference, c.req.query('amount'));
    if (!row) return page('Card payment', `<p>${escapeHtml(problem)}</p>`, 404);
    const amount = formatMoney(fromMinorUnits(c.req.query('amount') ?? '0', row.currency), row.currency);
    const search = new URL(c.req.url).search;
    return page(
      'Card payment',
      form(reference, search, amount, { name: '', number: '', expiry: '', securityCode: '' }, {}),
    );
  });

  app.post('/card-provider/:reference', async (c) => {
    const reference = c.req.param('reference');
    const body = await c.req.parseBody();
    const read = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
    const values: Values = {
      name: read('name'),
      number: read('number'),
      expiry: read('expiry'),
      securityCode: read('security_code'),
    };
    const minor = c.req.query('amount');
    const now = state.clock.now();
    const outcome = await state.db.transaction(async (tx) => {
      const row = await loadFunding(tx, reference, true);
      if (row?.method !== 'debit_card' || row.state !== 'awaiting_card') return { kind: 'gone' as const };
      if (minor !== toMinorUnits(dec(row.amount).toFixed(2), row.currency)) return { kind: 'gone' as const };
      if (read('action') === 'cancel') {
        await failFunding(tx, row, now);
        return {
          kind: 'redirect' as const,
          to: cardReturnAddress(row.error_url ?? '/', reference, 'cancelled'),
        };
      }
      const problems = cardErrors(values, now);
      if (Object.keys(problems).length > 0) {
        const errors: Errors = {};
        for (const [key, id] of Object.entries(problems)) errors[key as keyof Values] = formatMessage(en, id);
        return { kind: 'form' as const, errors, amount: formatMoney(row.amount, row.currency) };
      }
      if (values.number.replace(/[\s-]/g, '') === DECLINED_TEST_CARD) {
        await failFunding(tx, row, now);
        return { kind: 'redirect' as const, to: cardReturnAddress(row.error_url ?? '/', reference, 'error') };
      }
      await landFunding(tx, row, now);
      return {
        kind: 'redirect' as const,
        to: cardReturnAddress(row.success_url ?? '/', reference, 'success'),
      };
    });
    if (outcome.kind === 'gone')
      return page('Card payment', '<p>This payment has already been processed.</p>', 409);
    if (outcome.kind === 'form') {
      const search = new URL(c.req.url).search;
      return page(
        'Card payment',
        form(reference, search, outcome.amount, values, outcome.errors),
        400,
        false,
      );
    }
    return c.redirect(outcome.to, 303);
  });

  return app;
}
