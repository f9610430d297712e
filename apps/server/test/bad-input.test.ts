import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { signedInUser } from './auth-helpers';

/** Deterministic pseudo-random source, so a failure reproduces. */
const rng = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

type BadRequest = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const traversal = [
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/package.json',
  '..\\..\\windows',
  '%5c..%5c..%5cx',
  '/etc/passwd',
  '....//....//etc',
  '%252e%252e/x',
  '%00',
  'a%00b',
  '.%2e/x',
];
const weirdIds = [
  'UPPER',
  'under_score',
  '-x',
  'x-',
  'a'.repeat(300),
  '%F0%9F%8E%AC',
  "1'or'1'='1",
  '<script>',
  '%',
  '%zz',
  '😀',
  'null',
  'undefined',
  '0',
  ' ',
  '%20',
  'a.b',
  '[]',
  '{}',
];

/** Subscription and payment POST routes, also fed the bad bodies with a signed-in user's bearer. */
const MONETIZATION_POSTS = [
  '/api/subscriptions/create',
  '/api/subscriptions/cancel',
  '/api/payments/simulate-payment/7d3c6f4e-8b1a-4c2d-9e0f-123456789abc',
  '/api/payments/create-payment-intent',
  '/api/payments/confirm-payment',
];
/** Engagement: comments need a user (401 for guests); metrics take anyone. */
const ENGAGEMENT_POSTS = [
  '/api/comments',
  '/api/comments/7d3c6f4e-8b1a-4c2d-9e0f-123456789abc/like',
  '/api/metrics/events/watch',
  '/api/metrics/events/user',
];
const MONETIZATION_BODIES = [
  '{',
  'null',
  '[]',
  '"str"',
  '{"__proto__":{"x":1}}',
  '{"subscription_type":"individual_series","content_id":"../../etc"}',
  '{"subscription_type":"individual_reel","content_id":null}',
  '{"subscription_type":["monthly"]}',
  '{"payment_id":"x","subscription_type":"monthly"}',
  '{"payment_intent_id":"' + 'x'.repeat(500) + '"}',
  '{"payment_intent_id":"sim_pi_unknown"}',
  'x'.repeat(2 * 1024 * 1024),
];

const buildCorpus = (): BadRequest[] => {
  const random = rng(42);
  const corpus: BadRequest[] = [];
  for (const id of [...weirdIds, ...traversal]) {
    corpus.push({ method: 'GET', url: `/api/videos/${id}` });
    corpus.push({ method: 'GET', url: `/api/series/${id}` });
    corpus.push({ method: 'GET', url: `/media/${id}` });
    corpus.push({ method: 'GET', url: `/media/posters/${id}` });
    corpus.push({ method: 'HEAD', url: `/media/uploads/${id}` });
    corpus.push({ method: 'GET', url: `/api/social-auth/login/${id}` });
    corpus.push({ method: 'GET', url: `/api/subscriptions/validate-access/${id}` });
    corpus.push({ method: 'POST', url: `/api/payments/simulate-payment/${id}` });
    corpus.push({ method: 'GET', url: `/api/ads/vast?content_id=${id}` });
    corpus.push({ method: 'GET', url: `/api/ads/banner?placement=play&content_id=${id}` });
    corpus.push({ method: 'GET', url: `/api/ads/track?ad=${id}&event=start` });
    corpus.push({ method: 'GET', url: `/api/comments?videoId=${id}` });
    corpus.push({ method: 'GET', url: `/api/comments?videoId=neon-heirs&cursor=${id}` });
    corpus.push({ method: 'POST', url: `/api/comments/${id}/like` });
    corpus.push({ method: 'GET', url: `/api/continue-watching/${id}` });
    corpus.push({ method: 'GET', url: `/api/continue-watching?viewer_id=${id}` });
    corpus.push({ method: 'GET', url: `/api/analytics/series/${id}` });
    corpus.push({ method: 'GET', url: `/api/authors/${id}` });
    corpus.push({ method: 'PUT', url: `/api/authors/${id}/follow` });
    corpus.push({ method: 'DELETE', url: `/api/authors/${id}/follow` });
  }
  for (const q of [
    'a=1',
    'videoId=x',
    '__proto__=1',
    'constructor[prototype]=1',
    'x'.repeat(5000) + '=1',
  ]) {
    corpus.push({ method: 'GET', url: `/api/home?${q}` });
    corpus.push({ method: 'GET', url: `/api/videos/?${q}` });
    corpus.push({ method: 'GET', url: `/api/subscriptions/plans?${q}` });
    corpus.push({ method: 'GET', url: `/api/ads/vast?${q}` });
    corpus.push({ method: 'GET', url: `/api/ads/track?${q}` });
    corpus.push({ method: 'GET', url: `/api/comments?${q}` });
    corpus.push({ method: 'GET', url: `/api/continue-watching?${q}` });
    corpus.push({ method: 'GET', url: `/api/analytics/series?${q}` });
    corpus.push({ method: 'GET', url: `/api/authors/Mira%20Okafor?${q}` });
  }
  const bodies = [
    '{',
    '{"a":',
    'null',
    '[]',
    '"str"',
    '{"__proto__":{"x":1}}',
    '\u0000',
    'x'.repeat(2 * 1024 * 1024),
    JSON.stringify({ deep: JSON.parse('['.repeat(500) + ']'.repeat(500)) }),
  ];
  const urls = [
    '/api/home',
    '/api/videos/neon-heirs',
    '/api/storage/upload',
    '/api/content/available-lists',
    '/api/health',
    '/api/auth/signup',
    '/api/auth/signin',
    '/api/auth/confirm-signup',
    '/api/auth/resend-confirmation',
    '/api/auth/forgot-password',
    '/api/auth/confirm-forgot-password',
    '/api/auth/refresh',
    '/api/auth/signout',
    '/api/auth/callback',
    '/api/waitlist/join',
    // bearer routes: guests are refused (401) before the body is read; see MONETIZATION_POSTS
    ...MONETIZATION_POSTS,
    ...ENGAGEMENT_POSTS,
  ];
  for (const url of urls) {
    for (const payload of bodies) {
      for (const type of [
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
      ]) {
        corpus.push({ method: 'POST', url, payload, headers: { 'content-type': type } });
      }
    }
    corpus.push({ method: 'DELETE', url });
    corpus.push({
      method: 'PUT',
      url,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
  }
  for (let i = 0; i < 60; i++) {
    const len = 1 + Math.floor(random() * 40);
    const chars = Array.from({ length: len }, () =>
      String.fromCharCode(33 + Math.floor(random() * 94)),
    );
    const junk = encodeURIComponent(chars.join(''));
    corpus.push({ method: 'GET', url: `/api/videos/${junk}` });
    corpus.push({ method: 'GET', url: `/media/${junk}` });
  }
  corpus.push({
    method: 'GET',
    url: '/media/posters/neon-heirs.jpg',
    headers: { range: 'bytes=999999-' },
  });
  corpus.push({
    method: 'GET',
    url: '/media/posters/neon-heirs.jpg',
    headers: { range: 'bytes=abc' },
  });
  corpus.push({
    method: 'GET',
    url: '/media/posters/neon-heirs.jpg',
    headers: { range: 'bytes=5-2' },
  });
  corpus.push({ method: 'GET', url: '/api/home', headers: { 'if-none-match': '"'.repeat(300) } });
  for (const authorization of [
    'Bearer',
    'Bearer ',
    'Bearer a.b.c',
    'Bearer ' + 'x'.repeat(8000),
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'Basic YTpi',
    'bearer \u0000',
  ]) {
    corpus.push({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    corpus.push({ method: 'GET', url: '/api/home', headers: { authorization } });
  }
  const typed = { 'content-type': 'application/json' };
  for (const payload of [
    { username: 1, password: 2 },
    { username: ['a'], password: { x: 1 } },
    { username: 'a'.repeat(10_000), password: 'b'.repeat(10_000) },
    { username: 'ok-name', password: 'password1', email: 'not@', extra: 1 },
    { username: 'ok-name', confirmation_code: '12345x', new_password: 'p' },
    { refresh_token: 'x'.repeat(600) },
    { code: '', state: '' },
    { code: 'x', state: 'y' },
  ]) {
    for (const url of urls.filter((u) => u.startsWith('/api/auth/'))) {
      corpus.push({ method: 'POST', url, payload: JSON.stringify(payload), headers: typed });
    }
  }
  corpus.push({
    method: 'POST',
    url: '/api/auth/callback',
    payload: JSON.stringify({ code: 'x', state: 'y' }),
    headers: { ...typed, cookie: 'rf_oauth=garbage; rf_oauth=%zz' },
  });
  return corpus;
};

describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: ['featured'] },
    ]);
  });
  afterAll(() => t?.close());

  it('answers hundreds of malformed requests with 4xx JSON, never 5xx, and stays healthy', async () => {
    const corpus = buildCorpus();
    expect(corpus.length).toBeGreaterThan(900);
    const failures: string[] = [];
    for (const request of corpus) {
      const res = await t.app.inject(request);
      if (res.statusCode >= 500)
        failures.push(`${res.statusCode} ${request.method} ${request.url.slice(0, 80)}`);
      if (res.statusCode >= 400 && request.method !== 'HEAD') {
        const body = res.json() as { detail?: unknown; code?: unknown };
        if (typeof body.detail !== 'string' || typeof body.code !== 'string') {
          failures.push(`no {detail,code}: ${request.method} ${request.url.slice(0, 80)}`);
        }
      }
      expect(res.body).not.toContain('root:x:0:0');
    }
    expect(failures).toEqual([]);
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('answers malformed subscription and payment calls of a signed-in user with 4xx JSON', async () => {
    const { access_token } = await signedInUser(t, { username: 'bad-input-buyer' });
    const failures: string[] = [];
    for (const url of MONETIZATION_POSTS) {
      for (const payload of MONETIZATION_BODIES) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        });
        const body = res.json() as { detail?: unknown; code?: unknown };
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof body.detail !== 'string') {
          failures.push(`${res.statusCode} POST ${url} ${payload.slice(0, 40)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers odd author names of a signed-in user with JSON, never 5xx (docs/product/authors.md)', async () => {
    const { access_token } = await signedInUser(t, { username: 'bad-input-follower' });
    const failures: string[] = [];
    for (const name of [...weirdIds, ...traversal]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['PUT', '/follow'],
        ['DELETE', '/follow'],
      ] as const) {
        const url = `/api/authors/${name}${suffix}`;
        const res = await t.app.inject({
          method,
          url,
          headers: { authorization: `Bearer ${access_token}` },
        });
        // unfollowing a name nobody follows is a fine 200; anything else must be refused
        const body = res.json() as { detail?: unknown; followerCount?: unknown };
        const refused = res.statusCode >= 400 && res.statusCode < 500;
        if (!(refused ? typeof body.detail === 'string' : method === 'DELETE')) {
          failures.push(`${res.statusCode} ${method} ${url.slice(0, 80)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers malformed comment and metrics calls of a signed-in user with 4xx JSON', async () => {
    const { access_token } = await signedInUser(t, { username: 'bad-input-commenter' });
    const failures: string[] = [];
    const payloads = [
      ...MONETIZATION_BODIES,
      JSON.stringify({ video_id: 'neon-heirs', content: 'x'.repeat(501) }),
      JSON.stringify({ video_id: 'neon-heirs', content: 'hi', parent_id: 'x' }),
      JSON.stringify({ is_liked: 'yes' }),
      JSON.stringify([{ event_id: 'x' }, null, 1, 'a', []]),
      JSON.stringify({ event_id: '7d3c6f4e-8b1a-4c2d-9e0f-123456789abc', timestamp: 'never' }),
    ];
    for (const url of ENGAGEMENT_POSTS) {
      for (const payload of payloads) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        });
        const body = res.json() as { detail?: unknown; code?: unknown };
        if (res.statusCode < 400 || res.statusCode >= 500 || typeof body.detail !== 'string') {
          failures.push(`${res.statusCode} POST ${url} ${payload.slice(0, 40)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
