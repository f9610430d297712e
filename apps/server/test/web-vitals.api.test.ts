import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  ErrorCode,
  WEB_VITALS,
  webVitalsRoute,
  webVitalsSummaryRoute,
  webVitalsSummarySchema,
  type WebVitalPage,
  type WebVitalsBody,
} from '@app/contract';
import { webVitalCounts } from '../src/db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });
const PER_IP = 40;
let nextAddress = 1;
/** A client address no other test has used: the limit counts per address. */
const freshIp = () => `198.51.100.${nextAddress++}`;

describe.each(testEngines())('field interaction latency (INP) on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;
  let now = new Date('2026-11-20T23:59:00Z');

  const send = (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: webVitalsRoute.path,
      remoteAddress: ip,
      payload: payload as object,
    });
  const summary = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: webVitalsSummaryRoute.path,
      headers: bearer(editor),
    });
    expect(res.statusCode, res.body).toBe(200);
    return webVitalsSummarySchema.parse(res.json()).days;
  };
  const inp = (value: number, page: WebVitalPage = '/play'): WebVitalsBody => ({
    name: 'INP',
    value,
    page,
  });

  beforeAll(async () => {
    t = await buildTestApp(engine, { webVitals: { clock: () => now, perIpPerMinute: PER_IP } });
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts reports per UTC day and page family, and gives each p75 by nearest rank', async () => {
    // 20 Nov: /play 40, 48, 56, 100 ms (p75: the 3rd of 4, 56); /foryou one visit at 130 ms
    const first = await send([inp(40), inp(48), inp(100), inp(130, '/foryou')]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ accepted: 4 });
    expect((await send(inp(56))).json()).toEqual({ accepted: 1 });
    // a minute later it is 21 Nov in UTC: a day of its own
    now = new Date('2026-11-21T00:01:00Z');
    expect((await send([inp(17), inp(17), inp(17)])).statusCode).toBe(200);

    expect(await summary()).toEqual([
      { day: '2026-11-21', page: '/play', name: 'INP', p75_ms: 24, visits: 3 },
      { day: '2026-11-20', page: '/foryou', name: 'INP', p75_ms: 136, visits: 1 },
      { day: '2026-11-20', page: '/play', name: 'INP', p75_ms: 56, visits: 4 },
    ]);
  });

  it('leaves out days before the last WEB_VITALS.reportDays', async () => {
    now = new Date(Date.parse('2026-11-20T12:00:00Z') + WEB_VITALS.reportDays * 86_400_000);
    expect((await send(inp(64, '/'))).statusCode).toBe(200);
    const days = await summary();
    // 20 Nov fell out; 21 Nov is the oldest day shown
    expect(days.map((d) => d.day)).toEqual(['2026-12-04', '2026-11-21']);
  });

  it('refuses a raw URL, an unknown metric or an out-of-range value, and stores nothing', async () => {
    const before = await t.database.db.select().from(webVitalCounts);
    for (const bad of [
      { name: 'INP', value: 80, page: '/video/the-synthetic-bride' },
      [inp(80), { name: 'LCP', value: 900, page: '/' }],
      [inp(80), inp(-1)],
      inp(WEB_VITALS.maxValueMs + 1),
      Array.from({ length: WEB_VITALS.maxPerRequest + 1 }, () => inp(80)),
      [],
    ]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe(ErrorCode.VALIDATION_FAILED);
    }
    expect(await t.database.db.select().from(webVitalCounts)).toEqual(before);
  });

  it('caps a very slow visit into the last bucket', async () => {
    now = new Date('2027-01-10T10:00:00Z');
    expect((await send(inp(45_000, '/rankings'))).statusCode).toBe(200);
    expect((await summary()).find((d) => d.page === '/rankings')?.p75_ms).toBe(WEB_VITALS.capMs);
  });

  it('counts every report of concurrent requests', async () => {
    now = new Date('2027-02-01T10:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send([inp(80, '/notifications'), inp(8 * (i + 1))])),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    const days = await summary();
    expect(days.find((d) => d.page === '/notifications')).toMatchObject({ visits: 12, p75_ms: 80 });
    // 8 … 96 ms: the 9th of 12 is 72
    expect(days.find((d) => d.page === '/play')).toMatchObject({ visits: 12, p75_ms: 72 });
  });

  it('limits reports per client address', async () => {
    const ip = freshIp();
    const batch = Array.from({ length: WEB_VITALS.maxPerRequest }, () => inp(80, '/cms'));
    for (
      let sent = 0;
      sent + WEB_VITALS.maxPerRequest <= PER_IP;
      sent += WEB_VITALS.maxPerRequest
    ) {
      expect((await send(batch, ip)).statusCode).toBe(200);
    }
    const over = await send(inp(80, '/cms'), ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(ErrorCode.RATE_LIMITED);
    // another address is not held back
    expect((await send(inp(80, '/cms'))).statusCode).toBe(200);
  });

  it('shows the figures to editors only', async () => {
    const as = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: webVitalsSummaryRoute.path, headers });
    expect((await as({})).statusCode).toBe(401);
    expect((await as(bearer(viewer))).statusCode).toBe(403);
    const res = await as(bearer(editor));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
