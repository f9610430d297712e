import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  ErrorCode,
  WAITLIST,
  WAITLIST_TEXTS,
  waitlistCsvRoute,
  waitlistJoinResponseSchema,
  waitlistJoinRoute,
} from '@app/contract';
import { waitlistEntries } from '../src/db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });
/** The per-IP limit of these suites; each test joins from addresses of its own. */
const JOINS_PER_IP = 5;
let nextAddress = 1;
/** A client address no other test has used: the limit counts per address. */
const freshIp = () => `198.51.100.${nextAddress++}`;

describe.each(testEngines())('waitlist API on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;

  const join = (payload: unknown, ip = freshIp()) =>
    t.app.inject({
      method: 'POST',
      url: waitlistJoinRoute.path,
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const entries = () =>
    t.database.db
      .select()
      .from(waitlistEntries)
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const exportCsv = (session: AuthSession | null) =>
    t.app.inject({ url: waitlistCsvRoute.path, headers: session ? bearer(session) : {} });
  const csvLines = (body: string) => body.split('\r\n').slice(0, -1);

  beforeAll(async () => {
    // a second apart per join: the list's order is the order of the joins
    let now = Date.parse('2026-03-01T09:00:00.000Z');
    t = await buildTestApp(engine, {
      waitlist: { joinsPerIp: JOINS_PER_IP, clock: () => new Date((now += 1000)) },
    });
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
  });
  afterAll(() => t?.close());
  beforeEach(async () => {
    await t.database.db.delete(waitlistEntries);
  });

  it('puts an address on the list with its name and campaign, and answers success', async () => {
    const res = await join({
      email: '  Ada.Lovelace@Example.com ',
      name: ' Ada ',
      metadata: { campaign: 'spring-launch' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(waitlistJoinResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: WAITLIST_TEXTS.joined,
    });
    const [entry, ...more] = await entries();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      email: 'Ada.Lovelace@Example.com',
      emailNormalized: 'ada.lovelace@example.com',
      name: 'Ada',
      campaign: 'spring-launch',
    });
  });

  it('takes the email alone: name, metadata and campaign are optional', async () => {
    for (const payload of [
      { email: 'one@example.com' },
      { email: 'two@example.com', name: null, metadata: null },
      { email: 'three@example.com', name: '', metadata: {} },
      { email: 'four@example.com', metadata: { campaign: '  ', source: 'ignored' } },
    ]) {
      const res = await join(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(200);
    }
    const rows = await entries();
    expect(rows.map((r) => r.email)).toEqual([
      'one@example.com',
      'two@example.com',
      'three@example.com',
      'four@example.com',
    ]);
    expect(rows.every((r) => r.name === null && r.campaign === null)).toBe(true);
  });

  it('answers a second join of an address, in any case, alike and stores nothing new', async () => {
    const first = await join({ email: 'grace@example.com', name: 'Grace' });
    const again = await join({
      email: ' GRACE@Example.COM',
      name: 'Someone else',
      metadata: { campaign: 'later' },
    });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    // the answer does not tell that the address was already there
    expect(again.json()).toEqual(first.json());
    const rows = await entries();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'grace@example.com', name: 'Grace', campaign: null });
  });

  it('keeps one entry when the same address joins several times at once', async () => {
    const answers = await Promise.all(
      ['race@example.com', 'RACE@example.com', 'Race@Example.com', 'race@EXAMPLE.com'].map(
        (email) => join({ email }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await entries()).toHaveLength(1);
  });

  it('refuses a blank, missing or malformed email with the spec’s text, never a 5xx', async () => {
    const bad: unknown[] = [
      { email: '' },
      { email: '   ' },
      {},
      { email: null },
      { email: 42 },
      { email: 'not-an-email' },
      { email: 'ada@' },
      { email: '@example.com' },
      { email: 'ada@example' },
      { email: 'two@@example.com' },
      { email: 'nul\u0000@example.com' },
      { email: `${'a'.repeat(WAITLIST.emailMaxLength)}@example.com` },
      { name: 'No Email' },
    ];
    for (const payload of bad) {
      const res = await join(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({
        detail: WAITLIST_TEXTS.invalidEmail,
        code: ErrorCode.VALIDATION_FAILED,
      });
    }
    expect(await entries()).toEqual([]);
  });

  it('refuses an over-long or unstorable name or campaign, and a body that is no object', async () => {
    const cases: [unknown, string][] = [
      [
        { email: 'a@example.com', name: 'n'.repeat(WAITLIST.nameMaxLength + 1) },
        WAITLIST_TEXTS.nameTooLong(WAITLIST.nameMaxLength),
      ],
      [{ email: 'a@example.com', name: 'Ada\u0000' }, WAITLIST_TEXTS.nameInvalid],
      [
        {
          email: 'a@example.com',
          metadata: { campaign: 'c'.repeat(WAITLIST.campaignMaxLength + 1) },
        },
        WAITLIST_TEXTS.campaignTooLong(WAITLIST.campaignMaxLength),
      ],
      [
        { email: 'a@example.com', metadata: { campaign: 'x\u0000' } },
        WAITLIST_TEXTS.campaignInvalid,
      ],
    ];
    for (const [payload, detail] of cases) {
      const res = await join(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ detail: string }>().detail).toContain(detail);
    }
    for (const payload of [undefined, ['a@example.com'], 'a@example.com']) {
      const res = await join(payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json<{ detail: string }>().detail).toBeTruthy();
    }
    expect(await entries()).toEqual([]);
  });

  it(`answers 429 past ${JOINS_PER_IP} joins from one address, repeats included`, async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= JOINS_PER_IP; i++) {
      statuses.push((await join({ email: `same-${i % 2}@example.com` }, ip)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(JOINS_PER_IP).fill(200), 429]);
    const limited = await join({ email: 'new@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      detail: WAITLIST_TEXTS.rateLimited,
      code: ErrorCode.RATE_LIMITED,
    });
    // another address is not held back
    expect((await join({ email: 'new@example.com' })).statusCode).toBe(200);
    expect((await entries()).map((r) => r.email)).toEqual([
      'same-0@example.com',
      'same-1@example.com',
      'new@example.com',
    ]);
  });

  it('exports the list to editors as CSV, safe to open in a spreadsheet', async () => {
    for (const payload of [
      { email: 'ada@example.com', name: 'Lovelace, Ada', metadata: { campaign: 'spring' } },
      { email: 'eve@example.com', name: '=HYPERLINK("http://evil.example","click")' },
      { email: 'bob@example.com', name: 'Bob "the builder"', metadata: { campaign: '+promo' } },
    ]) {
      expect((await join(payload)).statusCode).toBe(200);
    }
    const rows = await entries();

    const res = await exportCsv(editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="waitlist-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(csvLines(res.body)).toEqual([
      'email,name,campaign,joined_at',
      `ada@example.com,"Lovelace, Ada",spring,${rows[0]!.createdAt.toISOString()}`,
      `eve@example.com,"'=HYPERLINK(""http://evil.example"",""click"")",,${rows[1]!.createdAt.toISOString()}`,
      `bob@example.com,"Bob ""the builder""",'+promo,${rows[2]!.createdAt.toISOString()}`,
    ]);
  });

  it('exports a long list whole, in order, when many entries share a timestamp', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const count = 2345;
    await t.database.db.insert(waitlistEntries).values(
      Array.from({ length: count }, (_, i) => ({
        email: `fan${i}@example.com`,
        emailNormalized: `fan${i}@example.com`,
        createdAt: at,
      })),
    );
    const res = await exportCsv(editor);
    expect(res.statusCode).toBe(200);
    const lines = csvLines(res.body).slice(1);
    expect(lines).toHaveLength(count);
    expect(new Set(lines).size).toBe(count);
    expect(lines.every((line) => line.endsWith(`,,,${at.toISOString()}`))).toBe(true);
  });

  it('answers an empty list with the header row only', async () => {
    const res = await exportCsv(editor);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('email,name,campaign,joined_at\r\n');
  });

  it('refuses the export to guests (401) and viewers (403)', async () => {
    await join({ email: 'secret@example.com' });
    const guest = await exportCsv(null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json<{ code: string }>().code).toBe(ErrorCode.UNAUTHORIZED);
    expect(guest.body).not.toContain('secret@example.com');
    const signedIn = await exportCsv(viewer);
    expect(signedIn.statusCode).toBe(403);
    expect(signedIn.json<{ code: string }>().code).toBe(ErrorCode.FORBIDDEN);
    expect(signedIn.body).not.toContain('secret@example.com');
  });
});
