import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_ROUTES } from '@app/contract/all-routes';
import {
  AUTH_TEXTS,
  authorRoute,
  type AuthSession,
  commentSchema,
  commentsRoute,
  continueWatchingRoute,
  createSubscriptionResponseSchema,
  paymentIntentSchema,
  type RawRouteDef,
  walletRoute,
  seriesProgressRoute,
} from '@app/contract';
import {
  comments,
  payments,
  subscriptions,
  userEvents,
  users,
  watchEvents,
} from '../src/db/schema';
import { post, signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { buy } from './monetization-helpers';
import { watchEvent } from './metrics-fixture';
import { buildTestApp, type TestApp } from './test-app';

/**
 * The IDOR sweep (docs/decisions.md#security-and-reliability-baseline): user A owns comments,
 * likes, follows, subscriptions, payments and watch positions; user B replays every signed-in
 * route of the contract with A's ids and B's token. Routes are taken from the contract's tables,
 * so a new route is swept without a line here; the expectations below are per route where a
 * general "no read, no write" is not precise enough.
 */

type Route = RawRouteDef & { body?: z.ZodType };
type Named = [name: string, route: Route];

// every route of the contract, named as before the contract went by domain (`homeRoute` → home)
const allRoutes: Named[] = Object.entries(ALL_ROUTES).map(([name, route]) => [
  name.replace(/Route$/, ''),
  route as Route,
]);

const SERIES = 'idor-series';
const OTHER_SERIES = 'idor-other';
const AUTHOR = 'Mira Okafor';
const A_VIEWER = 'viewer-alice-0001';
const A_PASSWORD = 'alice password';

/** The keys of a zod object body or query (through a refine or a nullish wrapper). */
const keysOf = (schema: z.ZodType | undefined): string[] => {
  let inner: unknown = schema;
  for (let i = 0; i < 4 && inner; i++) {
    if (inner instanceof z.ZodObject) return Object.keys(inner.shape);
    if (inner instanceof z.ZodPipe) inner = inner.in;
    else if (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
      inner = inner.unwrap();
    else return [];
  }
  return [];
};

/**
 * An answer without what others may move: counts of likes, replies and followers (B may like or
 * reply to A's public comment) and times computed from the clock (an export's, the next check-in).
 */
const MOVING = new Set([
  'exported_at',
  'next_check_in_at',
  'likes',
  'total_likes',
  'total_comments',
  'reply_count',
  'followerCount',
]);
const withoutMoving = (text: string): unknown => {
  try {
    return JSON.parse(text, (key, value: unknown) => (MOVING.has(key) ? undefined : value));
  } catch {
    return text;
  }
};

type Owned = {
  commentId: string;
  pendingPaymentId: string;
  settledPaymentId: string;
  intentId: string;
};

describe.each(testEngines())('IDOR sweep on %s', (engine) => {
  let t: TestApp;
  let a: AuthSession;
  let b: AuthSession;
  let owned: Owned;
  const access = new Map<string, 'public' | 'user' | 'editor'>();

  const send = (
    token: string | null,
    route: Route,
    parts: { params?: Record<string, string>; query?: string; payload?: unknown } = {},
  ) => {
    const url =
      route.path.replace(/:([A-Za-z]+)/g, (_, key: string) =>
        encodeURIComponent(parts.params?.[key] ?? ''),
      ) + (parts.query ? `?${parts.query}` : '');
    return t.app.inject({
      method: route.method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(parts.payload !== undefined ? { payload: parts.payload as object } : {}),
    });
  };

  /** A's ids by parameter name; `id` is a comment under /comments, else a series. */
  const paramsFor = (path: string): Record<string, string> => ({
    id: path.includes('/comments/') ? owned.commentId : SERIES,
    paymentId: owned.pendingPaymentId,
    name: AUTHOR,
    number: '1',
    language: 'en',
    provider: 'google',
    pack: 'small',
    session: randomUUID(),
    uploadId: randomUUID(),
    partNumber: '1',
  });

  /** A body naming A's resources wherever the route's schema has a field for one. */
  const bodyFor = (route: Route): unknown => {
    const pool: Record<string, unknown> = {
      payment_id: owned.pendingPaymentId,
      payment_intent_id: owned.intentId,
      subscription_type: 'individual_series',
      content_id: SERIES,
      video_id: SERIES,
      series_id: SERIES,
      parent_id: owned.commentId,
      comment_id: owned.commentId,
      content: 'a reply from B',
      is_liked: true,
      reason: 'spam',
      password: A_PASSWORD,
      episode_number: 1,
      user_id: a.user_attributes.sub,
      viewer_id: A_VIEWER,
    };
    const keys = keysOf(route.body);
    return Object.fromEntries(keys.filter((key) => key in pool).map((key) => [key, pool[key]]));
  };

  const queryFor = (route: Route): string => {
    const pool: Record<string, string> = {
      content_id: SERIES,
      videoId: SERIES,
      viewer_id: A_VIEWER,
    };
    return new URLSearchParams(
      keysOf(route.querystring)
        .filter((key) => key in pool)
        .map((key): [string, string] => [key, pool[key]!]),
    ).toString();
  };

  const replay = (token: string | null, route: Route) =>
    send(token, route, {
      params: paramsFor(route.path),
      query: queryFor(route),
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: bodyFor(route) }),
    });

  /** What A can see of A's own things, through A's token and in the stored rows. */
  const snapshotOfA = async () => {
    const token = a.access_token;
    const views: Record<string, unknown> = {};
    for (const [name, route] of allRoutes) {
      if (route.method !== 'GET' || access.get(name) !== 'user') continue;
      const res = await replay(token, route);
      views[name] = { status: res.statusCode, body: withoutMoving(res.body) };
    }
    const thread = await send(token, commentsRoute, { query: `videoId=${SERIES}` });
    const page = thread.json<{ comments: z.infer<typeof commentSchema>[] }>();
    // counts move when others like or reply; A's own state must not
    views.commentsOfA = page.comments
      .filter((c) => c.user_id === a.user_attributes.sub)
      .map(({ comment_id, content, is_liked, parent_id }) => ({
        comment_id,
        content,
        is_liked,
        parent_id,
      }));
    const author = await send(token, authorRoute, { params: { name: AUTHOR } });
    views.isFollowing = author.json<{ isFollowing: boolean }>().isFollowing;
    for (const query of ['', `viewer_id=${A_VIEWER}`]) {
      views[`continueWatching?${query}`] = (
        await send(token, continueWatchingRoute, { query })
      ).json();
    }
    views.seriesProgress = (
      await send(token, seriesProgressRoute, { params: { id: SERIES } })
    ).json();
    const { db } = t.database;
    const userId = a.user_attributes.sub;
    views.rows = {
      user: await db.select().from(users).where(eq(users.id, userId)),
      payments: await db.select().from(payments).where(eq(payments.userId, userId)),
      subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
      comments: await db
        .select({ id: comments.id, content: comments.content, hidden: comments.hiddenAt })
        .from(comments)
        .where(eq(comments.userId, userId)),
    };
    return JSON.parse(JSON.stringify(views)) as unknown;
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: SERIES, title: 'Idor Series', episodes: 2, lists: ['featured'], director: AUTHOR },
      { id: OTHER_SERIES, title: 'Idor Other', episodes: 1, lists: ['featured'] },
    ]);
    a = await signedInUser(t, {
      username: 'alice',
      email: 'alice@example.com',
      password: A_PASSWORD,
    });
    b = await signedInUser(t, { username: 'bob', email: 'bob@example.com' });
    await signedInEditor(t);
    const bearerA = { authorization: `Bearer ${a.access_token}` };

    // A's things: a purchase (settled), a pending payment with an intent, a comment liked by A,
    // a follow, watch positions filed under A
    const settled = await buy(t, a.access_token, 'individual_series', SERIES);
    const pending = createSubscriptionResponseSchema.parse(
      (await post(t, '/api/subscriptions/create', { subscription_type: 'annual' }, bearerA)).json(),
    );
    const withIntent = createSubscriptionResponseSchema.parse(
      (
        await post(t, '/api/subscriptions/create', { subscription_type: 'monthly' }, bearerA)
      ).json(),
    );
    const intent = paymentIntentSchema.parse(
      (
        await post(
          t,
          '/api/payments/create-payment-intent',
          { payment_id: withIntent.payment_id, subscription_type: 'monthly' },
          bearerA,
        )
      ).json(),
    );
    const comment = commentSchema.parse(
      (
        await post(t, '/api/comments', { video_id: SERIES, content: "alice's comment" }, bearerA)
      ).json(),
    );
    await post(t, `/api/comments/${comment.comment_id}/like`, { is_liked: true }, bearerA);
    await t.app.inject({
      method: 'PUT',
      url: `/api/authors/${encodeURIComponent(AUTHOR)}/follow`,
      headers: bearerA,
    });
    const watched = await post(
      t,
      '/api/metrics/events/watch',
      [
        watchEvent({ viewer_id: A_VIEWER, series_id: SERIES, event_type: 'video_start' }),
        watchEvent({ viewer_id: A_VIEWER, series_id: SERIES, current_time: 20 }),
      ],
      bearerA,
    );
    expect(watched.statusCode, watched.body).toBe(200);
    owned = {
      commentId: comment.comment_id,
      pendingPaymentId: pending.payment_id,
      settledPaymentId: settled.payment_id,
      intentId: intent.payment_intent_id,
    };

    // who may call what, as the server answers it: 401 to a guest is a signed-in route, and
    // then 403 to a viewer an editor's
    for (const [name, route] of allRoutes) {
      const guest = await replay(null, route);
      if (guest.statusCode !== 401 || guest.json<{ code: string }>().code !== 'UNAUTHORIZED') {
        access.set(name, 'public');
        continue;
      }
      // an owner's 403 (another's comment) is not the editor's
      // with ids of nothing, so the probe itself changes nothing
      const nothing = Object.fromEntries(
        Object.keys(paramsFor(route.path)).map((k) => [k, randomUUID()]),
      );
      const viewer = await send(b.access_token, route, { params: nothing });
      const editorOnly =
        viewer.statusCode === 403 &&
        viewer.json<{ detail: string }>().detail === AUTH_TEXTS.editorRequired;
      access.set(name, editorOnly ? 'editor' : 'user');
    }
  });
  afterAll(() => t?.close());

  it('answers 401 to a guest and 403 to a viewer on every studio route', async () => {
    const studio = allRoutes.filter(([, route]) => route.access === 'editor');
    expect(studio.map(([name]) => name)).toContain('waitlistCsv');
    for (const [name, route] of studio) {
      expect(access.get(name), name).toBe('editor');
      const viewer = await replay(b.access_token, route as Route);
      expect(viewer.statusCode, name).toBe(403);
      expect(viewer.json(), name).toMatchObject({ code: 'FORBIDDEN' });
    }
    // creator analytics too
    expect(access.get('seriesAnalyticsList')).toBe('editor');
    expect(access.get('seriesAnalytics')).toBe('editor');
  });

  it("lets B read nothing of A's and change nothing of A's on any signed-in route", async () => {
    const userRoutes = allRoutes.filter(([name]) => access.get(name) === 'user');
    // the sweep sees the routes it is about (and every new signed-in one)
    expect(userRoutes.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'me',
        'mySubscriptions',
        'cancelSubscription',
        'simulatePayment',
        'createPaymentIntent',
        'confirmPayment',
        'postComment',
        'likeComment',
        'deleteComment',
        'reportComment',
        'followAuthor',
      ]),
    );
    // A's first wallet read grants A's first-sign-in coins: read it once, so the snapshot
    // compared is of A at rest whatever order the routes come in
    expect((await send(a.access_token, walletRoute)).statusCode).toBe(200);
    const before = await snapshotOfA();
    const secrets = [
      'alice@example.com',
      a.refresh_token,
      a.access_token,
      owned.settledPaymentId,
      owned.intentId,
    ];

    // what each route must answer B; a route not named here is held to the general rule only
    const expectations: Record<string, (status: number, body: unknown) => void> = {
      me: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ data: { sub: b.user_attributes.sub, username: 'bob' } });
      },
      mySubscriptions: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ subscriptions: [] });
      },
      subscriptionStatus: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ has_active_subscription: false, has_reel_access: false });
      },
      validateAccess: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ has_access: false });
      },
      // B's own account, B's own data; A's password does not delete B (nor A)
      account: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ id: b.user_attributes.sub, username: 'bob' });
      },
      accountExport: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({
          account: { id: b.user_attributes.sub },
          comments: [],
          payments: [],
        });
      },
      deleteAccount: (status) => expect(status).toBe(403),
      cancelSubscription: (status) => expect(status).toBe(404),
      simulatePayment: (status) => expect(status).toBe(404),
      createPaymentIntent: (status) => expect(status).toBe(404),
      confirmPayment: (status) => expect(status).toBe(404),
      deleteComment: (status) => expect([403, 404]).toContain(status),
      // B's own reply, like and report of a public comment: allowed, and B's
      postComment: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ user_id: b.user_attributes.sub, parent_id: owned.commentId });
      },
      likeComment: (status, body) => {
        expect(status).toBe(200);
        expect(body).toMatchObject({ is_liked: true });
      },
      reportComment: (status) => expect(status).toBe(200),
      // B's own payment for B: A's payment ids play no part
      createSubscription: (status, body) => {
        expect(status).toBe(200);
        expect((body as { payment_id: string }).payment_id).not.toBe(owned.pendingPaymentId);
      },
    };

    const swept: string[] = [];
    // reads first, then writes, so a write's effect on B cannot hide a read
    const ordered = [...userRoutes].sort(
      ([, x], [, y]) => Number(x.method !== 'GET') - Number(y.method !== 'GET'),
    );
    for (const [name, route] of ordered) {
      const res = await replay(b.access_token, route);
      const label = `${name}: ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBeLessThan(500);
      for (const secret of secrets) expect(res.body, label).not.toContain(secret);
      let body: unknown = null;
      try {
        body = res.json();
      } catch {
        body = res.body;
      }
      const expectation = expectations[name];
      if (expectation) {
        try {
          expectation(res.statusCode, body);
        } catch (error) {
          throw new Error(`${label}\n${String(error)}`);
        }
      }
      swept.push(name);
    }
    expect(swept.length).toBe(userRoutes.length);

    // B's like was B's: take it back so A's view of counts is as before
    await post(
      t,
      `/api/comments/${owned.commentId}/like`,
      { is_liked: false },
      { authorization: `Bearer ${b.access_token}` },
    );
    expect(await snapshotOfA()).toEqual(before);
    // and A can still settle A's own pending payment: nothing of it was touched
    const paid = await post(
      t,
      `/api/payments/simulate-payment/${owned.pendingPaymentId}`,
      {},
      { authorization: `Bearer ${a.access_token}` },
    );
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it("does not let B's bearer with A's anonymous viewer id read A's signed-in history", async () => {
    const res = await send(b.access_token, continueWatchingRoute, {
      query: `viewer_id=${A_VIEWER}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    const progress = await send(b.access_token, seriesProgressRoute, {
      params: { id: SERIES },
      query: `viewer_id=${A_VIEWER}`,
    });
    expect(progress.json()).toEqual({ item: null });
  });

  describe('mass assignment: extra identity and role fields have no effect', () => {
    const extras = (userId: string) => ({
      role: 'editor',
      verified: true,
      is_verified: true,
      email_verified: true,
      user_id: userId,
      userId,
      id: randomUUID(),
    });

    it('on sign-up: no editor, no verified account, whatever the body says', async () => {
      for (const [key, value] of Object.entries(extras(a.user_attributes.sub))) {
        const username = `mass-${key.replace(/_/g, '-')}`;
        const res = await post(t, '/api/auth/signup', {
          username,
          password: 'password1',
          email: `${username}@example.com`,
          [key]: value,
        });
        expect([200, 400], `${key}: ${res.body}`).toContain(res.statusCode);
        const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
        if (res.statusCode === 400) {
          expect(row, key).toBeUndefined();
        } else {
          expect(row, key).toMatchObject({ role: 'viewer', emailVerified: false });
          expect(row!.id, key).not.toBe(value);
        }
      }
    });

    it("on comments, subscriptions, payments and reports: nothing is filed under A's id", async () => {
      const bearerB = { authorization: `Bearer ${b.access_token}` };
      const extra = extras(a.user_attributes.sub);
      const calls: [string, object][] = [
        [
          '/api/comments',
          { video_id: OTHER_SERIES, content: 'mass assigned', ...extra, likes: 99, username: 'a' },
        ],
        [
          '/api/subscriptions/create',
          {
            subscription_type: 'monthly',
            ...extra,
            amount: 0,
            amount_cents: 0,
            status: 'succeeded',
          },
        ],
        [
          '/api/payments/create-payment-intent',
          { payment_id: owned.pendingPaymentId, subscription_type: 'annual', ...extra },
        ],
        [`/api/comments/${owned.commentId}/report`, { reason: 'spam', ...extra }],
      ];
      const { db } = t.database;
      const paymentsOfA = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, a.user_attributes.sub));
      for (const [url, payload] of calls) {
        const res = await post(t, url, payload, bearerB);
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 200 && url === '/api/subscriptions/create') {
          const [row] = await db
            .select()
            .from(payments)
            .where(eq(payments.id, res.json<{ payment_id: string }>().payment_id));
          expect(row).toMatchObject({ userId: b.user_attributes.sub, status: 'pending' });
          expect(row!.amountCents).toBeGreaterThan(0);
        }
      }
      const massComments = await db
        .select()
        .from(comments)
        .where(eq(comments.content, 'mass assigned'));
      for (const row of massComments) expect(row.userId).toBe(b.user_attributes.sub);
      expect(
        await db.select().from(payments).where(eq(payments.userId, a.user_attributes.sub)),
      ).toEqual(paymentsOfA);
    });

    it("on watch and user events: stored under the bearer (or nobody), never under a body's user_id", async () => {
      const { db } = t.database;
      const eventIds = [randomUUID(), randomUUID()];
      const spoofed = (event_id: string) =>
        watchEvent({
          event_id,
          viewer_id: 'viewer-mallory-01',
          user_id: a.user_attributes.sub,
          series_id: OTHER_SERIES,
          current_time: 25,
        });
      for (const [token, eventId] of [
        [b.access_token, eventIds[0]!],
        [null, eventIds[1]!],
      ] as const) {
        const res = await post(
          t,
          '/api/metrics/events/watch',
          { ...spoofed(eventId), userId: a.user_attributes.sub },
          token ? { authorization: `Bearer ${token}` } : {},
        );
        expect(res.statusCode, res.body).toBe(200);
      }
      const stored = await db
        .select()
        .from(watchEvents)
        .where(inArray(watchEvents.eventId, eventIds));
      expect(stored.map((row) => row.userId).sort()).toEqual([b.user_attributes.sub, null].sort());
      const userEventId = randomUUID();
      await post(
        t,
        '/api/metrics/events/user',
        {
          event_id: userEventId,
          platform: 'web',
          timestamp: Date.now(),
          user_id: a.user_attributes.sub,
          userId: a.user_attributes.sub,
        },
        { authorization: `Bearer ${b.access_token}` },
      );
      const [userEvent] = await db
        .select()
        .from(userEvents)
        .where(eq(userEvents.eventId, userEventId));
      expect(userEvent?.userId).toBe(b.user_attributes.sub);
      // A's positions do not list the other series
      const mine = await send(a.access_token, continueWatchingRoute);
      expect(JSON.stringify(mine.json())).not.toContain(OTHER_SERIES);
    });
  });
});
