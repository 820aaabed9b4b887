import { type CurrencyCode, marketCurrencies } from '@bondkit/sdk-core';
import { Hono } from 'hono';
import { createApiToken, TOKEN_SECONDS } from '../auth';
import { parseInstant } from '../clock';
import { type ForcedMarketState, marketStatusAt } from '../market';
import { assertInstantInRange, optionalNumber, optionalText } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';

/** sdk-core's personaSchema */
interface Persona {
  key: string;
  email: string;
  label: string;
  description: string;
}
const FORCED_STATES: readonly ForcedMarketState[] = ['auto', 'open', 'closed', 'suspended'];

/** Sandbox-only administration under /sandbox (not part of the platform API; no CSRF). */
export function adminRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  const clockBody = () => ({ now: state.clock.now().toISOString() });

  app.get('/', (c) =>
    c.json({
      routes: [
        'GET /sandbox/clock',
        'POST /sandbox/clock {"now": ISO} | {"advance_seconds": n}',
        'GET /sandbox/market',
        'POST /sandbox/market {"state": "open" | "closed" | "suspended" | "auto", "currency"?: "GBP"}',
        'GET /sandbox/personas',
        'GET /sandbox/markers',
        'POST /sandbox/token {"persona": key}',
        'POST /sandbox/reset',
      ],
    }),
  );

  app.get('/clock', (c) => c.json(clockBody()));
  app.post('/clock', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const now = optionalText('now', body.now);
    const advance = optionalNumber('advance_seconds', body.advance_seconds);
    if (now !== undefined) {
      let at: Date;
      try {
        at = parseInstant(now);
      } catch {
        invalid({ now: ['Datetime has wrong format. Use an ISO 8601 date-time.'] });
      }
      assertInstantInRange('now', at);
      state.clock.set(at);
    } else if (advance !== undefined) {
      // the edge keeps the number within the integer range; the clock stays within the sandbox's years
      assertInstantInRange('advance_seconds', new Date(state.clock.now().getTime() + advance * 1000));
      state.clock.advance(advance);
    } else {
      invalid({ non_field_errors: ['Send {"now": ISO date-time} or {"advance_seconds": number}.'] });
    }
    return c.json(clockBody());
  });

  const marketBody = () => ({
    forced: state.market.forced,
    per_currency: state.market.perCurrency,
    market: marketStatusAt(state.clock.now(), state.market.forced),
  });
  app.get('/market', (c) => c.json(marketBody()));
  app.post('/market', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const forced = body.state as ForcedMarketState;
    if (!FORCED_STATES.includes(forced)) invalid({ state: [`Choose one of ${FORCED_STATES.join(', ')}.`] });
    if (body.currency !== undefined) {
      const currency = body.currency as CurrencyCode;
      if (!marketCurrencies.includes(currency)) invalid({ currency: ['Unknown currency.'] });
      if (forced === 'auto') delete state.market.perCurrency[currency];
      else state.market.perCurrency[currency] = forced;
    } else {
      state.market.forced = forced;
      state.market.perCurrency = {};
    }
    return c.json(marketBody());
  });

  app.get('/personas', async (c) => {
    const rows = await state.db.query<Persona>(
      `SELECT persona_key AS key, email, persona_label AS label, persona_description AS description
         FROM users WHERE persona_key IS NOT NULL ORDER BY persona_position`,
    );
    return c.json(rows);
  });

  /** Product ids by role (the sanitiser payload, coming soon, suspended, repaid, …) for tests and demos. */
  app.get('/markers', async (c) => {
    const rows = await state.db.query<{ value: unknown }>(
      "SELECT value FROM sandbox_meta WHERE key = 'markers'",
    );
    return c.json(rows[0]?.value ?? {});
  });

  app.post('/token', async (c) => {
    const body = await readJsonObject(c.req.raw);
    const rows = await state.db.query<{ customer_id: number }>(
      'SELECT customer_id FROM users WHERE persona_key = $1',
      [optionalText('persona', body.persona) ?? ''],
    );
    if (!rows[0]) fail(404, DETAIL.notFound);
    const token = await createApiToken(state.db, rows[0].customer_id, state.clock.now());
    await state.signedIn(rows[0].customer_id);
    return c.json({ access_token: token, token_type: 'Bearer', expires_in: TOKEN_SECONDS });
  });

  app.post('/reset', async (c) => {
    await state.reset();
    return c.json({ reset: true, ...clockBody() });
  });

  return app;
}
