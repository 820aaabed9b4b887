// Over 500 lines: one suite on one sandbox per store, whose sections run in order on the same data.
/**
 * The sandbox's store and route tests, written once and run against every store: embedded PGlite
 * (store.pglite.test.ts) and a real PostgreSQL server (store.postgres.test.ts).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  annotationSchema,
  companyDocumentListSchema,
  investmentAccountListSchema,
  isProductShown,
  type MarketProduct,
  marketProductListSchema,
  marketStatusSchema,
  marketsSchema,
  type ProductDetail,
  personaListSchema,
  productDetailSchema,
  type SessionUser,
  searchHaystack,
  seniorities,
  sessionUserSchema,
} from '@bondkit/sdk-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CookieFetch, createCookieFetch } from '../../src/cookie-fetch';
import type { Sandbox } from '../../src/index';
import { isValidIsin, parseCsv, SENIORITY_LABELS } from '../../src/market';
import { type CatalogueMarkers, PERSONA_PASSWORD, PERSONAS, personaEmail } from '../../src/seed';
import {
  anonymous,
  csrfJson,
  expectParses,
  MARKET_QUERY,
  postJson,
  signIn,
  TEST_NOW,
} from '../support/helpers';

const CSRF_FAILED = { detail: 'CSRF Failed: CSRF token missing or incorrect.' };
const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.' };
const NOT_FOUND = { detail: 'Not found.' };

export function defineStoreSuite(label: string, open: () => Promise<Sandbox>): void {
  describe(`sandbox store (${label})`, () => {
    let sandbox: Sandbox;
    let markers: CatalogueMarkers;

    beforeAll(async () => {
      sandbox = await open();
      markers = (await (await sandbox.fetch('/sandbox/markers')).json()) as CatalogueMarkers;
      expect(markers.xssProductId).toBeGreaterThan(0);
    }, 120_000);

    afterAll(async () => {
      await sandbox?.close();
    });

    afterEach(async () => {
      // tests that move the clock or force the market put them back
      sandbox.clock.set(TEST_NOW);
      await postJson(sandbox.fetch, '/sandbox/market', { state: 'auto' });
    });

    const products = async (query = MARKET_QUERY, client = sandbox.fetch) => {
      const response = await client(`/api/products/?${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as MarketProduct[];
    };
    const detail = async (id: number, client = sandbox.fetch) => {
      const response = await client(
        `/api/products/${id}/?expand=user_invested,adib_details,company__important_updates`,
      );
      expect(response.status).toBe(200);
      return (await response.json()) as ProductDetail;
    };

    describe('seed in the database', () => {
      it('holds at least 180 products with valid ISINs, the rolling gilt and sukuk details', async () => {
        const rows = await sandbox.db.query<{
          product_id: number;
          isin_code: string;
          adib_risk_category: number | null;
          company_id: number;
        }>('SELECT product_id, isin_code, adib_risk_category, company_id FROM products');
        expect(rows.length).toBeGreaterThanOrEqual(180);
        expect(rows.every((r) => isValidIsin(r.isin_code))).toBe(true);
        const gilt = await sandbox.db.query<{
          product_name: string;
          is_treasury: boolean;
          company_name: string;
        }>(
          'SELECT p.product_name, c.is_treasury, c.company_name FROM products p JOIN companies c USING (company_id) WHERE product_id = 1000',
        );
        expect(gilt[0]).toEqual({
          product_name: 'One Year Rolling GILT',
          is_treasury: true,
          company_name: 'UK Treasury',
        });
        const sukuk = await sandbox.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM products WHERE category_ids ? 'sukuk' AND adib_risk_category IS NULL",
        );
        expect(sukuk[0]?.n).toBe(0);
      });

      it('stores only password hashes', async () => {
        const rows = await sandbox.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
        expect(rows.length).toBe(PERSONAS.length);
        for (const row of rows) {
          expect(row.password_hash).toMatch(/^scrypt\$/);
          expect(row.password_hash).not.toContain(PERSONA_PASSWORD);
        }
      });
    });

    describe('auth and CSRF', () => {
      it('sets a readable csrftoken cookie on a response to a request that had none, and keeps it after', async () => {
        const first = await sandbox.fetch('/api/market/');
        const cookie = first.headers.getSetCookie().find((c) => c.startsWith('csrftoken='));
        expect(cookie).toBeDefined();
        expect(cookie).toMatch(/Path=\//);
        expect(cookie).toMatch(/SameSite=Lax/);
        expect(cookie).not.toMatch(/HttpOnly/i);
        const client = await anonymous(sandbox.fetch);
        const token = client.getCookie('csrftoken');
        const again = await client('/api/market/');
        expect(again.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(false);
        expect(client.getCookie('csrftoken')).toBe(token);
      });

      it('refuses unsafe calls without a matching X-CSRFToken', async () => {
        const client = await anonymous(sandbox.fetch);
        const credentials = { email: personaEmail('investor'), password: PERSONA_PASSWORD };
        const missing = await postJson(client, '/api/auth/login/', credentials);
        expect(missing.status).toBe(403);
        expect(await missing.json()).toEqual(CSRF_FAILED);
        const wrong = await postJson(client, '/api/auth/login/', credentials, {
          'x-csrftoken': 'not-the-cookie',
        });
        expect(wrong.status).toBe(403);
        expect(await wrong.json()).toEqual(CSRF_FAILED);
        // no cookie at all, header alone
        const bare = await postJson(createCookieFetch(sandbox.fetch), '/api/auth/login/', credentials, {
          'x-csrftoken': 'anything',
        });
        expect(bare.status).toBe(403);
        // the refusal still hands out a csrftoken, so the next attempt can succeed
        expect(bare.headers.getSetCookie().some((c) => c.startsWith('csrftoken='))).toBe(true);
      });

      it('answers wrong credentials with the platform message', async () => {
        const client = await anonymous(sandbox.fetch);
        for (const body of [
          { email: personaEmail('investor'), password: 'wrong' },
          { email: 'nobody@sandbox.bondkit.test', password: PERSONA_PASSWORD },
        ]) {
          const response = await postJson(client, '/api/auth/login/', body, csrfJson(client));
          expect(response.status).toBe(400);
          expect(await response.json()).toEqual({
            non_field_errors: ['Unable to log in with provided credentials.'],
          });
        }
        const empty = await postJson(client, '/api/auth/login/', {}, csrfJson(client));
        expect(empty.status).toBe(400);
        expect(await empty.json()).toEqual({
          email: ['This field is required.'],
          password: ['This field is required.'],
        });
        expect(client.getCookie('sessionid')).toBeUndefined();
      });

      it('signs in with a session cookie, answers /customers/me/, and signs out', async () => {
        const client = await anonymous(sandbox.fetch);
        const login = await postJson(
          client,
          '/api/auth/login/',
          { email: 'Investor@Sandbox.Bondkit.Test', password: PERSONA_PASSWORD },
          csrfJson(client),
        );
        expect(login.status).toBe(200);
        const user = (await login.json()) as SessionUser;
        expectParses(sessionUserSchema, user, 'login');
        expect(user.email).toBe(personaEmail('investor'));
        const session = login.headers.getSetCookie().find((c) => c.startsWith('sessionid='));
        expect(session).toMatch(/HttpOnly/);
        expect(session).toMatch(/SameSite=Lax/);
        expect(session).toMatch(/Path=\//);

        const me = await client('/api/customers/me/');
        expect(me.status).toBe(200);
        expect(((await me.json()) as SessionUser).customer_id).toBe(user.customer_id);

        const noCsrf = await client('/api/auth/logout/', { method: 'POST' });
        expect(noCsrf.status).toBe(403);
        const logout = await client('/api/auth/logout/', { method: 'POST', headers: csrfJson(client) });
        expect(logout.status).toBe(204);
        expect(client.getCookie('sessionid')).toBeUndefined();
        const after = await client('/api/customers/me/');
        expect(after.status).toBe(401);
        expect(await after.json()).toEqual(NOT_AUTHENTICATED);
      });

      it('answers 401 to anonymous calls that need a user', async () => {
        const client = await anonymous(sandbox.fetch);
        for (const url of ['/api/customers/me/', '/api/customers/me/investment-accounts/']) {
          const response = await client(url);
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual(NOT_AUTHENTICATED);
        }
        const watch = await client(`/api/products/${markers.xssProductId}/annotations/`, {
          method: 'PATCH',
          headers: csrfJson(client),
          body: JSON.stringify({ is_interested: true }),
        });
        expect(watch.status).toBe(401);
        expect(await watch.json()).toEqual(NOT_AUTHENTICATED);
      });

      it('accepts a bearer token instead of cookies, without CSRF, and rejects an unknown one', async () => {
        const tokenResponse = await postJson(sandbox.fetch, '/api/auth/token/', {
          email: personaEmail('sukuk'),
          password: PERSONA_PASSWORD,
        });
        expect(tokenResponse.status).toBe(200);
        const { access_token } = (await tokenResponse.json()) as { access_token: string };
        const auth = { authorization: `Bearer ${access_token}` };
        const me = await sandbox.fetch('/api/customers/me/', { headers: auth });
        expect(me.status).toBe(200);
        expect(((await me.json()) as SessionUser).partner).toBe('adib');
        const sukukId = (await products('partner=adib'))[0]!.product_id;
        const watch = await sandbox.fetch(`/api/products/${sukukId}/annotations/`, {
          method: 'PATCH',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ is_interested: true }),
        });
        expect(watch.status).toBe(200);
        const list = await products(`${MARKET_QUERY}&for_user=me`, (url) =>
          sandbox.fetch(url, { headers: auth }),
        );
        expect(list.find((p) => p.product_id === sukukId)?.annotations).toEqual({ is_interested: true });
        const bad = await sandbox.fetch('/api/customers/me/', { headers: { authorization: 'Bearer nope' } });
        expect(bad.status).toBe(401);
        expect(await bad.json()).toEqual({ detail: 'Invalid token.' });
        // readable from a partner's allowed origin, so a partner page can refresh its token on 401
        // (the partners' CORS rules are tested in partners/partners.test.ts)
        const fromPartner = await sandbox.fetch('/api/customers/me/', {
          headers: { authorization: 'Bearer nope', origin: 'http://127.0.0.1:5190' },
        });
        expect(fromPartner.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5190');
        const preflight = await sandbox.fetch('/api/products/1/annotations/', {
          method: 'OPTIONS',
          headers: { origin: 'http://127.0.0.1:5190', 'access-control-request-method': 'PATCH' },
        });
        expect(preflight.status).toBe(204);
        expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
      });

      it('ends sessions after two weeks of sandbox time', async () => {
        // a persona without Smart Interest holdings: two weeks on, the investor's would pay out (smart-interest's
        // settlement) and change the balances the persona tests below read
        const client = await signIn(sandbox.fetch, 'sipp');
        sandbox.clock.advance(13 * 24 * 3600);
        expect((await client('/api/customers/me/')).status).toBe(200);
        sandbox.clock.advance(2 * 24 * 3600);
        expect((await client('/api/customers/me/')).status).toBe(401);
      });
    });

    describe('personas', () => {
      it('lists every persona with its email', async () => {
        const response = await sandbox.fetch('/sandbox/personas');
        const personas = await response.json();
        expectParses(personaListSchema, personas, 'personas');
        expect(personas.map((p: { key: string }) => p.key)).toEqual([
          'investor',
          'readonly',
          'cooling-off',
          'isa-restricted',
          'sipp',
          'corporate',
          'sukuk',
          'identity-check',
          'blocked',
          'new',
          'long-history',
          'ifisa-agreement',
        ]);
        for (const p of personas as { key: string; email: string; label: string }[]) {
          expect(p.email).toBe(`${p.key}@sandbox.bondkit.test`);
          expect(p.label.length).toBeGreaterThan(0);
        }
      });

      const me = async (persona: string) => {
        const client = await signIn(sandbox.fetch, persona);
        const response = await client('/api/customers/me/');
        expect(response.status).toBe(200);
        const user = (await response.json()) as SessionUser;
        expectParses(sessionUserSchema, user, `${persona} /customers/me/`);
        const accounts = await (await client('/api/customers/me/investment-accounts/')).json();
        expectParses(investmentAccountListSchema, accounts, `${persona} investment accounts`);
        expect(accounts).toEqual(user.investment_accounts);
        return user;
      };

      it('investor: GBP and EUR balances, an IFISA, questionnaires passed, Smart Interest', async () => {
        const user = await me('investor');
        expect(user.account_type).toBe(0);
        expect(user.permissions).toContain('can_view_smart_interest');
        expect(Object.values(user.questionnaires).every((s) => s === 'passed')).toBe(true);
        const individual = user.investment_accounts.find((a) => a.account_type === 'individual');
        expect(individual?.currencies).toEqual({ EUR: '12000.00', GBP: '25000.00' });
        const isa = user.investment_accounts.find((a) => a.account_type === 'ifisa');
        expect(isa?.title).toBe('Innovative Finance ISA');
        expect(isa?.isa_remaining).toBe('12000.00');
        expect(user.is_read_only || user.is_in_cooling_off_period || user.isa_restricted).toBe(false);
      });

      it('read-only, ISA-restricted, SIPP, corporate, identity-check, blocked and new carry their flags', async () => {
        expect((await me('readonly')).is_read_only).toBe(true);
        expect((await me('isa-restricted')).isa_restricted).toBe(true);
        const sipp = await me('sipp');
        expect(sipp.account_type).toBe(5);
        expect(sipp.investment_accounts[0]?.account_type).toBe('sipp');
        const corporate = await me('corporate');
        expect(corporate.account_type).toBe(1);
        expect(corporate.is_retail).toBe(false);
        expect((await me('identity-check')).requires_identity_check).toBe(true);
        expect((await me('blocked')).blocks).toEqual({
          block_buys: true,
          block_sells: true,
          block_funding: true,
          block_withdrawals: true,
        });
        const fresh = await me('new');
        expect(Object.values(fresh.questionnaires).every((s) => s === 'not-attempted')).toBe(true);
        expect(fresh.investment_accounts.every((a) => Object.keys(a.currencies).length === 0)).toBe(true);
        expect(fresh.is_onboarded).toBe(false);
      });

      it('sukuk: partner adib, AED account, linked bank account with suitability score 3', async () => {
        const user = await me('sukuk');
        expect(user.partner).toBe('adib');
        expect(user.adib_account_link?.currency_code).toBe('AED');
        expect(user.adib_account_link?.suitability_questionnaire_results?.user_score).toBe(3);
        expect(user.investment_accounts[0]?.currencies.AED).toBe('120000.00');
      });

      it('cooling-off: on hold until a time the sandbox clock reaches later', async () => {
        const user = await me('cooling-off');
        expect(user.is_in_cooling_off_period).toBe(true);
        const ends = Date.parse(user.cooling_off_ends_at ?? '');
        expect(ends).toBeGreaterThan(sandbox.clock.now().getTime());
        sandbox.clock.set(new Date(ends + 1000));
        const later = await me('cooling-off');
        expect(later.is_in_cooling_off_period).toBe(false);
        expect(later.cooling_off_ends_at).toBeNull();
      });

      it("every answer's Date header tells the sandbox clock's time, not the machine's", async () => {
        sandbox.clock.set('2026-11-23T10:00:00Z');
        const ok = await sandbox.fetch('/api/market/');
        const missing = await sandbox.fetch('/api/products/999999/');
        for (const response of [ok, missing]) {
          const told = Date.parse(response.headers.get('date') ?? '');
          expect(Math.abs(told - Date.parse('2026-11-23T10:00:00Z'))).toBeLessThan(5_000);
        }
      });
    });

    describe('market responses parse with the sdk-core schemas', () => {
      it('products list for a visitor: no per-user fields, display order and restrictions when asked', async () => {
        const list = await products();
        expectParses(marketProductListSchema, list, 'anonymous list');
        expect(list.length).toBeGreaterThan(150);
        for (const p of list) {
          expect(p).not.toHaveProperty('annotations');
          expect(p).not.toHaveProperty('user_invested');
          expect(typeof p.display_order).toBe('number');
          expect(p.access_restrictions?.every((r) => r.access_approved === false)).toBe(true);
        }
        // browsers accept brotli: the same list, compressed; a client taking only gzip gets gzip
        const compressed = async (acceptEncoding: string) => {
          const answer = await sandbox.fetch(`/api/products/?${MARKET_QUERY}`, {
            headers: { 'accept-encoding': acceptEncoding },
          });
          const bytes = new Uint8Array(await answer.arrayBuffer());
          return { coding: answer.headers.get('content-encoding'), bytes };
        };
        const brotli = await compressed('gzip, deflate, br, zstd');
        expect(brotli.coding).toBe('br');
        expect(JSON.parse(brotliDecompressSync(brotli.bytes).toString('utf8'))).toEqual(list);
        const zipped = await compressed('gzip, br;q=0');
        expect(zipped.coding).toBe('gzip');
        expect(JSON.parse(gunzipSync(zipped.bytes).toString('utf8'))).toEqual(list);
        expect(brotli.bytes.length).toBeLessThan(zipped.bytes.length);
        expect((await compressed('identity')).coding).toBeNull();
        const plain = await products('exclude=call_schedule');
        expectParses(marketProductListSchema, plain, 'list without expand');
        expect(plain[0]).not.toHaveProperty('display_order');
        expect(plain[0]).not.toHaveProperty('access_restrictions');
      });

      it('products list for a signed-in user with for_user=me: watch flags and invested amounts', async () => {
        const client = await signIn(sandbox.fetch, 'investor');
        const list = await products(`${MARKET_QUERY}&for_user=me`, client);
        expectParses(marketProductListSchema, list, 'signed-in list');
        expect(list.every((p) => p.annotations !== undefined && p.user_invested !== undefined)).toBe(true);
        expect(list.filter((p) => p.annotations?.is_interested).length).toBeGreaterThanOrEqual(3);
        expect(list.filter((p) => p.user_invested !== null).length).toBeGreaterThanOrEqual(5);
        expect(list.find((p) => p.product_id === 1000)?.user_invested).toBe('5000.00');
        const highYield = list.find((p) => p.access_restrictions?.some((r) => r.type === 'high-yield'));
        expect(highYield?.access_restrictions?.find((r) => r.type === 'high-yield')?.access_approved).toBe(
          true,
        );
        // without for_user=me the per-user fields stay out
        const notForMe = await products(MARKET_QUERY, client);
        expect(notForMe[0]).not.toHaveProperty('annotations');
      });

      it('the partner sees only sukuk; the standard market only GBP and EUR', async () => {
        const standard = await products();
        expect(new Set(standard.map((p) => p.currency))).toEqual(new Set(['GBP', 'EUR']));
        const client = await signIn(sandbox.fetch, 'sukuk');
        const partner = await products(`${MARKET_QUERY}&for_user=me`, client);
        expectParses(marketProductListSchema, partner, 'partner list');
        expect(partner.length).toBe(30);
        expect(partner.every((p) => p.adib_details !== null)).toBe(true);
        expect(new Set(partner.map((p) => p.currency))).toEqual(new Set(['GBP', 'USD', 'AED']));
        expect((await products('partner=adib')).length).toBe(30);
      });

      it('product detail for every kind of product', async () => {
        const list = await products('exclude=call_schedule&partner=adib');
        const kinds: Record<string, number> = {
          open: markers.xssProductId,
          perpetual: (await products()).find((p) => p.investment_type === 'perpetual')!.product_id,
          gilt: 1000,
          sukuk: list.find((p) => p.currency === 'AED')!.product_id,
          comingSoon: markers.comingSoon[0]!,
          suspended: markers.suspended[0]!,
          repaid: markers.repaid[0]!,
          defaulted: markers.defaulted[0]!,
          nonPerforming: markers.nonPerforming[0]!,
        };
        const client = await signIn(sandbox.fetch, 'investor');
        for (const [kind, id] of Object.entries(kinds)) {
          const body = await detail(id, client);
          expectParses(productDetailSchema, body, `detail of ${kind} product ${id}`);
          expect(body.product_id).toBe(id);
          expect(body.important_updates).toBeDefined();
          expect(body).toHaveProperty('user_invested');
        }
        const gilt = await detail(1000);
        expect(gilt.product_name).toBe('One Year Rolling GILT');
        expect(gilt.company.is_treasury).toBe(true);
        expect(gilt).not.toHaveProperty('user_invested');
        expect((await detail(kinds.sukuk!)).adib_details?.risk_category).toBeGreaterThanOrEqual(1);
        expect((await detail(kinds.comingSoon!)).pending_liquidity.length).toBeGreaterThan(0);
        expect((await detail(kinds.suspended!)).important_updates?.length).toBeGreaterThan(0);
        const noUpdates = await (await sandbox.fetch(`/api/products/${kinds.suspended}/`)).json();
        expect(noUpdates).not.toHaveProperty('important_updates');
        expect((await detail(markers.xssProductId)).description_html).toContain('<script>');
      });

      it('answers 404 for unknown products', async () => {
        for (const url of [
          '/api/products/999999/',
          '/api/products/abc/',
          '/api/products/999999/annotations/',
        ]) {
          const client = await signIn(sandbox.fetch, 'investor');
          const response = url.endsWith('annotations/')
            ? await client(url, {
                method: 'PATCH',
                headers: csrfJson(client),
                body: '{"is_interested":true}',
              })
            : await client(url);
          expect(response.status).toBe(404);
          expect(await response.json()).toEqual(NOT_FOUND);
        }
      });

      it('market and markets', async () => {
        const market = await (await sandbox.fetch('/api/market/')).json();
        expectParses(marketStatusSchema, market, 'market');
        const markets = await (await sandbox.fetch('/api/markets/')).json();
        expectParses(marketsSchema, markets, 'markets');
        expect(markets.map((m: { currency: string }) => m.currency)).toEqual(['GBP', 'EUR', 'USD', 'AED']);
      });

      it('company documents, each downloadable as a PDF, and generated logos', async () => {
        const [sukuk] = await products('partner=adib');
        for (const reference of ['uk-treasury', sukuk!.company.reference]) {
          const response = await sandbox.fetch(`/api/companies/${reference}/documents/`);
          const documents = (await response.json()) as { document_type: string; link: string }[];
          expectParses(companyDocumentListSchema, documents, `documents of ${reference}`);
          expect(documents.some((d) => d.document_type === 'prospectus')).toBe(true);
          for (const doc of documents) {
            const file = await sandbox.fetch(doc.link);
            expect(file.status).toBe(200);
            expect(file.headers.get('content-type')).toBe('application/pdf');
            const bytes = new Uint8Array(await file.arrayBuffer());
            expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
          }
        }
        const sukukDocs = await (
          await sandbox.fetch(`/api/companies/${sukuk!.company.reference}/documents/`)
        ).json();
        expect(sukukDocs[0].document_type).toBe('key_facts');
        expect((await sandbox.fetch('/api/companies/no-such-company/documents/')).status).toBe(404);
        const logo = await sandbox.fetch(sukuk!.company.logo!);
        expect(logo.headers.get('content-type')).toContain('image/svg+xml');
        expect(await logo.text()).toMatch(/^<svg[^>]*>.*<\/svg>$/s);
      });
    });

    describe('CSV export', () => {
      const csv = async (query: string, client = sandbox.fetch) => {
        const response = await client(`/api/products/?format=csv&${query}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('text/csv');
        const rows = parseCsv(await response.text());
        const [header, ...body] = rows;
        return {
          response,
          header: header!,
          rows: body.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]!]))),
        };
      };

      it('is named after the sandbox date in London and has a header row of column names', async () => {
        const { response, header, rows } = await csv('');
        expect(response.headers.get('content-disposition')).toBe(
          'attachment; filename="bondkit_market_20261123.csv"',
        );
        expect(header.slice(0, 4)).toEqual(['Company', 'Underlying company', 'Product', 'ISIN']);
        expect(header).toContain('Yield to maturity (%)');
        expect(rows.length).toBe((await products('exclude=call_schedule')).length);
        sandbox.clock.set('2026-06-30T23:30:00Z'); // already 1 July in London (BST)
        const late = await csv('currency=GBP');
        expect(late.response.headers.get('content-disposition')).toContain('bondkit_market_20260701.csv');
      });

      it('filters by currency, seniority and categories (repeated) like the list does', async () => {
        const eur = await csv('currency=EUR');
        expect(eur.rows.length).toBeGreaterThan(0);
        expect(eur.rows.every((r) => r.Currency === 'EUR')).toBe(true);
        const seniority = await csv('seniority=senior_secured&seniority=unsecured_at1');
        expect(new Set(seniority.rows.map((r) => r.Seniority))).toEqual(
          new Set([SENIORITY_LABELS.senior_secured, SENIORITY_LABELS.unsecured_at1]),
        );
        const query = 'category=perpetuals&category=retail';
        const both = await csv(query);
        const list = await products(`exclude=call_schedule&${query}`);
        expect(both.rows.length).toBe(list.length);
        expect(
          list.every((p) => p.investment_type === 'perpetual' || p.company.industry?.key === 'retail'),
        ).toBe(true);
        expect(both.rows.map((r) => r.ISIN)).toEqual(list.map((p) => p.isin_code));
      });

      it('filters by maturity years and by each returns range', async () => {
        const maturity = await csv('maturity__gte=2030&maturity__lte=2035');
        expect(maturity.rows.length).toBeGreaterThan(0);
        for (const r of maturity.rows) {
          const year = Number(r['Maturity date']!.slice(0, 4));
          expect(year).toBeGreaterThanOrEqual(2030);
          expect(year).toBeLessThanOrEqual(2035);
        }
        const checks: [string, string][] = [
          ['yield_to_maturity', 'Yield to maturity (%)'],
          ['current_yield', 'Current yield (%)'],
          ['coupon', 'Coupon (%)'],
        ];
        for (const [field, column] of checks) {
          const { rows } = await csv(`${field}__gte=5&${field}__lte=7.5`);
          expect(rows.length, field).toBeGreaterThan(0);
          for (const r of rows) {
            const value = Number(r[column]);
            expect(value, `${field} ${r[column]}`).toBeGreaterThanOrEqual(5);
            expect(value).toBeLessThanOrEqual(7.5);
          }
        }
        const invalid = await sandbox.fetch('/api/products/?format=csv&coupon__gte=lots');
        expect(invalid.status).toBe(400);
        expect(await invalid.json()).toEqual({ coupon__gte: ['Enter a number.'] });
      });

      it('holds what the market shows: the search, and view_unavailable=false for the unavailable toggle', async () => {
        const all = await products('exclude=call_schedule');
        const shown = all.filter((p) => isProductShown(p, null, false));
        expect(shown.length).toBeLessThan(all.length);
        const visible = await csv('view_unavailable=false');
        expect(visible.rows.map((r) => r.ISIN).sort()).toEqual(shown.map((p) => p.isin_code).sort());
        const searched = await csv('view_unavailable=false&search=plc');
        expect(searched.rows.length).toBe(shown.filter((p) => searchHaystack(p).includes('plc')).length);
      });

      it('quotes cells that hold commas and exports a signed-in user’s watchlist', async () => {
        const response = await sandbox.fetch(
          '/api/products/?format=csv&category=energy_utilities_and_infrastructure',
        );
        const text = await response.text();
        expect(text).toMatch(/,"[^",]*(, [^",]*)*Energy, utilities and infrastructure[^"]*"\r\n/);
        const rows = parseCsv(text).slice(1);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((r) => r.at(-1)?.includes('Energy, utilities and infrastructure'))).toBe(true);
        const client = await signIn(sandbox.fetch, 'investor');
        const watched = await csv('category=watchlist', client);
        const list = await products(`${MARKET_QUERY}&for_user=me`, client);
        expect(watched.rows.map((r) => r.ISIN).sort()).toEqual(
          list
            .filter((p) => p.annotations?.is_interested)
            .map((p) => p.isin_code)
            .sort(),
        );
      });
    });

    describe('watch', () => {
      const watch = (client: CookieFetch, id: number, on: unknown) =>
        client(`/api/products/${id}/annotations/`, {
          method: 'PATCH',
          headers: csrfJson(client),
          body: JSON.stringify({ is_interested: on }),
        });

      it('persists is_interested for the user and shows it in the list, the watchlist and a new session', async () => {
        const client = await signIn(sandbox.fetch, 'investor');
        const id = markers.xssProductId;
        const on = await watch(client, id, true);
        expect(on.status).toBe(200);
        const body = await on.json();
        expectParses(annotationSchema, body, 'annotation');
        expect(body).toEqual({ is_interested: true });
        const again = await signIn(sandbox.fetch, 'investor');
        const list = await products(`${MARKET_QUERY}&for_user=me`, again);
        expect(list.find((p) => p.product_id === id)?.annotations).toEqual({ is_interested: true });
        const watchlist = await products(`exclude=call_schedule&for_user=me&category=watchlist`, again);
        expect(watchlist.map((p) => p.product_id)).toContain(id);
        // another user does not see it
        const other = await signIn(sandbox.fetch, 'corporate');
        const theirs = await products(`${MARKET_QUERY}&for_user=me`, other);
        expect(theirs.find((p) => p.product_id === id)?.annotations).toEqual({ is_interested: false });

        expect((await watch(again, id, false)).status).toBe(200);
        const after = await products(`${MARKET_QUERY}&for_user=me`, client);
        expect(after.find((p) => p.product_id === id)?.annotations).toEqual({ is_interested: false });
      });

      it('refuses read-only users and malformed bodies', async () => {
        const readonly = await signIn(sandbox.fetch, 'readonly');
        const refused = await watch(readonly, markers.xssProductId, true);
        expect(refused.status).toBe(403);
        expect(await refused.json()).toEqual({ detail: 'Read-only users cannot change their watchlist.' });
        const client = await signIn(sandbox.fetch, 'investor');
        const wrongType = await watch(client, markers.xssProductId, 'yes');
        expect(wrongType.status).toBe(400);
        expect(await wrongType.json()).toEqual({ is_interested: ['Must be a valid boolean.'] });
      });
    });

    describe('market hours follow the sandbox clock', () => {
      const market = async () =>
        (await (await sandbox.fetch('/api/market/')).json()) as {
          state: string;
          state_now: string;
          opens_at: string | null;
          are_limit_orders_allowed: boolean;
        };
      const setClock = (now: string) => postJson(sandbox.fetch, '/sandbox/clock', { now });

      it('is open on weekdays 08:00–16:30 London time and says when it opens next', async () => {
        expect(await market()).toEqual({
          state: 'open',
          state_now: 'open',
          opens_at: null,
          are_limit_orders_allowed: true,
        });
        await setClock('2026-11-23T16:29:00Z');
        expect((await market()).state).toBe('open');
        await setClock('2026-11-23T16:30:00Z');
        expect(await market()).toMatchObject({
          state: 'closed',
          state_now: 'closed',
          opens_at: '2026-11-24T08:00:00+00:00',
        });
        await setClock('2026-11-27T18:00:00Z'); // Friday evening
        expect((await market()).opens_at).toBe('2026-11-30T08:00:00+00:00');
        await setClock('2026-11-28T12:00:00Z'); // Saturday
        expect((await market()).state).toBe('closed');
        await setClock('2026-06-15T06:59:00Z'); // 07:59 in London (BST)
        expect(await market()).toMatchObject({ state: 'closed', opens_at: '2026-06-15T08:00:00+01:00' });
        await setClock('2026-06-15T07:00:00Z'); // 08:00 in London
        expect((await market()).state).toBe('open');
      });

      it('moves with advance_seconds and reports the clock', async () => {
        const set = await setClock('2026-11-27T16:29:30Z');
        expect(((await set.json()) as { now: string }).now).toMatch(/^2026-11-27T16:29:3/);
        expect((await market()).state).toBe('open');
        const advanced = await postJson(sandbox.fetch, '/sandbox/clock', { advance_seconds: 60 });
        expect(((await advanced.json()) as { now: string }).now).toMatch(/^2026-11-27T16:30:3/);
        expect((await market()).state).toBe('closed');
        const read = await (await sandbox.fetch('/sandbox/clock')).json();
        expect(read.now).toMatch(/^2026-11-27T16:30:3/);
        expect((await postJson(sandbox.fetch, '/sandbox/clock', { now: 'soon' })).status).toBe(400);
      });

      it('can be forced open, closed or suspended, and back to market hours', async () => {
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'suspended' });
        expect(await market()).toEqual({
          state: 'suspended',
          state_now: 'closed',
          opens_at: null,
          are_limit_orders_allowed: false,
        });
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'closed' });
        expect(await market()).toMatchObject({ state: 'closed', opens_at: '2026-11-24T08:00:00+00:00' });
        await setClock('2026-11-28T12:00:00Z');
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'open' });
        expect((await market()).state).toBe('open');
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'auto' });
        expect((await market()).state).toBe('closed');
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'suspended', currency: 'AED' });
        const markets = (await (await sandbox.fetch('/api/markets/')).json()) as {
          currency: string;
          state: string;
        }[];
        expect(markets.find((m) => m.currency === 'AED')?.state).toBe('suspended');
        expect(markets.find((m) => m.currency === 'GBP')?.state).toBe('closed');
        expect((await postJson(sandbox.fetch, '/sandbox/market', { state: 'halted' })).status).toBe(400);
      });
    });

    describe('reset', () => {
      it('reseeds relative to the clock, signs everyone out and undoes changes', async () => {
        const client = await signIn(sandbox.fetch, 'investor');
        const id = markers.xssProductId;
        await client(`/api/products/${id}/annotations/`, {
          method: 'PATCH',
          headers: csrfJson(client),
          body: JSON.stringify({ is_interested: true }),
        });
        await postJson(sandbox.fetch, '/sandbox/market', { state: 'suspended' });
        const before = await products();

        sandbox.clock.set('2027-03-01T12:00:00Z');
        const reset = await postJson(sandbox.fetch, '/sandbox/reset', {});
        expect(reset.status).toBe(200);

        expect((await client('/api/customers/me/')).status).toBe(401);
        expect(((await (await sandbox.fetch('/api/market/')).json()) as { state: string }).state).toBe(
          'open',
        );
        const again = await signIn(sandbox.fetch, 'investor');
        const list = await products(`${MARKET_QUERY}&for_user=me`, again);
        expect(list.find((p) => p.product_id === id)?.annotations).toEqual({ is_interested: false });
        // same catalogue, dates moved with the clock: the new products are new again on 1 March 2027
        expect(list.map((p) => p.isin_code).sort()).toEqual(before.map((p) => p.isin_code).sort());
        const now = Date.parse('2027-03-01T12:00:00Z');
        for (const newId of markers.newProducts) {
          const p = list.find((x) => x.product_id === newId);
          if (!p) continue; // USD / AED sukuk are outside the standard market
          const age = now - Date.parse(p.first_added_to_market);
          expect(age).toBeGreaterThanOrEqual(0);
          expect(age).toBeLessThanOrEqual(7 * 24 * 3600 * 1000);
        }
        sandbox.clock.set(TEST_NOW);
        await sandbox.reset();
      });
    });

    describe('seniorities and categories through the API', () => {
      it('cover every seniority in GBP and in EUR', async () => {
        const list = await products();
        for (const currency of ['GBP', 'EUR']) {
          const found = new Set(list.filter((p) => p.currency === currency).map((p) => p.seniority));
          expect([...found].sort(), currency).toEqual([...seniorities].sort());
        }
      });
    });
  });
}
