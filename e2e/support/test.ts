import { test as base, expect } from '@playwright/test';
import { type AxeScope, expectNoAxeViolations } from './axe';
import {
  listProducts,
  openProducts,
  resetSandbox,
  setClock,
  setMarketState,
  type WireProduct,
} from './sandbox';
import { type PersonaKey, signIn } from './session';

/** What the e2e tests get besides Playwright's own fixtures. */
type Fixtures = {
  /** signs the page's context in as a sandbox persona (then navigate) */
  signIn(persona: PersonaKey): Promise<void>;
  /** axe-core on the page: no violations */
  axe(where: string, scope?: AxeScope): Promise<void>;
};

type WorkerFixtures = {
  /** the sandbox's admin routes and its seed (worker-scoped: usable in beforeAll/afterAll) */
  sandbox: {
    /** reseeds, pins the clock to SANDBOX_NOW and lets the market follow its hours (signs everyone out) */
    reset(): Promise<void>;
    setClock(now?: string): Promise<void>;
    setMarketState(state: 'open' | 'closed' | 'suspended' | 'auto'): Promise<void>;
    products(): Promise<WireProduct[]>;
    /** open, tradeable, available products that are not coming soon, gilts or sukuk */
    openProducts(): Promise<WireProduct[]>;
  };
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  sandbox: [
    async ({ playwright }, use) => {
      const api = await playwright.request.newContext();
      await use({
        reset: () => resetSandbox(api),
        setClock: (now) => setClock(api, now),
        setMarketState: (state) => setMarketState(api, state),
        products: () => listProducts(api),
        openProducts: () => openProducts(api),
      });
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page }, use) => {
    await use((persona) => signIn(page, persona));
  },
  axe: async ({ page }, use) => {
    await use((where, scope) => expectNoAxeViolations(page, where, scope));
  },
});

export { expect };
