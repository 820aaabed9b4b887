import {
  type ChangeEvent,
  type DetailedHTMLProps,
  type HTMLAttributes,
  StrictMode,
  useEffect,
  useRef,
  useState,
  version,
} from 'react';
import { createRoot } from 'react-dom/client';
import { logEvents } from './shared/event-log';

/** `<bk-savings-calculator>` in React 18 JSX: attributes only (React 18 sets strings on custom elements). */
type CalculatorAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  currency?: string;
  theme?: 'light' | 'dark';
  years?: string;
  start?: string;
  monthly?: string;
  rate?: string;
};

declare global {
  namespace JSX {
    interface IntrinsicElements {
      'bk-savings-calculator': CalculatorAttributes;
    }
  }
}

interface Calculation {
  finalValue: string;
}

const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;

/**
 * A partner's own React 18 app hosting `<bk-savings-calculator>` (the standalone bundle, React 19 inside, loaded
 * by its own script tag): attributes from the app's state, the element's events read through a ref (React 18
 * does not bind custom events).
 */
function SavingsPage() {
  const [currency, setCurrency] = useState<(typeof CURRENCIES)[number]>('GBP');
  const [dark, setDark] = useState(false);
  const [finalValue, setFinalValue] = useState<string | null>(null);
  const [events, setEvents] = useState(0);
  const calculator = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = calculator.current;
    if (!element) return;
    const onChange = (event: Event) => {
      setFinalValue((event as CustomEvent<Calculation>).detail.finalValue);
      setEvents((count) => count + 1);
    };
    element.addEventListener('bk-calculation-changed', onChange);
    return () => element.removeEventListener('bk-calculation-changed', onChange);
  }, []);

  return (
    <>
      <h1>Plan your savings</h1>
      <p>
        This page is a React {version} app. It passes its own state to the bondkit calculator as attributes
        and reads the calculator&apos;s events.
      </p>
      <form
        className="host-controls"
        aria-label="Calculator settings"
        onSubmit={(event) => event.preventDefault()}
      >
        <label>
          Currency{' '}
          <select
            value={currency}
            onChange={(event: ChangeEvent<HTMLSelectElement>) =>
              setCurrency(event.target.value as (typeof CURRENCIES)[number])
            }
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={dark} onChange={(event) => setDark(event.target.checked)} /> Dark
          theme
        </label>
      </form>
      <p role="status" id="host-result">
        {finalValue === null
          ? 'Waiting for the calculator…'
          : `The calculator reported a final value of ${finalValue} ${currency} (${events} updates).`}
      </p>
      <bk-savings-calculator
        id="calculator"
        ref={calculator}
        currency={currency}
        theme={dark ? 'dark' : undefined}
      />
    </>
  );
}

logEvents(document.querySelector<HTMLOListElement>('#event-log'));
const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <SavingsPage />
    </StrictMode>,
  );
}
