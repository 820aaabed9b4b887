import { apiElements, connectElements, pageApiBase } from './shared/elements';
import { logEvents } from './shared/event-log';

/**
 * The marketing page (a visitor: no bank session): the calculator makes no requests; the guide form, when the
 * elements build has it, calls the platform without a token and without cookies.
 */
logEvents(document.querySelector<HTMLOListElement>('#event-log'));
// no token source: the page serves visitors (with one, the elements would need a signed-in customer)
connectElements(apiElements(), pageApiBase(), null);
