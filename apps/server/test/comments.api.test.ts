import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  COMMENT_PAGING,
  COMMENT_TEXTS,
  COMMENTS,
  commentRepliesPageSchema,
  commentSchema,
  commentsPageSchema,
  likeCommentResponseSchema,
  type AuthSession,
  type Comment,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });

describe.each(testEngines())('comments API on %s', (engine) => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;

  const postAs = (session: AuthSession | null, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload,
      headers: session ? bearer(session) : {},
    });
  const post = async (session: AuthSession, payload: object): Promise<Comment> => {
    const res = await postAs(session, payload);
    expect(res.statusCode, res.body).toBe(200);
    return commentSchema.parse(res.json());
  };
  const page = async (videoId: string, cursor?: string | null, session?: AuthSession) => {
    const query = new URLSearchParams({ videoId, limit: '10', ...(cursor ? { cursor } : {}) });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/comments?${query}`,
      headers: session ? bearer(session) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return commentsPageSchema.parse(res.json());
  };
  const like = (session: AuthSession | null, id: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/comments/${id}/like`,
      headers: session ? bearer(session) : {},
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    // the posting limit has its own test below; elsewhere it must not get in the way
    t = await buildTestApp(engine, { comments: { postsPerMinute: 1000 } });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: [] },
      { id: 'love-in-beta', title: 'Love in Beta', episodes: 1, lists: [] },
      { id: 'hidden-draft', title: 'Hidden Draft', episodes: 1, lists: [], published: false },
    ]);
    alice = await signedInUser(t, { username: 'alice' });
    bob = await signedInUser(t, { username: 'bob' });
  });
  afterAll(() => t?.close());

  it('answers the posted comment: trimmed text stored as typed, author from the account', async () => {
    const comment = await post(alice, {
      video_id: 'love-in-beta',
      content: '  <b>bold</b> & "quoted"  ',
      platform: 'mobile',
    });
    expect(comment).toMatchObject({
      video_id: 'love-in-beta',
      user_id: alice.user_attributes.sub,
      username: 'alice',
      avatar: null,
      content: '<b>bold</b> & "quoted"',
      likes: 0,
      is_liked: false,
      parent_id: null,
      platform: 'mobile',
      replies: [],
      reply_count: 0,
    });
    expect(new Date(comment.timestamp).toISOString()).toBe(comment.timestamp);
    const first = await page('love-in-beta');
    expect(first.comments[0]?.content).toBe('<b>bold</b> & "quoted"');
  });

  it('pages through 30 threads with no duplicate or gap while new comments arrive', async () => {
    for (let i = 0; i < 30; i++)
      await post(i % 2 ? alice : bob, { video_id: 'neon-heirs', content: `old ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const result = await page('neon-heirs', cursor);
      seen.push(...result.comments.map((c) => c.content));
      cursor = result.next_cursor;
      expect(result.has_more).toBe(cursor !== null);
      pages++;
      // newer comments land on top of page 1: they must not push old ones into the next page
      await post(alice, { video_id: 'neon-heirs', content: `new ${pages}` });
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 30 }, (_, i) => `old ${29 - i}`));
    const fresh = await page('neon-heirs');
    expect(fresh.comments.slice(0, 3).map((c) => c.content)).toEqual(['new 3', 'new 2', 'new 1']);
    expect(fresh.stats.total_comments).toBe(33);
  });

  it('nests replies under their thread, a reply to a reply included, in one query for the page', async () => {
    const thread = await post(alice, { video_id: 'love-in-beta', content: 'thread' });
    const reply = await post(bob, {
      video_id: 'love-in-beta',
      content: 'reply',
      parent_id: thread.comment_id,
    });
    const nested = await post(alice, {
      video_id: 'love-in-beta',
      content: 'reply to reply',
      parent_id: reply.comment_id,
    });
    expect(reply.parent_id).toBe(thread.comment_id);
    expect(nested.parent_id).toBe(thread.comment_id);
    const other = await post(bob, { video_id: 'love-in-beta', content: 'another thread' });
    await post(alice, {
      video_id: 'love-in-beta',
      content: 'its reply',
      parent_id: other.comment_id,
    });

    // count what reaches the database: the page, its replies and the stats, not one per thread
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const spy = vi.spyOn(client, 'query');
    const result = await page('love-in-beta');
    const queries = spy.mock.calls.length;
    spy.mockRestore();
    expect(queries).toBeGreaterThanOrEqual(2);
    expect(queries).toBeLessThanOrEqual(3);

    const byContent = new Map(result.comments.map((c) => [c.content, c]));
    expect(byContent.get('thread')?.replies.map((r) => r.content)).toEqual([
      'reply',
      'reply to reply',
    ]);
    expect(byContent.get('thread')?.reply_count).toBe(2);
    expect(byContent.get('another thread')?.replies.map((r) => r.content)).toEqual(['its reply']);
    expect(result.comments.some((c) => c.content === 'reply')).toBe(false);
  });

  it('pages through a thread’s replies beyond the first ones a page carries', async () => {
    const thread = await post(alice, { video_id: 'neon-heirs', content: 'long thread' });
    const total = COMMENT_PAGING.repliesPerThread + 7;
    for (let i = 0; i < total; i++) {
      await post(i % 2 ? alice : bob, {
        video_id: 'neon-heirs',
        content: `r${i}`,
        parent_id: thread.comment_id,
      });
    }
    const inPage = (await page('neon-heirs')).comments.find((c) => c.content === 'long thread')!;
    expect(inPage.reply_count).toBe(total);
    expect(inPage.replies).toHaveLength(COMMENT_PAGING.repliesPerThread);
    const replies = async (query: string, session?: AuthSession) => {
      const res = await t.app.inject({
        url: `/api/comments/${thread.comment_id}/replies${query}`,
        headers: session ? bearer(session) : {},
      });
      expect(res.statusCode, res.body).toBe(200);
      return commentRepliesPageSchema.parse(res.json());
    };
    const seen = inPage.replies.map((r) => r.content);
    let after = inPage.replies.at(-1)!.comment_id;
    for (;;) {
      const next = await replies(`?after=${after}&limit=3`);
      seen.push(...next.replies.map((r) => r.content));
      if (!next.has_more) break;
      after = next.replies.at(-1)!.comment_id;
    }
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => `r${i}`));

    // from the start, and with the viewer's own likes
    const first = inPage.replies[0]!;
    expect((await like(alice, first.comment_id)).statusCode).toBe(200);
    const mine = await replies('?limit=2', alice);
    expect(mine.replies.map((r) => [r.content, r.is_liked])).toEqual([
      ['r0', true],
      ['r1', false],
    ]);
    expect(mine.has_more).toBe(true);
    expect((await replies('?limit=2')).replies[0]!.is_liked).toBe(false);
  });

  it('refuses replies of what is not a thread, and an `after` from elsewhere', async () => {
    const thread = await post(alice, { video_id: 'love-in-beta', content: 'short thread' });
    const reply = await post(bob, {
      video_id: 'love-in-beta',
      content: 'only reply',
      parent_id: thread.comment_id,
    });
    const other = await post(bob, { video_id: 'love-in-beta', content: 'other thread' });
    const get = (id: string, query = '') =>
      t.app.inject({ url: `/api/comments/${id}/replies${query}` });
    expect((await get(reply.comment_id)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('not-a-uuid')).statusCode).toBe(400);
    const elsewhere = await get(other.comment_id, `?after=${reply.comment_id}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ detail: COMMENT_TEXTS.replyAfterNotFound });
    expect((await get(thread.comment_id, '?limit=0')).statusCode).toBe(400);
    expect((await get(thread.comment_id, '?after=x')).statusCode).toBe(400);
  });

  it('counts likes exactly under concurrency and keeps one like per user', async () => {
    const target = await post(alice, { video_id: 'love-in-beta', content: 'like me' });
    const users = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signedInUser(t, { username: `fan${i}` })),
    );
    const answers = await Promise.all(users.map((u) => like(u, target.comment_id)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    let state = await page('love-in-beta', null, users[0]);
    const liked = state.comments.find((c) => c.comment_id === target.comment_id)!;
    expect(liked).toMatchObject({ likes: 20, is_liked: true });

    // the same user twice at once, asking for the liked state: one like
    const twice = await Promise.all([
      like(bob, target.comment_id, { is_liked: true }),
      like(bob, target.comment_id, { is_liked: true }),
    ]);
    for (const res of twice)
      expect(likeCommentResponseSchema.parse(res.json()).is_liked).toBe(true);
    state = await page('love-in-beta', null, bob);
    expect(state.comments.find((c) => c.comment_id === target.comment_id)?.likes).toBe(21);

    // without a body the call toggles
    const off = likeCommentResponseSchema.parse((await like(bob, target.comment_id)).json());
    expect(off).toEqual({ is_liked: false, likes: 20 });
    const on = likeCommentResponseSchema.parse((await like(bob, target.comment_id, {})).json());
    expect(on).toEqual({ is_liked: true, likes: 21 });
    const guestView = await page('love-in-beta');
    expect(guestView.comments.find((c) => c.comment_id === target.comment_id)).toMatchObject({
      likes: 21,
      is_liked: false,
    });
    expect(guestView.stats.total_likes).toBe(21);
  });

  it('lets guests read but not post or like (401)', async () => {
    const guest = await page('neon-heirs');
    expect(guest.comments.every((c) => !c.is_liked)).toBe(true);
    const res = await postAs(null, { video_id: 'neon-heirs', content: 'hi' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const liked = await like(null, guest.comments[0]!.comment_id);
    expect(liked.statusCode).toBe(401);
  });

  it.each([
    ['empty content', { video_id: 'neon-heirs', content: '   ' }, 400, COMMENT_TEXTS.empty],
    ['missing content', { video_id: 'neon-heirs' }, 400, COMMENT_TEXTS.empty],
    [
      'content over 500 characters',
      { video_id: 'neon-heirs', content: 'x'.repeat(COMMENTS.maxLength + 1) },
      400,
      COMMENT_TEXTS.tooLong(COMMENTS.maxLength),
    ],
    [
      'an unknown platform',
      { video_id: 'neon-heirs', content: 'x', platform: 'tv' },
      400,
      'platform',
    ],
    ['a malformed series id', { video_id: '../x', content: 'x' }, 400, 'video_id'],
    [
      'an unknown series',
      { video_id: 'no-such-series', content: 'x' },
      404,
      COMMENT_TEXTS.seriesNotFound,
    ],
    [
      'an unpublished series',
      { video_id: 'hidden-draft', content: 'x' },
      404,
      COMMENT_TEXTS.seriesNotFound,
    ],
    [
      'an unknown parent',
      { video_id: 'neon-heirs', content: 'x', parent_id: '00000000-0000-4000-8000-000000000000' },
      404,
      COMMENT_TEXTS.parentNotFound,
    ],
    [
      'a malformed parent id',
      { video_id: 'neon-heirs', content: 'x', parent_id: 'nope' },
      400,
      'parent_id',
    ],
    ['an unknown field', { video_id: 'neon-heirs', content: 'x', extra: 1 }, 400, 'extra'],
    [
      'a NUL character',
      { video_id: 'neon-heirs', content: 'a\u0000b' },
      400,
      COMMENT_TEXTS.invalidCharacters,
    ],
  ])('refuses %s', async (_name, payload, status, detail) => {
    const res = await postAs(alice, payload);
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().detail).toContain(detail);
  });

  it('accepts exactly 500 characters', async () => {
    const comment = await post(alice, {
      video_id: 'neon-heirs',
      content: 'é'.repeat(COMMENTS.maxLength),
    });
    expect(comment.content).toHaveLength(COMMENTS.maxLength);
  });

  it('refuses a reply to a comment of another series (400)', async () => {
    const elsewhere = await post(alice, { video_id: 'love-in-beta', content: 'elsewhere' });
    const res = await postAs(bob, {
      video_id: 'neon-heirs',
      content: 'x',
      parent_id: elsewhere.comment_id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(COMMENT_TEXTS.parentOtherSeries);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a forged payload', Buffer.from('c1.123.not-a-uuid').toString('base64url')],
    ['an over-long value', 'x'.repeat(500)],
  ])('refuses %s as a cursor (400)', async (_name, cursor) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/comments?videoId=neon-heirs&cursor=${cursor}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses bad paging parameters and unknown comments', async () => {
    for (const query of [
      '',
      'videoId=',
      'videoId=neon-heirs&limit=0',
      `videoId=neon-heirs&limit=${COMMENT_PAGING.maxLimit + 1}`,
      'videoId=neon-heirs&x=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/comments?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const missing = await like(alice, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    const malformed = await like(alice, 'nope');
    expect(malformed.statusCode).toBe(400);
  });

  it('answers an empty page for a series without comments', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/comments?videoId=no-such-series' });
    expect(res.json()).toEqual({
      comments: [],
      stats: { total_comments: 0, total_likes: 0 },
      has_more: false,
      next_cursor: null,
    });
  });
});
