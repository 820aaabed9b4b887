import { connectElements, pageApiBase } from './shared/elements';
import { createTokenSource } from './shared/token';

/**
 * The layout page (e2e/tests/partner-layout.spec.ts): one element in a box (`#frame`) whose width the test
 * sets with its style, in the default look or the bank's (`partner` on the box: layout.css). The address names
 * the element (`?element=bk-trade-ticket`) and its attributes (every other parameter but the test's `run`);
 * an element that calls the API is signed in with the bank's customer, as on the bank page — but the Smart
 * Interest quote, which serves visitors as on the marketing page: the bank's customer, a partner customer, is
 * not offered Smart Interest (the platform refuses their calls).
 */
const API_ELEMENTS = new Set([
  'bk-market-table',
  'bk-bond-detail',
  'bk-trade-ticket',
  'bk-guide-form',
  'bk-smart-interest-quote',
  'bk-smart-interest-holdings',
]);
const VISITOR_ELEMENTS = new Set(['bk-smart-interest-quote']);

const params = new URLSearchParams(window.location.search);
const tag = params.get('element') ?? '';
const frame = document.getElementById('frame');
if (frame && /^bk-[a-z-]+$/.test(tag)) {
  const element = document.createElement(tag);
  for (const [name, value] of params) {
    if (name !== 'element' && name !== 'run' && /^[a-z-]+$/.test(name)) element.setAttribute(name, value);
  }
  element.id = 'element';
  frame.append(element);
  if (API_ELEMENTS.has(tag)) {
    connectElements([element], pageApiBase(), VISITOR_ELEMENTS.has(tag) ? null : createTokenSource());
  }
}
// the bank's pages route in place: no element leaves this page
document.addEventListener('bk-navigate', (event) => event.preventDefault());
