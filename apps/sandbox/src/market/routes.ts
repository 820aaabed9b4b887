import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { type CurrencyCode, marketCurrencies, type ProductDetail } from '@bondkit/sdk-core';
import { type Context, Hono } from 'hono';
import { requireUser } from '../auth';
import { idParam } from '../shared/edge';
import { fail, invalid, readJsonObject } from '../shared/errors';
import { DETAIL } from '../shared/refusals';
import type { SandboxEnv, SandboxState } from '../state';
import { productsCsv } from './csv';
import { filterProducts, inScope, parsePartner, parseProductQuery } from './filters';
import { londonCompactDate, marketStatusAt } from './hours';
import {
  loadProducts,
  loadUserContext,
  type ProductRecord,
  serialiseProduct,
  type UserProductContext,
} from './store';

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_CACHED_LISTS = 64;

interface DetailRow {
  description_html: string;
  bond_information: ProductDetail['bond_information'];
  capital_structure: ProductDetail['capital_structure'];
  key_financials: ProductDetail['key_financials'];
  news: ProductDetail['news'];
  important_updates: NonNullable<ProductDetail['important_updates']>;
  company_description_html: string;
  website: string | null;
  country: string;
  founded: number | null;
}

function expandSet(params: URLSearchParams): Set<string> {
  return new Set(
    params
      .getAll('expand')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean),
  );
}

interface CachedList {
  body: Uint8Array<ArrayBuffer>;
  /** the body compressed, per coding: made once, when a client first accepts it */
  encoded: Partial<Record<ListCoding, Uint8Array<ArrayBuffer>>>;
}

type ListCoding = 'br' | 'gzip';

/**
 * The codings a list is sent in, best first: brotli (a quarter smaller than gzip on the market list), then
 * gzip. Brotli's quality 6 compresses the 220 KB list in about 4 ms, as gzip does; 11 would take 400 ms for
 * another sixth.
 */
const LIST_CODINGS: Record<ListCoding, (body: Uint8Array) => Uint8Array<ArrayBuffer>> = {
  br: (body) =>
    new Uint8Array(
      brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    ),
  gzip: (body) => new Uint8Array(gzipSync(body, { level: 9 })),
};

/** The codings of an `Accept-Encoding` header the client takes (`*` for any; `q=0` refuses one). */
function acceptedCodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p))) continue;
    if (coding.trim()) accepted.add(coding.trim());
  }
  return accepted;
}

/** A cached list, compressed in the best coding the client accepts (as browsers do), else as it is. */
function listResponse(c: Context<SandboxEnv>, entry: CachedList): Response {
  const accepted = acceptedCodings(c.req.header('accept-encoding'));
  const coding = (Object.keys(LIST_CODINGS) as ListCoding[]).find(
    (name) => accepted.has(name) || accepted.has('*'),
  );
  if (coding) {
    entry.encoded[coding] ??= LIST_CODINGS[coding](entry.body);
    return c.body(entry.encoded[coding], 200, {
      'content-type': JSON_TYPE,
      'content-encoding': coding,
      vary: 'Accept-Encoding',
    });
  }
  return c.body(entry.body, 200, { 'content-type': JSON_TYPE, vary: 'Accept-Encoding' });
}

/**
 * Products are loaded once and kept until the data version (reset) or the sandbox clock's minute changes;
 * the serialised anonymous lists are cached under the same key, so the market list costs no query.
 */
function createProductCache(state: SandboxState) {
  let key = '';
  let records: Promise<{ list: ProductRecord[]; byId: Map<number, ProductRecord> }> | null = null;
  // serialised and UTF-8 encoded once (compressed once per coding, when a client accepts it): written as they are
  const lists = new Map<string, CachedList>();
  const currentKey = () => `${state.dataVersion}:${Math.floor(state.clock.now().getTime() / 60000)}`;
  const fresh = () => {
    const k = currentKey();
    if (k !== key || !records) {
      key = k;
      lists.clear();
      const loading = loadProducts(state).then((list) => ({
        list,
        byId: new Map(list.map((r) => [r.base.product_id, r])),
      }));
      loading.catch(() => {
        if (records === loading) records = null;
      });
      records = loading;
    }
    return records;
  };
  return {
    records: fresh,
    cachedList(listKey: string): CachedList | undefined {
      fresh();
      return lists.get(listKey);
    },
    storeList(listKey: string, body: Uint8Array<ArrayBuffer>, forKey: string): CachedList {
      const entry: CachedList = { body, encoded: {} };
      if (forKey !== key) return entry;
      if (lists.size >= MAX_CACHED_LISTS) lists.clear();
      lists.set(listKey, entry);
      return entry;
    },
    key: () => key,
  };
}

/** /api/products/, /api/market/, /api/markets/ */
export function marketRoutes(state: SandboxState) {
  const app = new Hono<SandboxEnv>();
  const cache = createProductCache(state);

  app.get('/products/', async (c) => {
    const user = c.get('user');
    const rawUrl = c.req.url;
    const queryStart = rawUrl.indexOf('?');
    const search = queryStart === -1 ? '' : rawUrl.slice(queryStart);
    const params = new URLSearchParams(search);
    const format = params.get('format') ?? 'json';
    const forMe = params.get('for_user') === 'me' && user !== null;
    // the plain market list (anonymous, or signed in without for_user=me) is served from the cache as is
    const listKey = `${user?.partner ?? ''}|${search}`;
    if (format === 'json' && !forMe) {
      const cached = cache.cachedList(listKey);
      if (cached !== undefined) return listResponse(c, cached);
    }
    if (format !== 'json' && format !== 'csv') fail(404, DETAIL.notFound);
    const parsed = parseProductQuery(params);
    if (!parsed.ok) invalid(parsed.errors);
    // a partner customer sees the partner's range whatever the query asks (issue 17)
    const partner = user?.partner ?? parsed.query.partner ?? null;

    if (format === 'csv') {
      const { list } = await cache.records();
      const watchlist = user ? await watchedIds(state, user.customer_id) : new Set<number>();
      const rows = filterProducts(list, parsed.query, { partner, watchlist, user });
      const fileName = `bondkit_market_${londonCompactDate(state.clock.now())}.csv`;
      return c.body(productsCsv(rows), 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
      });
    }

    const expand = expandSet(params);
    if (!forMe) {
      const forKey = cache.key();
      const { list } = await cache.records();
      const rows = filterProducts(list, parsed.query, { partner, watchlist: new Set() });
      const body = new TextEncoder().encode(
        JSON.stringify(rows.map((r) => serialiseProduct(r, expand, null))),
      );
      return listResponse(c, cache.storeList(listKey, body, forKey));
    }

    const [{ list }, context] = await Promise.all([cache.records(), loadUserContext(state, user)]);
    const watchlist = new Set([...context.interested].filter(([, on]) => on).map(([id]) => id));
    const rows = filterProducts(list, parsed.query, { partner, watchlist });
    return c.body(JSON.stringify(rows.map((r) => serialiseProduct(r, expand, context))), 200, {
      'content-type': JSON_TYPE,
    });
  });

  app.get('/products/:productId/', async (c) => {
    const record = await findProduct(idParam(c, 'productId'));
    const user = c.get('user');
    // a partner customer (or a page asking for the partner's market) finds the partner's range only
    const partner = user?.partner ?? parsePartner(new URL(c.req.url).searchParams);
    if (partner !== null && !inScope(record, partner)) fail(404, DETAIL.notFound);
    const expand = expandSet(new URL(c.req.url).searchParams);
    const context: UserProductContext | null = user ? await loadUserContext(state, user) : null;
    const rows = await state.db.query<DetailRow>(
      `SELECT d.description_html, d.bond_information, d.capital_structure, d.key_financials, d.news,
              d.important_updates, c.description_html AS company_description_html, c.website, c.country, c.founded
         FROM product_details d JOIN products p USING (product_id) JOIN companies c USING (company_id)
        WHERE d.product_id = $1`,
      [record.base.product_id],
    );
    const d = rows[0];
    if (!d) fail(404, DETAIL.notFound);
    const detail: ProductDetail = {
      ...serialiseProduct(record, expand, context),
      description_html: d.description_html,
      bond_information: d.bond_information,
      company_information: {
        description_html: d.company_description_html,
        website: d.website,
        country: d.country,
        founded: d.founded,
      },
      capital_structure: d.capital_structure,
      key_financials: d.key_financials,
      news: d.news,
    };
    if (expand.has('company__important_updates')) detail.important_updates = d.important_updates;
    return c.json(detail);
  });

  app.patch('/products/:productId/annotations/', async (c) => {
    const user = requireUser(c);
    if (user.is_read_only) fail(403, DETAIL.readOnlyWatch);
    const record = await findProduct(idParam(c, 'productId'));
    const body = await readJsonObject(c.req.raw);
    if (!('is_interested' in body)) invalid({ is_interested: [DETAIL.fieldRequired] });
    if (typeof body.is_interested !== 'boolean') invalid({ is_interested: ['Must be a valid boolean.'] });
    await state.db.query(
      `INSERT INTO annotations (customer_id, product_id, is_interested, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, product_id) DO UPDATE SET is_interested = EXCLUDED.is_interested,
         updated_at = EXCLUDED.updated_at`,
      [user.customer_id, record.base.product_id, body.is_interested, state.clock.now().toISOString()],
    );
    return c.json({ is_interested: body.is_interested });
  });

  app.get('/market/', (c) => c.json(marketStatusAt(state.clock.now(), state.market.forced)));

  app.get('/markets/', (c) => {
    const now = state.clock.now();
    return c.json(
      marketCurrencies.map((currency: CurrencyCode) => ({
        ...marketStatusAt(now, state.market.perCurrency[currency] ?? state.market.forced),
        currency,
      })),
    );
  });

  async function findProduct(id: number): Promise<ProductRecord> {
    const { byId } = await cache.records();
    const record = byId.get(id);
    if (!record) fail(404, DETAIL.notFound);
    return record;
  }

  return app;
}

async function watchedIds(state: SandboxState, customerId: number): Promise<Set<number>> {
  const rows = await state.db.query<{ product_id: number }>(
    'SELECT product_id FROM annotations WHERE customer_id = $1 AND is_interested',
    [customerId],
  );
  return new Set(rows.map((r) => r.product_id));
}
