import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  buildPath,
  type Comment,
  COMMENT_MODERATION,
  COMMENT_MODERATION_TEXTS,
  COMMENT_TEXTS,
  commentRepliesPageSchema,
  commentSchema,
  type CommentsPage,
  commentsPageSchema,
  deleteCommentResponseSchema,
  deleteCommentRoute,
  hideCommentRoute,
  moderateCommentResponseSchema,
  reportCommentResponseSchema,
  reportCommentRoute,
  reportedCommentsPageSchema,
  reportedCommentsRoute,
  restoreCommentRoute,
} from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInEditor, signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const SERIES = ['delete-own', 'reports', 'hide-thread', 'hide-reply', 'refusals', 'queue', 'race'];

describe.each(testEngines())('comment moderation API on %s', (engine) => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;
  let carol: AuthSession;
  let editor: AuthSession;

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    session: AuthSession | null,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      headers: session ? bearer(session) : {},
      ...(payload ? { payload } : {}),
    });
  const path = (template: string, id: string) => buildPath(template, { id });

  const post = async (session: AuthSession, payload: object): Promise<Comment> => {
    const res = await call('POST', '/api/comments', session, payload);
    expect(res.statusCode, res.body).toBe(200);
    return commentSchema.parse(res.json());
  };
  const like = async (session: AuthSession, id: string) => {
    const res = await call('POST', `/api/comments/${id}/like`, session, { is_liked: true });
    expect(res.statusCode, res.body).toBe(200);
  };
  const page = async (videoId: string, session: AuthSession | null = null) => {
    const res = await call('GET', `/api/comments?videoId=${videoId}&limit=50`, session);
    expect(res.statusCode, res.body).toBe(200);
    return commentsPageSchema.parse(res.json());
  };
  const listed = (result: CommentsPage) =>
    result.comments.flatMap((c) => [c.content, ...c.replies.map((r) => r.content)]);
  const remove = (id: string, session: AuthSession | null) =>
    call('DELETE', path(deleteCommentRoute.path, id), session);
  const report = (id: string, session: AuthSession | null, payload?: object) =>
    call('POST', path(reportCommentRoute.path, id), session, payload);
  const hide = (id: string, session: AuthSession | null = editor) =>
    call('POST', path(hideCommentRoute.path, id), session);
  const restore = (id: string, session: AuthSession | null = editor) =>
    call('POST', path(restoreCommentRoute.path, id), session);
  const queue = async (query = '', session: AuthSession = editor) => {
    const res = await call('GET', `${reportedCommentsRoute.path}${query}`, session);
    expect(res.statusCode, res.body).toBe(200);
    return reportedCommentsPageSchema.parse(res.json());
  };
  const moderated = async (res: Awaited<ReturnType<typeof hide>>, hidden: boolean) => {
    expect(res.statusCode, res.body).toBe(200);
    expect(moderateCommentResponseSchema.parse(res.json()).hidden).toBe(hidden);
  };

  /**
   * The series' counts agree with what its listing shows: total comments and likes, and each
   * thread's reply count (every fixture thread fits one page).
   */
  const expectCountsMatchListing = async (videoId: string) => {
    const result = await page(videoId);
    const all = result.comments.flatMap((c) => [c, ...c.replies]);
    expect(result.stats).toEqual({
      total_comments: all.length,
      total_likes: all.reduce((sum, c) => sum + c.likes, 0),
    });
    for (const thread of result.comments) expect(thread.reply_count).toBe(thread.replies.length);
    return result;
  };

  /** A thread by alice (liked by bob) with a reply by bob (liked by carol) and one by carol. */
  const thread = async (videoId: string, label: string) => {
    const top = await post(alice, { video_id: videoId, content: `${label} thread` });
    const first = await post(bob, {
      video_id: videoId,
      content: `${label} reply by bob`,
      parent_id: top.comment_id,
    });
    const second = await post(carol, {
      video_id: videoId,
      content: `${label} reply by carol`,
      parent_id: top.comment_id,
    });
    await like(bob, top.comment_id);
    await like(carol, first.comment_id);
    return { top, first, second };
  };

  beforeAll(async () => {
    t = await buildTestApp(engine, { comments: { postsPerMinute: 1000 } });
    await insertFixtureCatalogue(
      t.app.services,
      t.storage,
      SERIES.map((id) => ({ id, title: `Series ${id}`, episodes: 1, lists: [] })),
    );
    alice = await signedInUser(t, { username: 'alice' });
    bob = await signedInUser(t, { username: 'bob' });
    carol = await signedInUser(t, { username: 'carol' });
    editor = await signedInEditor(t);
  });
  afterAll(() => t?.close());

  it('lets a user delete only their own comment; a thread goes with its replies', async () => {
    const a = await thread('delete-own', 'a');
    const b = await thread('delete-own', 'b');
    const before = await expectCountsMatchListing('delete-own');
    expect(before.stats).toEqual({ total_comments: 6, total_likes: 4 });

    // another's comment: 403, and a guest 401, with nothing removed
    const notMine = await remove(a.top.comment_id, bob);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toMatchObject({ detail: COMMENT_MODERATION_TEXTS.notAuthor });
    expect((await remove(a.first.comment_id, alice)).statusCode).toBe(403);
    expect((await remove(a.top.comment_id, null)).statusCode).toBe(401);
    expect(await page('delete-own')).toEqual(before);

    // a reply: the thread's reply count and the series' totals drop with it
    const reply = await remove(b.first.comment_id, bob);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(deleteCommentResponseSchema.parse(reply.json())).toEqual({
      comment_id: b.first.comment_id,
      removed: 1,
      stats: { total_comments: 5, total_likes: 3 },
    });
    let after = await expectCountsMatchListing('delete-own');
    expect(listed(after)).not.toContain('b reply by bob');
    expect(after.comments.find((c) => c.comment_id === b.top.comment_id)?.reply_count).toBe(1);

    // a thread: its replies go too, whoever wrote them
    const top = await remove(a.top.comment_id, alice);
    expect(deleteCommentResponseSchema.parse(top.json())).toEqual({
      comment_id: a.top.comment_id,
      removed: 3,
      stats: { total_comments: 2, total_likes: 1 },
    });
    after = await expectCountsMatchListing('delete-own');
    expect(listed(after)).toEqual(['b thread', 'b reply by carol']);
    expect((await call('GET', `/api/comments/${a.top.comment_id}/replies`, null)).statusCode).toBe(
      404,
    );
    // gone: deleting again, liking or replying to it is 404
    expect((await remove(a.top.comment_id, alice)).statusCode).toBe(404);
    expect((await remove(a.second.comment_id, carol)).statusCode).toBe(404);
    const replyToGone = await call('POST', '/api/comments', bob, {
      video_id: 'delete-own',
      content: 'late',
      parent_id: a.top.comment_id,
    });
    expect(replyToGone.statusCode).toBe(404);
  });

  it('records one report per user and comment, with the first reason', async () => {
    const { top, first } = await thread('reports', 'r');
    const once = await report(top.comment_id, bob, { reason: '  Spam  ' });
    expect(once.statusCode, once.body).toBe(200);
    expect(reportCommentResponseSchema.parse(once.json())).toEqual({
      comment_id: top.comment_id,
      reported: true,
    });
    // again, with another reason or none, and without a body: the same answer, one report
    expect((await report(top.comment_id, bob, { reason: 'Spoilers' })).statusCode).toBe(200);
    expect((await report(top.comment_id, bob)).statusCode).toBe(200);
    expect((await report(top.comment_id, carol, { reason: 'Spoilers' })).statusCode).toBe(200);
    expect((await report(first.comment_id, carol, { reason: '' })).statusCode).toBe(200);

    const { comments } = await queue('?status=all&limit=50');
    const reported = comments.find((c) => c.comment_id === top.comment_id);
    expect(reported).toMatchObject({
      series_id: 'reports',
      series_title: 'Series reports',
      username: 'alice',
      content: 'r thread',
      parent_id: null,
      likes: 1,
      hidden: false,
      report_count: 2,
      reasons: ['Spoilers', 'Spam'],
    });
    // an empty reason is no reason
    expect(comments.find((c) => c.comment_id === first.comment_id)).toMatchObject({
      parent_id: top.comment_id,
      report_count: 1,
      reasons: [],
    });
    // reporting changes nothing viewers see
    await expectCountsMatchListing('reports');
    expect(listed(await page('reports'))).toContain('r thread');
  });

  it('hides a thread from every listing and count, and restores it exactly', async () => {
    await thread('hide-thread', 'kept');
    const gone = await thread('hide-thread', 'gone');
    const before = await expectCountsMatchListing('hide-thread');
    expect(before.stats).toEqual({ total_comments: 6, total_likes: 4 });

    await moderated(await hide(gone.top.comment_id), true);
    const hidden = await expectCountsMatchListing('hide-thread');
    expect(listed(hidden)).toEqual(['kept thread', 'kept reply by bob', 'kept reply by carol']);
    expect(hidden.stats).toEqual({ total_comments: 3, total_likes: 2 });
    // and from everything that reaches it: its replies, liking, replying, reporting
    const replies = await call('GET', `/api/comments/${gone.top.comment_id}/replies`, null);
    expect(replies.statusCode).toBe(404);
    for (const id of [gone.top.comment_id, gone.first.comment_id]) {
      const liked = await call('POST', `/api/comments/${id}/like`, carol);
      expect(liked.statusCode).toBe(404);
      expect((await report(id, carol)).statusCode).toBe(404);
      const replied = await call('POST', '/api/comments', carol, {
        video_id: 'hide-thread',
        content: 'into the void',
        parent_id: id,
      });
      expect(replied.statusCode).toBe(404);
      expect(replied.json()).toMatchObject({ detail: COMMENT_TEXTS.parentNotFound });
    }
    // hiding twice changes nothing
    await moderated(await hide(gone.top.comment_id), true);
    expect((await page('hide-thread')).stats).toEqual(hidden.stats);

    await moderated(await restore(gone.top.comment_id), false);
    const restored = await expectCountsMatchListing('hide-thread');
    expect(restored).toEqual(before);
    await moderated(await restore(gone.top.comment_id), false);
    expect((await page('hide-thread')).stats).toEqual(before.stats);
    expect(await page('hide-thread', carol)).toMatchObject({
      comments: expect.arrayContaining([
        expect.objectContaining({
          comment_id: gone.top.comment_id,
          replies: [
            expect.objectContaining({ comment_id: gone.first.comment_id, is_liked: true }),
            expect.objectContaining({ comment_id: gone.second.comment_id }),
          ],
        }),
      ]),
    });
  });

  it('hides a reply from its thread, its reply count and the totals', async () => {
    const { top, first, second } = await thread('hide-reply', 'h');
    await moderated(await hide(first.comment_id), true);
    let result = await expectCountsMatchListing('hide-reply');
    expect(listed(result)).toEqual(['h thread', 'h reply by carol']);
    expect(result.stats).toEqual({ total_comments: 2, total_likes: 1 });
    const more = await call('GET', `/api/comments/${top.comment_id}/replies`, null);
    expect(commentRepliesPageSchema.parse(more.json()).replies.map((r) => r.content)).toEqual([
      'h reply by carol',
    ]);
    // `after` may still name the hidden reply the client holds
    const after = await call(
      'GET',
      `/api/comments/${top.comment_id}/replies?after=${first.comment_id}`,
      null,
    );
    expect(commentRepliesPageSchema.parse(after.json()).replies).toHaveLength(1);

    // a hidden reply under a hidden thread: restoring the thread leaves the reply hidden
    await moderated(await hide(top.comment_id), true);
    expect((await page('hide-reply')).stats).toEqual({ total_comments: 0, total_likes: 0 });
    await moderated(await hide(second.comment_id), true);
    await moderated(await restore(top.comment_id), false);
    result = await expectCountsMatchListing('hide-reply');
    expect(listed(result)).toEqual(['h thread']);
    // and the author may still delete a hidden reply, leaving the counts as they are
    expect((await remove(second.comment_id, carol)).statusCode).toBe(200);
    await moderated(await restore(first.comment_id), false);
    result = await expectCountsMatchListing('hide-reply');
    expect(listed(result)).toEqual(['h thread', 'h reply by bob']);
    expect(result.stats).toEqual({ total_comments: 2, total_likes: 2 });
  });

  it('refuses the studio calls to guests (401) and viewers (403), changing nothing', async () => {
    const { top } = await thread('refusals', 'x');
    expect((await report(top.comment_id, bob, { reason: 'Spam' })).statusCode).toBe(200);
    const before = await page('refusals');
    for (const session of [null, bob]) {
      const status = session ? 403 : 401;
      expect((await hide(top.comment_id, session)).statusCode).toBe(status);
      expect((await restore(top.comment_id, session)).statusCode).toBe(status);
      const list = await call('GET', reportedCommentsRoute.path, session);
      expect(list.statusCode).toBe(status);
      expect(list.json()).toHaveProperty('detail');
    }
    expect(await page('refusals')).toEqual(before);
    expect((await queue()).comments.find((c) => c.comment_id === top.comment_id)?.hidden).toBe(
      false,
    );
    // a guest cannot report either; an author cannot report their own comment
    expect((await report(top.comment_id, null)).statusCode).toBe(401);
    const own = await report(top.comment_id, alice);
    expect(own.statusCode).toBe(400);
    expect(own.json()).toMatchObject({ detail: COMMENT_MODERATION_TEXTS.ownComment });
  });

  it('answers 400 for malformed ids and input, 404 for unknown comments', async () => {
    for (const res of [
      await remove('not-a-uuid', alice),
      await report('not-a-uuid', alice),
      await hide('not-a-uuid'),
      await restore('42'),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toHaveProperty('detail');
    }
    for (const res of [
      await remove(UNKNOWN, alice),
      await report(UNKNOWN, alice),
      await hide(UNKNOWN),
      await restore(UNKNOWN),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ detail: COMMENT_TEXTS.commentNotFound });
    }
    const { top } = await thread('refusals', 'y');
    const tooLong = await report(top.comment_id, bob, {
      reason: 'x'.repeat(COMMENT_MODERATION.reasonMaxLength + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().detail).toContain(
      COMMENT_MODERATION_TEXTS.reasonTooLong(COMMENT_MODERATION.reasonMaxLength),
    );
    const nul = await report(top.comment_id, bob, { reason: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toContain(COMMENT_MODERATION_TEXTS.reasonInvalid);
    expect((await report(top.comment_id, bob, { why: 'x' })).statusCode).toBe(400);
    expect((await report(top.comment_id, bob, { reason: 5 })).statusCode).toBe(400);
    for (const query of ['?sort=oldest', '?status=gone', '?page=0', '?limit=51', '?x=1']) {
      const res = await call('GET', `${reportedCommentsRoute.path}${query}`, editor);
      expect(res.statusCode, query).toBe(400);
    }
    // none of it was recorded
    expect((await queue('?limit=50')).comments.some((c) => c.comment_id === top.comment_id)).toBe(
      false,
    );
  });

  it('orders the queue by latest report or by report count, a page at a time, by status', async () => {
    const users = await Promise.all(
      [1, 2, 3].map((n) => signedInUser(t, { username: `reporter${n}` })),
    );
    const one = await post(alice, { video_id: 'queue', content: 'reported by three' });
    const two = await post(alice, { video_id: 'queue', content: 'reported by one, last' });
    for (const user of users) await report(one.comment_id, user);
    await report(two.comment_id, users[0]!);
    await moderated(await hide(one.comment_id), true);

    const newest = await queue('?limit=1');
    expect(newest.comments.map((c) => c.comment_id)).toEqual([two.comment_id]);
    expect(newest).toMatchObject({ page: 1, has_more: true });
    const total = newest.total;
    const most = await queue('?sort=most_reported&limit=1');
    expect(most.comments[0]).toMatchObject({
      comment_id: one.comment_id,
      report_count: 3,
      hidden: true,
    });
    const second = await queue('?limit=1&page=2');
    expect(second.comments.map((c) => c.comment_id)).toEqual([one.comment_id]);
    const last = await queue(`?limit=1&page=${total}`);
    expect(last.has_more).toBe(false);
    expect((await queue(`?limit=1&page=${total + 1}`)).comments).toEqual([]);

    const hidden = await queue('?status=hidden&limit=50');
    expect(hidden.comments.every((c) => c.hidden)).toBe(true);
    expect(hidden.comments.map((c) => c.comment_id)).toContain(one.comment_id);
    const visible = await queue('?status=visible&limit=50');
    expect(visible.comments.map((c) => c.comment_id)).toContain(two.comment_id);
    expect(visible.comments.map((c) => c.comment_id)).not.toContain(one.comment_id);
    expect(hidden.total + visible.total).toBe(total);
  });

  it('keeps the counts exact while likes, replies, hiding and deleting race', async () => {
    const fans = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInUser(t, { username: `racer${i}` })),
    );
    const { top, first, second } = await thread('race', 'race');
    const other = await post(bob, { video_id: 'race', content: 'race other' });
    const mine = await post(carol, {
      video_id: 'race',
      content: 'race mine',
      parent_id: other.comment_id,
    });
    await Promise.all([
      ...fans.map((fan, i) =>
        call('POST', `/api/comments/${[top, first, second][i % 3]!.comment_id}/like`, fan),
      ),
      ...fans.map((fan) =>
        call('POST', '/api/comments', fan, {
          video_id: 'race',
          content: 'race late reply',
          parent_id: top.comment_id,
        }),
      ),
      hide(top.comment_id),
      hide(mine.comment_id),
      remove(other.comment_id, bob),
      restore(top.comment_id),
      ...fans.map((fan) => call('POST', `/api/comments/${first.comment_id}/like`, fan)),
    ]);
    // the hide and the restore of the thread ran in either order: check the counts both ways
    await expectCountsMatchListing('race');
    await moderated(await restore(top.comment_id), false);
    const result = await expectCountsMatchListing('race');
    expect(listed(result)).not.toContain('race other');
    expect(listed(result)).not.toContain('race mine');
    expect(listed(result)).toContain('race thread');
  });
});
