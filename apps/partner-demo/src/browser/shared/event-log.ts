/** The `bk-*` events the partner pages show in their event log. */
export const LOGGED_EVENTS = [
  'bk-ready',
  'bk-error',
  'bk-unauthorized',
  'bk-navigate',
  'bk-calculation-changed',
  'bk-filters-changed',
  'bk-tab-changed',
  'bk-quote-changed',
  'bk-trade-placed',
  'bk-order-placed',
  'bk-lead-submitted',
] as const;

function field(detail: unknown, key: string): unknown {
  return detail !== null && typeof detail === 'object' ? (detail as Record<string, unknown>)[key] : undefined;
}

/** A short line about an event's detail. */
export function summarise(type: string, detail: unknown): string {
  switch (type) {
    case 'bk-ready':
      return field(detail, 'signedIn') ? 'signed in' : 'visitor';
    case 'bk-calculation-changed':
      return `final value ${String(field(detail, 'finalValue'))}`;
    case 'bk-filters-changed': {
      const search = field(detail, 'search');
      return search ? `search "${String(search)}"` : 'filters changed';
    }
    case 'bk-navigate': {
      const target = field(detail, 'target');
      return `${String(field(target, 'to'))} ${String(field(detail, 'href'))}`;
    }
    case 'bk-tab-changed':
      return String(field(detail, 'tab'));
    case 'bk-error':
    case 'bk-unauthorized': {
      const status = field(detail, 'status');
      return `${String(field(detail, 'message'))}${status === undefined ? '' : ` (${String(status)})`}`;
    }
    default:
      return '';
  }
}

/**
 * Lists every `bk-*` event that reaches the page (they bubble out of the shadow roots, composed) in the
 * `<ol>` given: one item per event, `data-event` its type and `data-source` the element's id.
 */
export function logEvents(list: HTMLOListElement | null, root: Document = document): void {
  if (!list) return;
  for (const type of LOGGED_EVENTS) {
    root.addEventListener(type, (event) => {
      const source = event.target instanceof HTMLElement ? event.target : null;
      const item = document.createElement('li');
      item.dataset.event = type;
      item.dataset.source = source?.id ?? '';
      const summary = summarise(type, (event as CustomEvent<unknown>).detail);
      item.textContent = `${type} from ${source?.id || source?.localName || 'the page'}${summary ? `: ${summary}` : ''}`;
      list.append(item);
    });
  }
}
