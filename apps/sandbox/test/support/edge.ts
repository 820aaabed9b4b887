/**
 * The bad requests of the route walk (test/edge/routes.property.test.ts), as fast-check arbitraries: bad and
 * nasty values (what the penetration test sent), bodies built from a plausible body of every route, path
 * segments from the seed's records or bad ones, queries, idempotency keys.
 */
import fc from 'fast-check';

/** What the walk knows of the seed: values by path parameter, a plausible body of every route, a leg. */
export interface WalkSeed {
  /** values for a path parameter, by the resource named before it (`orders`) or its own name (`:file`) */
  pools: Readonly<Record<string, readonly string[]>>;
  /** the fields every route reads, valid */
  plausible: Readonly<Record<string, unknown>>;
  /** a leg of a quote, an order and an RFQ at once */
  leg: Readonly<Record<string, unknown>>;
}

/** One request of the walk: the path's parameter values, the query (`?…` or ''), the body, an idempotency key. */
export interface WalkRequest {
  segments: string[];
  search: string;
  body: string | null;
  key: string | undefined;
}

/** The walk's request arbitrary of a route: one part of each request bad, the others plausible. */
export function badRequests({ pools, plausible: PLAUSIBLE, leg }: WalkSeed): {
  requestOf: (path: string, sends: boolean) => fc.Arbitrary<WalkRequest>;
  knownPath: (path: string) => string;
} {
  /** Every value of every pool: what a parameter after an unknown resource is given. */
  const KNOWN = [...new Set(Object.values(pools).flat())];
  const FIELDS = [...Object.keys(PLAUSIBLE), ...Object.keys(leg)];

  const CONTROL = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f'];
  const badText = fc.oneof(
    fc.constantFrom(
      '',
      ' ',
      'NaN',
      'Infinity',
      '-Infinity',
      'null',
      'true',
      '-0',
      '1e300',
      '-1e300',
      '1e-300',
      '0x1F',
      '9007199254740991',
      '9007199254740992',
      '2147483648',
      '-2147483649',
      '100000000000000000000',
      '100.001',
      '0.001',
      '1.005',
      '-1',
      '-100.00',
      '0',
      '0.00',
      '10000000.01',
      '99999999999999.99',
      '١٠٠',
      '../..',
      '%',
      "' OR 1=1 --",
      'ORD\u0000',
      '2026-02-30',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-23:59',
    ),
    fc
      .tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 6 }))
      .map(([a, control, b]) => a + control + b),
    fc.integer({ min: 256, max: 3000 }).map((n) => 'x'.repeat(n)),
    fc.string({ maxLength: 12, unit: 'binary' }),
  );
  const badNumber = fc.oneof(
    fc.constantFrom(
      9007199254740991,
      -9007199254740991,
      2147483648,
      -2147483649,
      2147483647,
      1e300,
      -1e300,
      Number.MAX_VALUE,
      1e-300,
      1.5,
      0,
      -1,
    ),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
  );
  /** Values that pass the edge, so the route's own parsing and rules meet them. */
  const slyValue = fc.oneof(
    fc.constantFrom<unknown>(
      '0',
      '-1',
      '1.5',
      '',
      'NaN',
      '0.00',
      '0.01',
      '100.00',
      '2500.00',
      '10000000.00',
      '100000.00',
      '2147483647',
      'GBP',
      'AED',
      'JPY',
      'buy',
      'sell',
      'gross',
      'principal',
      'switch',
      'basic',
      'limit_order',
      'switch_trade',
      'expires_in_timedelta',
      'expires_on_exact_datetime',
      'expires_at_market_close',
      'confirm',
      'open',
      'suspended',
      '2026-11-23',
      '2026-11-23T10:00:00Z',
      '2099-12-31T23:59:59Z',
      0,
      -1,
      1,
      1.5,
      2147483647,
      -2147483648,
      true,
      false,
      null,
      [],
      {},
    ),
    fc.constantFrom(...KNOWN),
  );
  const badScalar = fc.oneof(badText, badNumber, fc.boolean(), fc.constant(null));
  const badValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      badScalar,
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(fc.constantFrom(...FIELDS, 'x'), tie('value'), { maxKeys: 4 }),
    ),
  })).value;
  /** The plausible body with (at least `minimum`, at most 2) fields, or up to 2 of its legs' fields, set to `value`s. */
  const bodyWith = (value: fc.Arbitrary<unknown>, minimum: number) =>
    fc
      .tuple(
        fc.dictionary(fc.constantFrom(...FIELDS), value, { minKeys: minimum, maxKeys: 2 }),
        fc.dictionary(fc.constantFrom(...Object.keys(leg)), value, { maxKeys: 2 }),
        fc.boolean(),
      )
      .map(([top, inLeg, legsToo]) => {
        const legs = [{ ...leg, ...(legsToo ? inLeg : {}) }];
        return JSON.stringify({ ...PLAUSIBLE, buys: legs, legs, ...(legsToo ? {} : top) });
      });
  /** A body the edge lets through: the route's own parsing and rules meet it. */
  const plausibleBody = bodyWith(slyValue, 0);

  /** What the penetration test sent, of the type a field has (so the field's own type check lets it through). */
  const nastyOfType = (value: unknown): fc.Arbitrary<unknown> =>
    typeof value === 'number'
      ? fc.constantFrom(9007199254740991, 2147483648, -2147483649, 1e300, -1e300, 1.5, -1, 0)
      : typeof value === 'string'
        ? fc.constantFrom(
            `${value}\u0000`,
            'x\u0000y',
            '\u001f',
            '100000000000000000000',
            '100.001',
            '0.001',
            '9007199254740991',
            '1e300',
            value.repeat(300).slice(0, 3000) || 'x'.repeat(300),
          )
        : fc.constant(value);
  /** Each field of a record made nasty (of its own type) with some probability. */
  const mutated = (record: Record<string, unknown>) =>
    fc.record(
      Object.fromEntries(
        Object.entries(record).map(([key, value]) => [
          key,
          fc.oneof(
            { weight: 4, arbitrary: fc.constant(value) },
            { weight: 1, arbitrary: nastyOfType(value) },
          ),
        ]),
      ),
    );
  /** The plausible body with several fields, its legs' fields included, made nasty but of their own types. */
  const nastyBody = fc
    .tuple(mutated(PLAUSIBLE), mutated(leg))
    .map(([body, nastyLeg]) => JSON.stringify({ ...body, buys: [nastyLeg], legs: [nastyLeg] }));
  const tooManyLegs = fc
    .integer({ min: 21, max: 40 })
    .map((n) => JSON.stringify({ ...PLAUSIBLE, buys: Array(n).fill(leg), legs: Array(n).fill(leg) }));
  const rawText = fc.constantFrom(
    '',
    '{',
    'not json',
    '[]',
    '"text"',
    '{"product_id": 1e400}',
    '{"amount": 1e400}',
    '{"advance_seconds": -1e400}',
    `{"legs": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
    `{"buys": [${Array(3000).fill(JSON.stringify(leg)).join(',')}]}`,
    `{"email": "${'a'.repeat(70_000)}"}`,
  );
  /** A body with bad values: in one or two fields of the plausible body, as a whole, or not JSON at all. */
  const badBody = fc.oneof(
    { weight: 4, arbitrary: nastyBody },
    { weight: 2, arbitrary: bodyWith(fc.oneof({ weight: 3, arbitrary: badScalar }, badValue), 1) },
    { weight: 1, arbitrary: tooManyLegs },
    { weight: 1, arbitrary: badValue.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: rawText },
  );

  /**
   * The seed's values for each parameter of a path: by its name (`:file`), by the resource named before it
   * (`orders/:reference`, `quotes/:quote`), else any.
   */
  function knownValues(parts: readonly string[], i: number): readonly string[] {
    const pool = pools[parts[i] ?? ''] ?? pools[parts[i - 1] ?? ''] ?? pools[parts[i - 2] ?? ''] ?? [];
    return pool.length > 0 ? pool : KNOWN;
  }
  function knownSegments(path: string): fc.Arbitrary<string>[] {
    const parts = path.split('/');
    return parts.flatMap((part, i) =>
      part.startsWith(':') ? [fc.constantFrom(...knownValues(parts, i)).map(encodeURIComponent)] : [],
    );
  }
  /** The path with each parameter the seed's first value for it. */
  function knownPath(path: string): string {
    const parts = path.split('/');
    return parts
      .map((part, i) => (part.startsWith(':') ? encodeURIComponent(knownValues(parts, i)[0] ?? '') : part))
      .join('/');
  }
  /** The penetration test's favourites: a NUL or another control character in a reference, an id beyond int4. */
  const nastyText = fc.oneof(
    fc.constantFrom(...KNOWN, 'ORD').map((value) => `${value}\u0000`),
    fc.constantFrom('9007199254740991', '2147483648', '-1', '1e300', '\u001f', '\u007f'),
  );
  const badSegment = fc.oneof(
    { weight: 3, arbitrary: nastyText.map(encodeURIComponent) },
    { weight: 2, arbitrary: badText.map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('%E0%A4%A', '%00', '%ZZ', '..', '%2F') },
  );
  const QUERY_NAMES = [
    'status',
    'investment_account_reference',
    'product_id',
    'id',
    'currency',
    'search',
    'format',
    'for_user',
    'partner',
    'view_closed',
    'expand',
    'maturity__gte',
    'coupon__lte',
    'yield_to_maturity__gte',
    'open_on',
    'has_available_offer',
    'email',
  ];
  const queryOf = (value: fc.Arbitrary<string>) =>
    fc
      .array(fc.tuple(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...QUERY_NAMES) }, badText), value), {
        minLength: 1,
        maxLength: 3,
      })
      .map((pairs) => `?${new URLSearchParams(pairs)}`);
  /** A query the edge lets through (the route's own parsing meets it), or one it refuses. */
  const plausibleQuery = fc.oneof(fc.constant(''), queryOf(slyValue.map(String)));
  const badQuery = queryOf(fc.oneof(nastyText, badText));
  const badIdempotencyKey = fc.oneof(
    fc.integer({ min: 200, max: 400 }).map((n) => 'k'.repeat(n)),
    fc.stringMatching(/^[ -~]{1,40}$/),
  );

  /**
   * One request: one part of it (the path, the query, the body or a header) is the focus of bad input; the
   * others are plausible, so the bad part meets the route's code rather than an earlier refusal.
   */
  function requestOf(path: string, sends: boolean) {
    const known = knownSegments(path);
    const focuses = sends
      ? (['path', 'query', 'body', 'body', 'body', 'header', 'plausible'] as const)
      : (['path', 'path', 'query', 'query', 'header', 'plausible'] as const);
    return fc.constantFrom(...focuses).chain((focus) =>
      fc.record({
        segments: fc.tuple(...known.map((value) => (focus === 'path' ? fc.oneof(value, badSegment) : value))),
        search: focus === 'query' ? badQuery : plausibleQuery,
        body: !sends ? fc.constant(null) : focus === 'body' ? badBody : plausibleBody,
        key: focus === 'header' ? badIdempotencyKey : fc.option(fc.uuid(), { nil: undefined }),
      }),
    );
  }

  return { requestOf, knownPath };
}
