import { BondkitContextProvider, defaultHref, type NavigateTarget, type ThemeName } from '@bondkit/widgets';
import r2wc from '@r2wc/react-to-web-component';
import {
  Component,
  type ComponentType,
  type ReactNode,
  useCallback,
  useEffect,
  useInsertionEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { coerceProperty, parseAttribute } from './attributes';
import type { Connection, ConnectionHost, ConnectionValues, UseConnection } from './connection';
import type {
  AttributeSpec,
  ElementDefinition,
  ElementMethods,
  ElementValues,
  EventDetail,
} from './definition';
import type { BkErrorDetail } from './events';
import type { ElementNavigation, ElementTarget, UrlTemplates } from './navigation';
import { offlineClient, useOfflineConnection } from './offline';
import { applyElementStyles, hostCss } from './styles';

/** What an element's `props` function gets besides the values. */
export interface RenderContext<D extends ElementDefinition> {
  /** Sends one of the element's events from the host (bubbling, composed); false when a listener cancelled it. */
  emit<N extends keyof D['events'] & string>(name: N, detail: EventDetail<D['events'][N]>): boolean;
  /** A `<slot name>` when the page gave the element content for that slot, else `undefined`. */
  slot(name: string): ReactNode;
  /**
   * Sends `bk-navigate` for `target`; unless a listener cancels it, follows its address — only when the host
   * gave the address (a URL template attribute for the target, or `hrefFor`): the element never sends the page
   * to a default route.
   */
  navigate(target: ElementTarget): void;
  /** The address of `target`: the `hrefFor` property, else the element's URL templates. */
  href(target: ElementTarget): string;
}

/** How a widget becomes an element: its metadata, and its props from the element's values. */
export interface ElementSpec<D extends ElementDefinition, W extends object> {
  readonly definition: D;
  /** the widget's props from the element's attributes and properties */
  readonly props: (values: ElementValues<D>, context: RenderContext<D>) => W;
  /**
   * The values the widget reads only when it mounts (its initial filters, tab, defaults): the widget starts
   * again when this key changes, so changing such an attribute takes effect.
   */
  readonly remountKey?: (values: ElementValues<D>) => string;
  /** the API connection ({@link useApiConnection}); elements without one make no requests */
  readonly connection?: UseConnection;
  /**
   * The element's URL template attributes, for elements that navigate ({@link elementNavigation}): the address
   * of a target and whether the host gave one; without it, the widgets' default routes, never followed.
   */
  readonly navigation?: ElementNavigation;
}

/** A bondkit element: its definition, its class (made on first use, in a browser) and a guarded `define`. */
export interface BondkitElementType<D extends ElementDefinition> {
  readonly definition: D;
  /** The element's class (created on first call; needs `HTMLElement`). */
  elementClass(): CustomElementConstructor;
  /**
   * Defines the element as `tagName` (default: the definition's) unless that name is taken already — e.g. by
   * a second copy of the bundle: the first definition is kept, and development builds say so in a console
   * warning naming the element and the kept version — and answers the constructor registered under it
   * (`undefined` outside a browser).
   */
  define(tagName?: string): CustomElementConstructor | undefined;
}

/** An element instance with its attribute-backed and rich properties, its methods and its typed `bk-*` events. */
export type BondkitElement<D extends ElementDefinition> = HTMLElement &
  ElementValues<D> &
  ElementMethods<D> & {
    addEventListener<K extends keyof D['events'] & string>(
      type: K,
      listener: (event: CustomEvent<EventDetail<D['events'][K]>>) => void,
      options?: boolean | AddEventListenerOptions,
    ): void;
    removeEventListener<K extends keyof D['events'] & string>(
      type: K,
      listener: (event: CustomEvent<EventDetail<D['events'][K]>>) => void,
      options?: boolean | EventListenerOptions,
    ): void;
  };

interface ElementState {
  readonly values: Readonly<Record<string, unknown>>;
  /** slot names the host has content for ('' for the default slot) */
  readonly slotted: ReadonlySet<string>;
}

interface Emitter extends ConnectionHost {
  emit(name: string, detail: unknown): boolean;
}

const SUBSCRIBE = Symbol('bk.subscribe');
const SNAPSHOT = Symbol('bk.snapshot');
const EMITTER = Symbol('bk.emitter');
const SET = Symbol('bk.set');
const METHODS = Symbol('bk.methods');
/** The version of @bondkit/elements a class comes from (development builds), read across copies of the bundle. */
const VERSION = Symbol.for('bondkit.elements.version');

/** The internals the root component reads from its host element. */
interface InternalElement extends HTMLElement {
  readonly [SUBSCRIBE]: (listener: () => void) => () => void;
  readonly [SNAPSHOT]: () => ElementState;
  readonly [EMITTER]: Emitter;
  /** the root's handlers of the element's methods (`reload`), by name */
  readonly [METHODS]: Map<string, () => void>;
}

declare const __BONDKIT_ELEMENTS_VERSION__: string | undefined;

/** This copy's version of @bondkit/elements (set by the builds; 'source' when run from the sources). */
function ownVersion(): string {
  return typeof __BONDKIT_ELEMENTS_VERSION__ === 'string' ? __BONDKIT_ELEMENTS_VERSION__ : 'source';
}

/** The page follows a navigation nobody cancelled. */
function follow(href: string): void {
  window.location.assign(href);
}

interface BoundaryProps {
  emitter: Emitter;
  onFailure: () => void;
  children: ReactNode;
}

/** Renders nothing once the widget threw, and sends `bk-error` (source 'render'). */
class RenderBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onFailure();
    const detail: BkErrorDetail = {
      source: 'render',
      message: error instanceof Error ? error.message : String(error),
      error,
    };
    this.props.emitter.emit('bk-error', detail);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** Adopts the element's sheets before the provider injects the widgets' (an earlier sibling's insertion effect). */
function ElementStyles({ root, theme, ownFont }: { root: ShadowRoot; theme: ThemeName; ownFont: boolean }) {
  useInsertionEffect(() => applyElementStyles(root, hostCss(theme, ownFont)), [root, theme, ownFont]);
  return null;
}

function urlTemplatesOf(values: Readonly<Record<string, unknown>>): UrlTemplates {
  const templates: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith('Url') && typeof value === 'string') templates[key] = value;
  }
  return templates;
}

function makeRoot<D extends ElementDefinition, W extends object>(
  Widget: ComponentType<W>,
  spec: ElementSpec<D, W>,
): ComponentType<{ container: ShadowRoot }> {
  const useConnection: UseConnection = spec.connection ?? useOfflineConnection;
  const fromTemplates =
    spec.navigation?.href ??
    ((_: UrlTemplates, target: ElementTarget) => defaultHref(target as NavigateTarget));
  const templated = spec.navigation?.templated ?? (() => false);
  const tagNameOf = (host: HTMLElement) => host.localName;

  return function BondkitElementRoot({ container }: { container: ShadowRoot }) {
    const host = container.host as InternalElement;
    const state = useSyncExternalStore(host[SUBSCRIBE], host[SNAPSHOT], host[SNAPSHOT]);
    const values = state.values;
    const emitter = host[EMITTER];
    const connection: Connection = useConnection(emitter, values as ConnectionValues);
    const connectionRef = useRef(connection);
    connectionRef.current = connection;
    // the element's reload(): its widget loads its data again (a waiting element asks for its session again)
    useEffect(() => {
      const methods = host[METHODS];
      methods.set('reload', () => connectionRef.current.reload?.());
      return () => {
        methods.delete('reload');
      };
    }, [host]);

    const theme: ThemeName = values.theme === 'dark' ? 'dark' : 'light';
    const ownFont = values.ownFont === true;

    const givenHrefFor = values.hrefFor as ((target: ElementTarget) => string) | undefined;
    const templatesKey = JSON.stringify(urlTemplatesOf(values));
    const given = typeof givenHrefFor === 'function';
    const hrefFor = useMemo(() => {
      if (given) return givenHrefFor;
      const templates = JSON.parse(templatesKey) as UrlTemplates;
      return (target: ElementTarget) => fromTemplates(templates, target);
    }, [given, givenHrefFor, templatesKey]);
    // the page is sent only where the host said (hrefFor, or the target's URL template), never to a default route
    const onNavigate = useCallback(
      (target: ElementTarget) => {
        const href = hrefFor(target);
        const follows = given || templated(JSON.parse(templatesKey) as UrlTemplates, target);
        if (emitter.emit('bk-navigate', { target, href }) && follows) follow(href);
      },
      [hrefFor, given, templatesKey, emitter],
    );

    const { slotted } = state;
    const context = useMemo<RenderContext<D>>(
      () => ({
        emit: (name, detail) => emitter.emit(name, detail),
        slot: (name) => (slotted.has(name) ? <slot name={name || undefined} /> : undefined),
        navigate: onNavigate,
        href: hrefFor,
      }),
      [emitter, slotted, onNavigate, hrefFor],
    );

    const typedValues = values as ElementValues<D>;
    const remountKey = spec.remountKey ? spec.remountKey(typedValues) : '';
    const failed = useRef(false);
    const ready = connection.ready;
    const signedIn = connection.user !== null;
    const Fallback = connection.fallback;
    // once, and again when a signed-out element signs in (the host set a token)
    const readySent = useRef<boolean | null>(null);
    useEffect(() => {
      if (!ready || failed.current || readySent.current === true) return;
      if (readySent.current === false && !signedIn) return;
      readySent.current = signedIn;
      emitter.emit('bk-ready', { tagName: tagNameOf(host), signedIn });
    }, [ready, signedIn, emitter, host]);

    return (
      <>
        <ElementStyles root={container} theme={theme} ownFont={ownFont} />
        {ready ? (
          <RenderBoundary
            key={remountKey}
            emitter={emitter}
            onFailure={() => {
              failed.current = true;
            }}
          >
            <BondkitContextProvider
              client={connection.client ?? offlineClient}
              user={connection.user}
              variant={values.variant === 'sukuk' ? 'sukuk' : 'standard'}
              theme={theme}
              {...(typeof values.locale === 'string' ? { locale: values.locale } : {})}
              {...(typeof values.label === 'string' ? { label: values.label } : {})}
              {...(values.messages ? { messages: values.messages as Record<string, string> } : {})}
              onNavigate={onNavigate}
              hrefFor={hrefFor}
              styleRoot={container}
              {...(connection.refresh ? { refresh: connection.refresh } : {})}
            >
              {Fallback ? (
                <Fallback className="bk-signed-out" />
              ) : (
                <Widget {...spec.props(typedValues, context)} />
              )}
            </BondkitContextProvider>
          </RenderBoundary>
        ) : null}
      </>
    );
  };
}

/** The slot names the host element has content for. */
function slottedOf(host: HTMLElement): ReadonlySet<string> {
  const names = new Set<string>();
  for (const node of host.childNodes) {
    if (node.nodeType === 1) names.add((node as Element).getAttribute('slot') ?? '');
    else if (node.nodeType === 3 && node.textContent?.trim()) names.add('');
  }
  return names;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((name) => b.has(name));
}

interface R2wcElement extends HTMLElement {
  connectedCallback(): void;
  disconnectedCallback(): void;
}

function buildClass<D extends ElementDefinition, W extends object>(
  Widget: ComponentType<W>,
  spec: ElementSpec<D, W>,
): CustomElementConstructor {
  const { definition } = spec;
  const attributeSpecs = definition.attributes as Readonly<Record<string, AttributeSpec>>;
  const keyOfAttribute = new Map(Object.entries(attributeSpecs).map(([key, s]) => [s.attribute, key]));
  const propertyKeys = [...Object.keys(attributeSpecs), ...Object.keys(definition.properties)];
  const hasSlots = Object.keys(definition.slots).length > 0;
  const cancelable = (name: string) =>
    (definition.events as Readonly<Record<string, { cancelable?: boolean }>>)[name]?.cancelable === true;

  // r2wc makes the shadow root and mounts / updates / unmounts the React (or preact) root. It gets no props:
  // its attribute handling ignores empty and removed attributes and reflects json/function props into
  // attributes, so attributes and properties are handled here and reach the root through its host.
  const Base = r2wc(makeRoot(Widget, spec), {
    shadow: 'open',
    props: [],
  }) as unknown as new () => R2wcElement;

  class BondkitElementImpl extends Base {
    static get observedAttributes(): string[] {
      return [...keyOfAttribute.keys()];
    }

    #state: ElementState = { values: {}, slotted: new Set() };
    readonly #listeners = new Set<() => void>();
    #stops: (() => void)[] = [];
    readonly [METHODS] = new Map<string, () => void>();

    readonly [SUBSCRIBE] = (listener: () => void) => {
      this.#listeners.add(listener);
      return () => {
        this.#listeners.delete(listener);
      };
    };

    readonly [SNAPSHOT] = () => this.#state;

    readonly [EMITTER]: Emitter = {
      emit: (name: string, detail: unknown) =>
        this.dispatchEvent(
          new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: cancelable(name) }),
        ),
    };

    constructor() {
      super();
      // properties set on the element before it was defined shadow the class's accessors: move them over
      for (const key of propertyKeys) {
        if (Object.hasOwn(this, key)) {
          const value = (this as unknown as Record<string, unknown>)[key];
          delete (this as unknown as Record<string, unknown>)[key];
          (this as unknown as Record<string, unknown>)[key] = value;
        }
      }
    }

    [SET](key: string, value: unknown): void {
      const { values } = this.#state;
      // getAccessToken set again, even the same function, says the host has a token now
      const token = key === 'getAccessToken';
      if (Object.is(values[key], value) && !token) return;
      const counted = token ? { tokenSet: ((values.tokenSet as number | undefined) ?? 0) + 1 } : {};
      this.#state = { ...this.#state, values: { ...values, [key]: value, ...counted } };
      for (const listener of this.#listeners) listener();
    }

    #updateSlotted(): void {
      const slotted = slottedOf(this);
      if (sameSet(slotted, this.#state.slotted)) return;
      this.#state = { ...this.#state, slotted };
      for (const listener of this.#listeners) listener();
    }

    attributeChangedCallback(name: string, _previous: string | null, text: string | null): void {
      const key = keyOfAttribute.get(name);
      const attribute = key === undefined ? undefined : attributeSpecs[key];
      if (key === undefined || !attribute) return;
      this[SET](key, parseAttribute(attribute, text));
    }

    override connectedCallback(): void {
      if (hasSlots) {
        this.#updateSlotted();
        const observer = new MutationObserver(() => this.#updateSlotted());
        observer.observe(this, {
          childList: true,
          subtree: true,
          attributes: true,
          attributeFilter: ['slot'],
        });
        this.#stops.push(() => observer.disconnect());
      }
      super.connectedCallback();
    }

    override disconnectedCallback(): void {
      for (const stop of this.#stops.splice(0)) stop();
      super.disconnectedCallback();
    }
  }

  /** A property of the element reading and writing its value (`coerce` turns what is set into the value). */
  const defineAccessor = (key: string, coerce: (value: unknown) => unknown) =>
    Object.defineProperty(BondkitElementImpl.prototype, key, {
      configurable: true,
      enumerable: true,
      get(this: BondkitElementImpl) {
        return this[SNAPSHOT]().values[key];
      },
      set(this: BondkitElementImpl, value: unknown) {
        this[SET](key, coerce(value));
      },
    });
  for (const [key, attribute] of Object.entries(attributeSpecs)) {
    defineAccessor(key, (value) => coerceProperty(attribute, value));
  }
  for (const key of Object.keys(definition.properties)) defineAccessor(key, (value) => value);
  // the methods (reload): handled by the rendered root, nothing while the element is out of the page
  for (const name of Object.keys(definition.methods ?? {})) {
    Object.defineProperty(BondkitElementImpl.prototype, name, {
      configurable: true,
      value(this: BondkitElementImpl) {
        this[METHODS].get(name)?.();
      },
    });
  }
  if (process.env.NODE_ENV !== 'production')
    Object.defineProperty(BondkitElementImpl, VERSION, { value: ownVersion() });
  return BondkitElementImpl;
}

/**
 * Development builds: says that a name was defined already — a bundle loaded twice, or two versions on one
 * page — and which definition is kept (the first; `customElements` cannot replace it). Not for a second
 * `define()` of this copy's own class.
 */
function warnKept(tagName: string, existing: CustomElementConstructor, own: CustomElementConstructor): void {
  if (existing === own || existing.prototype instanceof own) return;
  const kept = (existing as { [VERSION]?: string })[VERSION];
  console.warn(
    `bondkit: <${tagName}> is already defined${kept ? ` by @bondkit/elements ${kept}` : ' by another script or a production build'}; the first definition is kept and this copy (@bondkit/elements ${ownVersion()}) is not used. Load each element's bundle once.`,
  );
}

/**
 * Makes a custom element of a widget with `@r2wc/react-to-web-component`: an open shadow root with the
 * widget's CSS adopted in it, kebab-case attributes and rich properties (never reflected), a
 * {@link BondkitProvider} (client, user, variant, theme, locale, navigation), `bk-*` events from the host, and named
 * slots. The widget renders its `part`s itself, from its anatomy. The class is created on first use, so importing is free of DOM access.
 *
 * @example
 * ```ts
 * export const marketTableElement = createBondkitElement(MarketTable, {
 *   definition: marketTableDefinition,
 *   connection: useApiConnection,
 *   props: (values, { emit }) => ({ category: values.category, onFiltersChanged: (a) => emit('bk-filters-changed', a) }),
 * });
 * marketTableElement.define(); // <bk-market-table>
 * ```
 */
export function createBondkitElement<D extends ElementDefinition, W extends object>(
  Widget: ComponentType<W>,
  spec: ElementSpec<D, W>,
): BondkitElementType<D> {
  let elementClass: CustomElementConstructor | undefined;
  const getClass = () => {
    elementClass ??= buildClass(Widget, spec);
    return elementClass;
  };
  return {
    definition: spec.definition,
    elementClass: getClass,
    define(tagName = spec.definition.tagName) {
      if (typeof customElements === 'undefined') return undefined;
      const existing = customElements.get(tagName);
      if (existing) {
        if (process.env.NODE_ENV !== 'production') warnKept(tagName, existing, getClass());
        return existing;
      }
      const base = getClass();
      // one class per name: a second name gets a subclass
      const named =
        tagName === spec.definition.tagName ? base : class extends (base as typeof HTMLElement) {};
      customElements.define(tagName, named);
      return named;
    },
  };
}
