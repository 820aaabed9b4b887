import { waitFor, within } from '@testing-library/dom';

/** Waits up to 5 s (the sandbox answers in-process, but PGlite queries take their time on 2 cores). */
export const WAIT = { timeout: 5000 };

/** Creates `<tag>` with attributes, sets properties, appends it to the body. */
export function mount<T extends HTMLElement>(
  tag: string,
  attributes: Record<string, string> = {},
  properties: Record<string, unknown> = {},
): T {
  const element = document.createElement(tag) as T;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  Object.assign(element, properties);
  document.body.append(element);
  return element;
}

/** The element's shadow root, for Testing Library queries. */
export function shadow(element: HTMLElement) {
  const root = element.shadowRoot;
  if (!root) throw new Error(`${element.localName} has no open shadow root`);
  return within(root as unknown as HTMLElement);
}

/** Collects the `type` events reaching `target` (the document by default). */
export function collect<D>(type: string, target: EventTarget = document): CustomEvent<D>[] {
  const events: CustomEvent<D>[] = [];
  target.addEventListener(type, (event) => events.push(event as CustomEvent<D>));
  return events;
}

/** Waits until `events` has at least `count` entries. */
export async function received<D>(events: CustomEvent<D>[], count = 1): Promise<CustomEvent<D>> {
  await waitFor(() => {
    if (events.length < count) throw new Error(`waiting for ${count} event(s), got ${events.length}`);
  }, WAIT);
  return events[count - 1]!;
}
