import { createHash } from 'node:crypto';
import type { Db } from '../db/types';
import type { AppOptions } from '../module';
import type { SandboxState } from '../state';

/** The sandbox's one partner bank (the sukuk persona is its customer). */
export const SANDBOX_PARTNER_ID = 'adib';
/** Its API key (documented in the README; the database keeps only its SHA-256). */
export const SANDBOX_PARTNER_KEY = 'bk_sandbox_adib_4f7d2c9e1a8b6035';
/** Where the partner demo (apps/partner-demo) serves its pages. */
export const SANDBOX_PARTNER_DEFAULT_ORIGINS = ['http://127.0.0.1:5190', 'http://localhost:5190'] as const;
/** Comma-separated origins replacing the seeded partner's allowed origins. */
export const PARTNER_ORIGINS_ENV = 'SANDBOX_PARTNER_ORIGINS';

export interface Partner {
  partner_id: string;
  name: string;
  allowed_origins: string[];
  /** lifetime of the customer session tokens it mints, in seconds of sandbox time */
  token_seconds: number;
}

export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * Parses a list of origins (comma or space separated) into their normalised form (`scheme://host[:port]`).
 * `undefined` or blank gives `undefined` (keep the stored origins); anything that is not an origin throws.
 */
export function parseOrigins(text: string | undefined): string[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let url: URL;
      try {
        url = new URL(entry);
      } catch {
        throw new RangeError(
          `${PARTNER_ORIGINS_ENV}: '${entry}' is not an origin (e.g. http://127.0.0.1:5190)`,
        );
      }
      if (url.origin === 'null') throw new RangeError(`${PARTNER_ORIGINS_ENV}: '${entry}' has no origin`);
      return url.origin;
    });
}

export interface PartnerDirectoryOptions {
  /** origins replacing a partner's stored ones, by partner id */
  originOverrides?: Readonly<Record<string, readonly string[]>>;
}

/** The partners as the API needs them: by API key, and the origins allowed to call the API. */
export interface PartnerDirectory {
  /** the partner holding this API key, or null */
  byKey(key: string): Promise<Partner | null>;
  /** true when `origin` is one of a partner's allowed origins */
  isAllowedOrigin(origin: string): Promise<boolean>;
}

/**
 * Reads partners from the database. The allowed origins are cached until `version()` changes (the sandbox's
 * data version, bumped on reset), so CORS checks cost no query.
 */
export function createPartnerDirectory(
  db: Db,
  version: () => number,
  options: PartnerDirectoryOptions = {},
): PartnerDirectory {
  const overrides = options.originOverrides ?? {};
  const withOverrides = (partner: Partner): Partner => {
    const override = overrides[partner.partner_id];
    return override ? { ...partner, allowed_origins: [...override] } : partner;
  };
  let origins: { version: number; set: Promise<ReadonlySet<string>> } | undefined;
  const loadOrigins = async (): Promise<ReadonlySet<string>> => {
    const rows = await db.query<Partner>('SELECT partner_id, allowed_origins FROM partners');
    return new Set(rows.flatMap((row) => withOverrides(row).allowed_origins));
  };
  return {
    async byKey(key) {
      const rows = await db.query<Partner>(
        'SELECT partner_id, name, allowed_origins, token_seconds FROM partners WHERE api_key_sha256 = $1',
        [hashPartnerKey(key)],
      );
      return rows[0] ? withOverrides(rows[0]) : null;
    },
    async isAllowedOrigin(origin) {
      const current = version();
      if (origins?.version !== current) {
        const set = loadOrigins();
        origins = { version: current, set };
        set.catch(() => {
          if (origins?.set === set) origins = undefined;
        });
      }
      return (await origins.set).has(origin);
    },
  };
}

/** The customer a partner may open a session for: found by id or email, and linked to that partner. */
export async function partnerCustomer(
  db: Db,
  partnerId: string,
  by: { customerId: number } | { email: string },
): Promise<number | null> {
  const rows =
    'customerId' in by
      ? await db.query<{ customer_id: number }>(
          'SELECT customer_id FROM users WHERE customer_id = $1 AND partner = $2',
          [by.customerId, partnerId],
        )
      : await db.query<{ customer_id: number }>(
          'SELECT customer_id FROM users WHERE lower(email) = lower($1) AND partner = $2',
          [by.email, partnerId],
        );
  return rows[0]?.customer_id ?? null;
}

const directories = new WeakMap<SandboxState, WeakMap<AppOptions, PartnerDirectory>>();

/**
 * The app's partner directory (one per sandbox state and app options): the CORS check in `app.ts` and the
 * partner routes share it, with `partnerOrigins` (else `SANDBOX_PARTNER_ORIGINS`) replacing adib's origins.
 */
export function partnerDirectory(state: SandboxState, options: AppOptions): PartnerDirectory {
  let byOptions = directories.get(state);
  if (!byOptions) {
    byOptions = new WeakMap();
    directories.set(state, byOptions);
  }
  let directory = byOptions.get(options);
  if (!directory) {
    const origins = options.partnerOrigins ?? parseOrigins(process.env[PARTNER_ORIGINS_ENV]);
    directory = createPartnerDirectory(state.db, () => state.dataVersion, {
      ...(origins ? { originOverrides: { [SANDBOX_PARTNER_ID]: origins } } : {}),
    });
    byOptions.set(options, directory);
  }
  return directory;
}
