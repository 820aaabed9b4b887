/** Ports and addresses of the stack the e2e tests run against (kept apart from `pnpm start`'s 8787/5173). */
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 8788);
export const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 5183);
export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;
export const HOST_URL = `http://127.0.0.1:${HOST_PORT}`;
/** The sandbox clock for every test: a Monday, market open (10:00 UTC = 10:00 London). */
export const SANDBOX_NOW = '2026-11-23T10:00:00Z';
/** The one password of every sandbox persona. */
export const PERSONA_PASSWORD = 'Sandbox!2026';
export const personaEmail = (persona: string) => `${persona}@sandbox.bondkit.test`;
