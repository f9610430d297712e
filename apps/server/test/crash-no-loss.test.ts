import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  authResponseSchema,
  commentSchema,
  commentsPageSchema,
  createSubscriptionResponseSchema,
  metricsBatchResultSchema,
  mySubscriptionsResponseSchema,
  paymentResultSchema,
  videoDetailResponseSchema,
  type WatchEventInput,
} from '@app/contract';
import {
  createPostgresDatabase,
  testEngines,
  warnSkippedEngines,
  type EngineName,
} from './engines';
import { watchEvent } from './metrics-fixture';
import {
  killProcess,
  seedFixtureSeries,
  startServerProcess,
  type ServerProcess,
} from './server-process';

warnSkippedEngines();

const SERIES = 'iron-lanterns';
const USERS = 15;
// a user may post 10 comments a minute: the comment and payment loops stay within it
const ROUNDS_PER_USER = 10;
const EVENTS_PER_ROUND = 3;
const EVENT_CLIENTS = 4;
const WRITES = 1_000;

type Client = { ip: string; token: string | null };

const request = async (
  server: ServerProcess,
  client: Client,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
) => {
  const res = await fetch(`${server.origin}${url}`, {
    method,
    headers: {
      // each client is its own address behind the trusted proxy: per-IP limits stay per client
      'x-forwarded-for': client.ip,
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, json: () => JSON.parse(text) as unknown, text };
};

describe.each(testEngines())('acknowledged writes survive kill -9 on %s', (engine: EngineName) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it(`keeps every one of ${WRITES} acknowledged comments, settled payments and watch events after SIGKILL and a restart`, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-crash-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const env: Record<string, string> = { DATA_DIR: dir, TRUST_PROXY: '127.0.0.1' };
    if (engine === 'postgres') {
      const database = await createPostgresDatabase('crash');
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    await seedFixtureSeries({ dataDir: dir, databaseUrl: env.DATABASE_URL }, [
      { id: SERIES, title: 'Iron Lanterns', episodes: 2, lists: ['trending-now'] },
    ]);

    let server = await startServerProcess(env);
    cleanups.push(() => killProcess(server));
    const guest: Client = { ip: '10.60.0.1', token: null };
    const detail = await request(server, guest, 'GET', `/api/videos/${SERIES}`);
    expect(detail.status, detail.text).toBe(200);
    const episodes = videoDetailResponseSchema.parse(detail.json()).data.episodes;
    const eventFor = (viewer: string, i: number) =>
      watchEvent({
        viewer_id: viewer,
        series_id: SERIES,
        episode_id: episodes[i % episodes.length]!.episodeId,
        event_type: i % 10 === 0 ? 'video_start' : 'video_progress',
        current_time: i % 30,
      });

    // the accounts, each behind its own client address
    const users = await Promise.all(
      Array.from({ length: USERS }, async (_, n) => {
        const client: Client = { ip: `10.61.0.${n + 1}`, token: null };
        const credentials = { username: `crash${n}`, password: 'correct horse battery' };
        const up = await request(server, client, 'POST', '/api/auth/signup', credentials);
        expect(up.status, up.text).toBe(200);
        const signIn = await request(server, client, 'POST', '/api/auth/signin', credentials);
        expect(signIn.status, signIn.text).toBe(200);
        const session = authResponseSchema.parse(signIn.json()).data;
        return { ...client, token: session.access_token, username: session.username };
      }),
    );

    const comments: { id: string; content: string }[] = [];
    const subscriptions = new Map<string, string[]>();
    const events: WatchEventInput[] = [];
    const refused: string[] = [];
    const acknowledged = () =>
      comments.length + events.length + [...subscriptions.values()].flat().length;

    // signed-in clients: a comment, a settled payment and a few watch events per round
    const userClient = async (user: (typeof users)[number]) => {
      const mine: string[] = [];
      subscriptions.set(user.token, mine);
      for (let round = 0; round < ROUNDS_PER_USER; round++) {
        const content = `crash test ${user.username} ${round} ${randomUUID()}`;
        const posted = await request(server, user, 'POST', '/api/comments', {
          video_id: SERIES,
          content,
          platform: 'pc',
        });
        if (posted.status === 200)
          comments.push({ id: commentSchema.parse(posted.json()).comment_id, content });
        else refused.push(`comment ${posted.status} ${posted.text}`);

        const created = await request(server, user, 'POST', '/api/subscriptions/create', {
          subscription_type: 'monthly',
        });
        if (created.status === 200) {
          const { payment_id } = createSubscriptionResponseSchema.parse(created.json());
          const paid = await request(
            server,
            user,
            'POST',
            `/api/payments/simulate-payment/${payment_id}`,
          );
          if (paid.status === 200)
            mine.push(paymentResultSchema.parse(paid.json()).subscription.id);
          else refused.push(`payment ${paid.status} ${paid.text}`);
        } else refused.push(`create ${created.status} ${created.text}`);

        for (let i = 0; i < EVENTS_PER_ROUND; i++) {
          const event = eventFor(`viewer-${user.username}`, round * EVENTS_PER_ROUND + i);
          const sent = await request(server, user, 'POST', '/api/metrics/events/watch', [event]);
          if (sent.status === 200) events.push(event);
          else refused.push(`event ${sent.status} ${sent.text}`);
        }
      }
    };

    // guests sending single watch events until the process is killed under them
    let killed = false;
    const inFlight: { at: number }[] = [];
    const eventClient = async (n: number) => {
      const client: Client = { ip: `10.62.0.${n + 1}`, token: null };
      for (let i = 0; !killed; i++) {
        const event = eventFor(`guest-viewer-${n}`, i);
        const pending = { at: Date.now() };
        inFlight.push(pending);
        try {
          const sent = await request(server, client, 'POST', '/api/metrics/events/watch', [event]);
          // an answer read before the kill is an acknowledgement; a 2xx is all that counts
          if (sent.status === 200) {
            expect(metricsBatchResultSchema.parse(sent.json()).accepted).toBe(1);
            events.push(event);
          } else if (!killed) refused.push(`guest event ${sent.status} ${sent.text}`);
        } catch (error) {
          if (!killed) throw error;
        } finally {
          inFlight.splice(inFlight.indexOf(pending), 1);
        }
      }
    };

    // settled with the first failure, if any: asserted after the kill
    const guests = Promise.all(
      Array.from({ length: EVENT_CLIENTS }, (_, n) => eventClient(n)),
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    cleanups.push(async () => {
      killed = true;
      await guests;
    });
    await Promise.all(users.map(userClient));
    expect(refused).toEqual([]);
    while (acknowledged() < WRITES) await new Promise((r) => setTimeout(r, 5));

    // SIGKILL with requests in flight: no shutdown code runs, nothing is flushed on the way out
    const inFlightAtKill = inFlight.length;
    server.child.kill('SIGKILL');
    killed = true;
    expect((await server.exited).signal).toBe('SIGKILL');
    expect(await guests).toBeUndefined();
    expect(inFlightAtKill).toBeGreaterThan(0);
    const counts = {
      comments: comments.length,
      payments: [...subscriptions.values()].flat().length,
      events: events.length,
    };
    expect(counts.comments).toBe(USERS * ROUNDS_PER_USER);
    expect(counts.payments).toBe(USERS * ROUNDS_PER_USER);
    expect(counts.comments + counts.payments + counts.events).toBeGreaterThanOrEqual(WRITES);

    // restart on the same data: every acknowledged write is there
    server = await startServerProcess(env);
    const reader: Client = { ip: '10.63.0.1', token: null };
    const stored = new Map<string, string>();
    for (let cursor: string | null = null; ;) {
      const page = await request(
        server,
        reader,
        'GET',
        `/api/comments?videoId=${SERIES}&limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status, page.text).toBe(200);
      const body = commentsPageSchema.parse(page.json());
      for (const comment of body.comments) stored.set(comment.comment_id, comment.content);
      if (!body.next_cursor) break;
      cursor = body.next_cursor;
    }
    const lostComments = comments.filter((c) => stored.get(c.id) !== c.content);
    expect(lostComments).toEqual([]);

    for (const user of users) {
      const mine = await request(server, user, 'GET', '/api/subscriptions/my-subscriptions');
      expect(mine.status, mine.text).toBe(200);
      const ids = new Set(
        mySubscriptionsResponseSchema.parse(mine.json()).subscriptions.map((s) => s.id),
      );
      expect(subscriptions.get(user.token)!.filter((id) => !ids.has(id))).toEqual([]);
    }

    // each acknowledged event sent again is a duplicate: it was stored before the kill
    let duplicates = 0;
    for (let i = 0; i < events.length; i += 500) {
      const again = await request(
        server,
        reader,
        'POST',
        '/api/metrics/events/watch',
        events.slice(i, i + 500),
      );
      expect(again.status, again.text).toBe(200);
      const result = metricsBatchResultSchema.parse(again.json());
      expect(result.accepted).toBe(0);
      duplicates += result.duplicates;
    }
    expect(duplicates).toBe(events.length);
    console.info(
      `kill -9 on ${engine}: ${counts.comments} comments, ${counts.payments} payments, ${counts.events} events acknowledged, ${inFlightAtKill} requests in flight at the kill; all present after restart`,
    );
  }, 180_000);
});
