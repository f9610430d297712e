import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type RawRouteDef } from '@app/contract';
import { ALL_ROUTES } from '@app/contract/all-routes';
import { signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { buildTestApp, type TestApp } from './test-app';

/**
 * Generated requests across every route of the contract (docs/decisions.md#security-and-reliability-baseline): path
 * parameters, queries and bodies built from each route's zod schemas with fast-check, valid in
 * shape, at the boundaries and malformed, as a guest, a viewer, an editor or with a forged
 * bearer. No answer may be a 5xx, or carry a stack trace or SQL. About 10,000 requests.
 */
const REQUESTS_TARGET = 10_000;
// a fixed seed, so a failure is reproducible; ROBUSTNESS_SEED=n explores further
const SEED = Number(process.env.ROBUSTNESS_SEED ?? 20261125);

type Route = RawRouteDef & { body?: z.ZodType };

// the storage receivers read raw bodies, not JSON; the social login redirects to providers
const routes: [string, Route][] = Object.entries(ALL_ROUTES).filter(
  ([name]) =>
    !['storageUploadRoute', 'storageMultipartPartRoute', 'socialLoginRoute'].includes(name),
);

/** Strings at the edges: empty, long, traversal, encodings, NUL, unicode, numbers as text. */
const edgeString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'neon-heirs',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    '../../etc/passwd',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '\u0000',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '𝒜🎬',
    'a'.repeat(5000),
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  edgeString,
  fc.integer(),
  fc.constantFrom(0, -1, 1.5, Number.MAX_SAFE_INTEGER, 1e308, true, false, null),
  fc.jsonValue({ maxDepth: 2 }),
);

/** The keys a zod object schema names (for bodies and queries shaped like the route's). */
const keysOf = (schema: z.ZodType | undefined): string[] => {
  if (!schema) return [];
  const inner = schema instanceof z.ZodPipe ? schema.in : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : [];
};

/** An object with the schema's keys (some dropped) and edge values, or anything at all. */
const shapedLike = (schema: z.ZodType | undefined) => {
  const keys = keysOf(schema);
  const shaped =
    keys.length > 0
      ? fc.record(Object.fromEntries(keys.map((key) => [key, edgeValue])), {
          requiredKeys: [],
        })
      : fc.dictionary(fc.string({ maxLength: 12 }), edgeValue, { maxKeys: 4 });
  return fc.oneof(shaped, fc.jsonValue({ maxDepth: 3 }));
};

const pathWith = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(values[i++] ?? ''));
};

const queryString = (query: unknown): string => {
  if (typeof query !== 'object' || query === null || Array.isArray(query)) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    params.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

const LEAKS = [
  /\bat [\w.<>]+ \(.*:\d+:\d+\)/, // a stack frame
  /node_modules/,
  /\b(select|insert into|update|delete from)\b .* \b(from|values|set|where)\b/i,
  /syntax error at or near/i,
  /violates (unique|foreign key|not-null) constraint/i,
];

describe('robustness: generated requests across the contract', () => {
  let t: TestApp;
  const bearers: Record<string, string | null> = {};

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: ['featured'] },
    ]);
    bearers.guest = null;
    bearers.forged = 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.';
    bearers.viewer = (await signedInUser(t, { username: 'robust-viewer' })).access_token;
    bearers.editor = (await signedInEditor(t, 'robust-editor')).access_token;
  }, 60_000);
  afterAll(() => t?.close());

  it('answers no 5xx and leaks no stack trace or SQL, then still answers /api/health', async () => {
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    const perRoute = Math.ceil(REQUESTS_TARGET / routes.length);
    for (const [name, route] of routes) {
      const paramCount = (route.path.match(/:[A-Za-z]+/g) ?? []).length;
      const request = fc.record({
        params: fc.array(edgeString, { minLength: paramCount, maxLength: paramCount }),
        query: fc.oneof(fc.constant(undefined), shapedLike(route.querystring)),
        body: fc.oneof(fc.constant(undefined), shapedLike(route.body)),
        rawBody: fc.oneof(
          fc.constant(undefined),
          fc.constantFrom('{', 'null', '[]', '"x"', '{"a":', '\u0000'),
        ),
        who: fc.constantFrom('guest', 'forged', 'viewer', 'editor'),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, rawBody, who }) => {
          const url = pathWith(route.path, params) + queryString(query);
          const bearer = bearers[who];
          const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
          const payload = rawBody ?? (body === undefined ? undefined : JSON.stringify(body));
          const answer = await t.app.inject({
            method: route.method,
            url,
            headers: {
              ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
              ...(sendsBody && payload !== undefined ? { 'content-type': 'application/json' } : {}),
            },
            ...(sendsBody && payload !== undefined ? { payload } : {}),
          });
          byStatus.set(answer.statusCode, (byStatus.get(answer.statusCode) ?? 0) + 1);
          const leak = LEAKS.find((pattern) => pattern.test(answer.body));
          if (answer.statusCode >= 500 || leak) {
            failures.push(
              `${name}: ${route.method} ${url.slice(0, 200)} as ${who} → ${answer.statusCode} ${answer.body.slice(0, 200)}`,
            );
          }
          return true;
        }),
        { numRuns: perRoute, seed: SEED, endOnFailure: true },
      );
    }
    const total = [...byStatus.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `robustness: ${total} requests over ${routes.length} routes; by status: ` +
        [...byStatus.entries()]
          .sort(([a], [b]) => a - b)
          .map(([status, n]) => `${status}: ${n}`)
          .join(', '),
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(total).toBeGreaterThanOrEqual(REQUESTS_TARGET);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  }, 600_000);
});
