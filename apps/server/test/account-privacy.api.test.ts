import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ACCOUNT,
  ACCOUNT_TEXTS,
  ErrorCode,
  accountExportSchema,
  accountSummarySchema,
  commentSchema,
  commentsPageSchema,
  type AuthSession,
} from '@app/contract';
import {
  authorFollows,
  coinEntries,
  commentLikes,
  episodeUnlocks,
  myListItems,
  payments,
  refreshTokens,
  socialIdentities,
  subscriptions,
  users,
  waitlistEntries,
  wallets,
  watchEvents,
  watchPositions,
} from '../src/db/schema';
import { deletedUsername } from '../src/modules/account/account.repository';
import { lastCode, post, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { buy } from './monetization-helpers';
import { watchEvent } from './metrics-fixture';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

const PASSWORD = 'correct horse battery';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testEngines())('account export and deletion on %s', (engine) => {
  let t: TestApp;

  const as = (
    session: AuthSession | string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: bearer(typeof session === 'string' ? session : session.access_token),
      ...(payload ? { payload } : {}),
    });
  const comment = async (session: AuthSession, content: string) => {
    const res = await as(session, 'POST', '/api/comments', { video_id: 'neon-heirs', content });
    expect(res.statusCode, res.body).toBe(200);
    return commentSchema.parse(res.json());
  };
  const like = async (session: AuthSession, commentId: string) => {
    const res = await as(session, 'POST', `/api/comments/${commentId}/like`, { is_liked: true });
    expect(res.statusCode, res.body).toBe(200);
  };
  const commentsPage = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/comments?videoId=neon-heirs' });
    expect(res.statusCode, res.body).toBe(200);
    return commentsPageSchema.parse(res.json());
  };
  const exportOf = async (session: AuthSession) => {
    const res = await as(session, 'GET', '/api/account/export');
    expect(res.statusCode, res.body).toBe(200);
    return { res, data: accountExportSchema.parse(res.json()) };
  };
  /** A user with a bit of everything: a comment, a like, a follow, a purchase, watch history. */
  const activeUser = async (username: string, email: string) => {
    const session = await signedInUser(t, { username, email, password: PASSWORD });
    const own = await comment(session, `hello from ${username}`);
    await like(session, own.comment_id);
    expect(
      (await as(session, 'PUT', `/api/authors/${encodeURIComponent('Mira Okafor')}/follow`))
        .statusCode,
    ).toBe(200);
    expect((await as(session, 'PUT', '/api/series/neon-heirs/follow')).statusCode).toBe(200);
    await t.app.services.notifications.fanOut({
      kind: 'new_episode',
      seriesId: 'neon-heirs',
      episodeNumbers: [9],
    });
    await buy(t, session.access_token, 'monthly');
    const events = await as(session, 'POST', '/api/metrics/events/watch', [
      watchEvent({ viewer_id: `viewer-${username}`, event_type: 'video_start', current_time: 0 }),
      watchEvent({ viewer_id: `viewer-${username}`, current_time: 12 }),
    ]);
    expect(events.statusCode, events.body).toBeLessThan(300);
    await t.flushRollups();
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist/join',
      payload: { email: email.toUpperCase(), name: username },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    // the coin wallet and My List, written as their own modules write them
    const userId = session.user_attributes.sub;
    const db = t.database.db;
    await db.insert(wallets).values({ userId, bonusBalance: 30, checkInStreak: 1 });
    await db.insert(coinEntries).values({
      userId,
      kind: 'grant',
      coins: 30,
      reason: 'daily_check_in',
      idempotencyKey: `check-in:${username}`,
    });
    await db
      .insert(episodeUnlocks)
      .values({ userId, seriesId: 'neon-heirs', episodeNumber: 2, via: 'coins', coins: 30 });
    await db.insert(myListItems).values({ owner: `u:${userId}`, seriesId: 'neon-heirs' });
    return { session, comment: own };
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: [] },
    ]);
  });
  afterAll(() => t?.close());

  it('exports coin pack payments under their own key, apart from the plan payments', async () => {
    const session = await signedInUser(t, { username: 'packbuyer', password: PASSWORD });
    await buy(t, session.access_token, 'monthly');
    const checkout = async (pack: string) => {
      const res = await as(session, 'POST', `/api/wallet/coin-packs/${pack}/purchase`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ payment_id: string }>().payment_id;
    };
    const paid = await checkout('coins-500');
    expect((await as(session, 'POST', `/api/wallet/payments/${paid}/pay`)).statusCode).toBe(200);
    const open = await checkout('coins-100');

    const { data } = await exportOf(session);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ plan_id: 'monthly', status: 'succeeded' });
    expect(data.coin_pack_payments).toEqual([
      {
        payment_id: paid,
        pack_id: 'coins-500',
        coins: 500,
        amount_cents: 499,
        currency: 'usd',
        status: 'succeeded',
        provider: 'simulated',
        created_at: expect.any(String),
        settled_at: expect.any(String),
      },
      {
        payment_id: open,
        pack_id: 'coins-100',
        coins: 100,
        amount_cents: 99,
        currency: 'usd',
        status: 'pending',
        provider: 'simulated',
        created_at: expect.any(String),
        settled_at: null,
      },
    ]);
    expect(data.wallet).toMatchObject({ purchased_balance: 500 });
  });

  it('refuses guests and forged tokens on every account call', async () => {
    for (const [method, url] of [
      ['GET', '/api/account'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/delete'],
    ] as const) {
      const guest = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json()).toMatchObject({ code: ErrorCode.UNAUTHORIZED });
      const forged = await as('abc.def.ghi', method, url, method === 'POST' ? {} : undefined);
      expect(forged.statusCode).toBe(401);
    }
  });

  it('exports the account, comments, likes, follows, payments, watch history and waitlist entry as a dated attachment, with no secret', async () => {
    const { session } = await activeUser('exporter', 'exporter@example.com');
    const { res, data } = await exportOf(session);

    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="my-data-${today}.json"`);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(data.account).toMatchObject({
      id: session.user_attributes.sub,
      username: 'exporter',
      email: 'exporter@example.com',
      email_verified: true,
      role: 'viewer',
      has_password: true,
      social_logins: [],
    });
    expect(data.comments).toHaveLength(1);
    expect(data.comments[0]).toMatchObject({
      video_id: 'neon-heirs',
      content: 'hello from exporter',
      likes: 1,
      hidden: false,
    });
    expect(data.comment_likes.map((l) => l.comment_id)).toEqual([data.comments[0]!.comment_id]);
    expect(data.author_follows.map((f) => f.author_name)).toEqual(['Mira Okafor']);
    expect(data.series_follows.map((f) => f.series_id)).toEqual(['neon-heirs']);
    expect(data.notifications).toEqual([
      expect.objectContaining({ kind: 'new_episode', series_id: 'neon-heirs', episode_number: 9 }),
    ]);
    expect(data.payments).toHaveLength(1);
    expect(data.payments[0]).toMatchObject({ plan_id: 'monthly', status: 'succeeded' });
    expect(data.subscriptions).toHaveLength(1);
    expect(data.subscriptions[0]!.payment_id).toBe(data.payments[0]!.payment_id);
    expect(data.watch_events.map((e) => e.event_type).sort()).toEqual([
      'video_progress',
      'video_start',
    ]);
    expect(data.watch_events_truncated).toBe(false);
    expect(data.continue_watching).toHaveLength(1);
    expect(data.continue_watching[0]).toMatchObject({ series_id: 'neon-heirs', position: 12 });
    expect(data.waitlist).toMatchObject({ email: 'EXPORTER@EXAMPLE.COM', name: 'exporter' });
    expect(data.wallet).toMatchObject({ bonus_balance: 30, purchased_balance: 0 });
    expect(data.coin_entries).toEqual([
      expect.objectContaining({ kind: 'grant', coins: 30, reason: 'daily_check_in' }),
    ]);
    expect(data.episode_unlocks).toEqual([
      expect.objectContaining({ series_id: 'neon-heirs', episode_number: 2, via: 'coins' }),
    ]);
    expect(data.my_list.map((item) => item.series_id)).toEqual(['neon-heirs']);

    // nothing that would let anyone sign in as the user: no hashes, no tokens, no codes
    const text = res.body;
    const [stored] = await t.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, session.user_attributes.sub));
    const tokenHashes = await t.database.db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, session.user_attributes.sub));
    expect(tokenHashes.length).toBeGreaterThan(0);
    for (const secret of [
      stored!.hash!,
      ...tokenHashes.map((r) => r.hash),
      session.refresh_token,
      session.access_token,
      PASSWORD,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/argon2|password_hash|token_hash|code_hash/i);
  });

  it('limits exports per user and hour', async () => {
    const session = await signedInUser(t, { username: 'exportlimit' });
    for (let i = 0; i < ACCOUNT.exportsPerHour; i++) await exportOf(session);
    const over = await as(session, 'GET', '/api/account/export');
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      detail: ACCOUNT_TEXTS.exportRateLimited,
      code: ErrorCode.RATE_LIMITED,
    });
  });

  it('keeps everything when the password is wrong or missing', async () => {
    const { session, comment: own } = await activeUser('keeper', 'keeper@example.com');
    const summary = await as(session, 'GET', '/api/account');
    expect(accountSummarySchema.parse(summary.json())).toMatchObject({
      username: 'keeper',
      has_password: true,
    });

    const wrong = await as(session, 'POST', '/api/account/delete', { password: 'not my password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      detail: ACCOUNT_TEXTS.wrongPassword,
      code: ErrorCode.INVALID_CREDENTIALS,
    });
    const missing = await as(session, 'POST', '/api/account/delete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: ACCOUNT_TEXTS.passwordRequired });
    const unknownField = await as(session, 'POST', '/api/account/delete', { role: 'editor' });
    expect(unknownField.statusCode).toBe(400);

    expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const signIn = await post(t, '/api/auth/signin', { username: 'keeper', password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    const shown = (await commentsPage()).comments.find((c) => c.comment_id === own.comment_id);
    expect(shown).toMatchObject({ username: 'keeper', likes: 1 });
    const { data } = await exportOf(session);
    expect(data.account.email).toBe('keeper@example.com');
    expect(data.author_follows).toHaveLength(1);
  });

  it('limits deletion attempts per user', async () => {
    const session = await signedInUser(t, { username: 'guesser', password: PASSWORD });
    for (let i = 0; i < ACCOUNT.deleteAttemptsPer15Min; i++) {
      const res = await as(session, 'POST', '/api/account/delete', { password: `guess ${i}` });
      expect(res.statusCode).toBe(403);
    }
    const over = await as(session, 'POST', '/api/account/delete', { password: PASSWORD });
    expect(over.statusCode).toBe(429);
    expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('deletes the account: sessions end, personal data goes, comments stay as from a deleted user, payments stay without identity', async () => {
    const { session, comment: own } = await activeUser('leaver', 'leaver@example.com');
    const userId = session.user_attributes.sub;
    // someone else likes the leaver's comment, and the leaver likes theirs
    const other = await signedInUser(t, { username: 'stayer' });
    const theirs = await comment(other, 'a comment that stays liked by nobody');
    await like(other, own.comment_id);
    await like(session, theirs.comment_id);
    const before = await commentsPage();
    expect(before.comments.find((c) => c.comment_id === theirs.comment_id)!.likes).toBe(1);
    const followersBefore = (
      await t.app.inject({
        method: 'GET',
        url: `/api/authors/${encodeURIComponent('Mira Okafor')}`,
      })
    ).json<{ followerCount: number }>().followerCount;

    const res = await as(session, 'POST', '/api/account/delete', { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: ACCOUNT_TEXTS.deleted });

    // the access token issued before stops working, for reads and writes
    expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const write = await as(session, 'POST', '/api/comments', {
      video_id: 'neon-heirs',
      content: 'after deletion',
    });
    expect(write.statusCode).toBe(401);
    expect((await as(session, 'GET', '/api/account/export')).statusCode).toBe(401);
    // and the refresh token, and signing in
    const refresh = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
    for (const login of ['leaver', 'leaver@example.com']) {
      const signIn = await post(t, '/api/auth/signin', { username: login, password: PASSWORD });
      expect(signIn.statusCode, login).toBe(401);
    }

    // the row stays as an anchor, with nothing personal on it
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      username: deletedUsername(userId),
      email: null,
      passwordHash: null,
      emailVerified: false,
    });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    const db = t.database.db;
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.userId, userId))).toEqual(
      [],
    );
    expect(await db.select().from(commentLikes).where(eq(commentLikes.userId, userId))).toEqual([]);
    expect(await db.select().from(authorFollows).where(eq(authorFollows.userId, userId))).toEqual(
      [],
    );
    expect(
      await db
        .select()
        .from(watchPositions)
        .where(eq(watchPositions.owner, `u:${userId}`)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.emailNormalized, 'leaver@example.com')),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(myListItems)
        .where(eq(myListItems.owner, `u:${userId}`)),
    ).toEqual([]);
    // the coin wallet and ledger stay with the payments, on the anchor
    expect(await db.select().from(wallets).where(eq(wallets.userId, userId))).toHaveLength(1);
    expect(await db.select().from(coinEntries).where(eq(coinEntries.userId, userId))).toHaveLength(
      1,
    );
    // watch events stay for the totals, without the user
    expect(await db.select().from(watchEvents).where(eq(watchEvents.userId, userId))).toEqual([]);
    const [anonymous] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(watchEvents)
      .where(and(eq(watchEvents.viewerId, 'viewer-leaver'), sql`${watchEvents.userId} is null`));
    expect(anonymous!.n).toBe(2);
    // payments and subscriptions stay, as the accounting record of an account with no identity
    const kept = await db
      .select({ username: users.username, email: users.email, amount: payments.amountCents })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.userId, userId));
    expect(kept).toEqual([{ username: deletedUsername(userId), email: null, amount: 3000 }]);
    expect(
      await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
    ).toHaveLength(1);

    // comments stay, from 'Deleted user'; likes and counts stay consistent
    const after = await commentsPage();
    const shown = after.comments.find((c) => c.comment_id === own.comment_id);
    expect(shown).toMatchObject({
      username: ACCOUNT_TEXTS.deletedUser,
      content: 'hello from leaver',
      likes: 1,
    });
    expect(JSON.stringify(after)).not.toContain('leaver@example.com');
    expect(after.comments.find((c) => c.comment_id === theirs.comment_id)!.likes).toBe(0);
    expect(after.stats.total_likes).toBe(before.stats.total_likes - 2);
    const followersAfter = (
      await t.app.inject({
        method: 'GET',
        url: `/api/authors/${encodeURIComponent('Mira Okafor')}`,
      })
    ).json<{ followerCount: number }>().followerCount;
    expect(followersAfter).toBe(followersBefore - 1);

    // the email and the username are free again
    const again = await post(t, '/api/auth/signup', {
      username: 'leaver',
      email: 'leaver@example.com',
      password: 'another good password',
    });
    expect(again.statusCode, again.body).toBe(200);
    const confirm = await post(t, '/api/auth/confirm-signup', {
      username: 'leaver',
      confirmation_code: await lastCode(t, 'leaver@example.com'),
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const fresh = await post(t, '/api/auth/signin', {
      username: 'leaver@example.com',
      password: 'another good password',
    });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data.user_attributes.sub).not.toBe(userId);

    // deleting twice is not possible: the old token is a guest's
    const twice = await as(session, 'POST', '/api/account/delete', { password: PASSWORD });
    expect(twice.statusCode).toBe(401);
  });

  it('a social-only account confirms by typing its username', async () => {
    const [created] = await t.database.db
      .insert(users)
      .values({ username: 'socialite', email: 'socialite@example.com', emailVerified: true })
      .returning();
    await t.database.db
      .insert(socialIdentities)
      .values({ provider: 'google', subject: 'google-sub-1', userId: created!.id, email: null });
    const session = await t.app.services.sessions.issue(created!);

    const summary = accountSummarySchema.parse((await as(session, 'GET', '/api/account')).json());
    expect(summary.has_password).toBe(false);
    const { data } = await exportOf(session);
    expect(data.account.social_logins).toEqual([
      expect.objectContaining({ provider: 'google', email: null }),
    ]);
    expect(JSON.stringify(data)).not.toContain('google-sub-1');

    const missing = await as(session, 'POST', '/api/account/delete', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ detail: ACCOUNT_TEXTS.usernameRequired });
    const wrong = await as(session, 'POST', '/api/account/delete', { confirm_username: 'someone' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ detail: ACCOUNT_TEXTS.usernameMismatch });
    expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const res = await as(session, 'POST', '/api/account/delete', { confirm_username: 'SOCIALITE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(socialIdentities)
        .where(eq(socialIdentities.userId, created!.id)),
    ).toEqual([]);
    expect((await as(session, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});
