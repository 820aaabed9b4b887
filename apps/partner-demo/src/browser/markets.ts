import { apiElements, connectElements, pageApiBase } from './shared/elements';
import { logEvents } from './shared/event-log';
import { createTokenSource } from './shared/token';

/** Two market tables with different categories on one page, sharing the bank's token. */
logEvents(document.querySelector<HTMLOListElement>('#event-log'));
connectElements(apiElements(), pageApiBase(), createTokenSource());
document.addEventListener('bk-navigate', (event) => event.preventDefault());
