import { describe, expect, it } from 'vitest';
import {
  addComment,
  addReplies,
  findComment,
  removeComment,
  setLikeState,
  setStats,
  toggledLike,
  type CommentPages,
} from './comments-cache';
import { makeComment, makeCommentsPage, makeReply } from '../../../test/comments-fixtures';

const THREAD = makeComment({
  comment_id: 'c1',
  likes: 2,
  replies: [makeReply({ comment_id: 'r1', parent_id: 'c1', likes: 1, is_liked: true })],
  reply_count: 1,
});
const data = (): CommentPages => ({
  pages: [
    makeCommentsPage({
      comments: [THREAD],
      stats: { total_comments: 3, total_likes: 4 },
      has_more: true,
      next_cursor: 'next',
    }),
    makeCommentsPage({
      comments: [makeComment({ comment_id: 'c2', likes: 1 })],
      stats: { total_comments: 3, total_likes: 4 },
    }),
  ],
  pageParams: [undefined, 'next'],
});

describe('comments cache', () => {
  it('finds comments and replies on any page', () => {
    expect(findComment(data(), 'r1')?.username).toBe('carol');
    expect(findComment(data(), 'c2')?.likes).toBe(1);
    expect(findComment(data(), 'nope')).toBeUndefined();
  });

  it('toggles a like: liked ↔ not liked, likes ± 1', () => {
    expect(toggledLike({ is_liked: false, likes: 2 })).toEqual({ is_liked: true, likes: 3 });
    expect(toggledLike({ is_liked: true, likes: 1 })).toEqual({ is_liked: false, likes: 0 });
  });

  it('sets a like state and moves the total likes by the difference', () => {
    const liked = setLikeState(data(), 'c2', { is_liked: true, likes: 2 });
    expect(findComment(liked, 'c2')).toMatchObject({ is_liked: true, likes: 2 });
    expect(liked.pages.map((page) => page.stats.total_likes)).toEqual([5, 5]);

    const unliked = setLikeState(liked, 'r1', { is_liked: false, likes: 0 });
    expect(findComment(unliked, 'r1')).toMatchObject({ is_liked: false, likes: 0 });
    expect(unliked.pages[0]?.stats.total_likes).toBe(4);
  });

  it('adds a new top-level comment first on the first page and counts it', () => {
    const added = addComment(data(), makeComment({ comment_id: 'c3', content: 'New' }));
    expect(added.pages[0]?.comments.map((c) => c.comment_id)).toEqual(['c3', 'c1']);
    expect(added.pages[1]?.comments.map((c) => c.comment_id)).toEqual(['c2']);
    expect(added.pages.map((page) => page.stats.total_comments)).toEqual([4, 4]);
  });

  it('adds a reply last in its thread', () => {
    const added = addComment(data(), makeComment({ comment_id: 'r2', parent_id: 'c1' }));
    const thread = added.pages[0]?.comments[0];
    expect(thread?.replies.map((r) => r.comment_id)).toEqual(['r1', 'r2']);
    expect(thread?.reply_count).toBe(2);
  });

  it('adds a comment only once', () => {
    const comment = makeComment({ comment_id: 'c3' });
    const twice = addComment(addComment(data(), comment), comment);
    expect(twice.pages[0]?.comments).toHaveLength(2);
    expect(twice.pages[0]?.stats.total_comments).toBe(4);
  });

  it('merges further replies into their thread once each, oldest first', () => {
    const r = (id: string, second: number) =>
      makeReply({
        comment_id: id,
        parent_id: 'c1',
        timestamp: new Date(Date.UTC(2025, 2, 11, 0, 0, second)).toISOString(),
      });
    // the page's reply (r1) is older than both; the viewer's own new one (own) is the newest
    const start = addComment(data(), { ...r('own', 30), replies: [], reply_count: 0 });
    const merged = addReplies(start, 'c1', [r('r3', 20), r('r2', 10), r('r1', 0)]);
    const thread = merged.pages[0]!.comments[0]!;
    expect(thread.replies.map((reply) => reply.comment_id)).toEqual(['r1', 'r2', 'r3', 'own']);
    expect(addReplies(merged, 'c1', [r('r2', 10)])).toEqual(merged);
    // the other threads and the counts are left alone
    expect(merged.pages[1]).toEqual(start.pages[1]);
    expect(thread.reply_count).toBe(start.pages[0]!.comments[0]!.reply_count);
  });

  it('removes a thread with its replies, and the counts they carried', () => {
    const removed = removeComment(data(), 'c1');
    expect(removed.pages[0]?.comments).toEqual([]);
    expect(findComment(removed, 'r1')).toBeUndefined();
    // the thread (2 likes), its one reply (1 like)
    expect(removed.pages.map((page) => page.stats)).toEqual([
      { total_comments: 1, total_likes: 1 },
      { total_comments: 1, total_likes: 1 },
    ]);
    expect(removed.pages[1]).toEqual({ ...data().pages[1], stats: removed.pages[1]?.stats });
  });

  it('removes a reply from its thread and its reply count', () => {
    const removed = removeComment(data(), 'r1');
    const thread = removed.pages[0]?.comments[0];
    expect(thread?.replies).toEqual([]);
    expect(thread?.reply_count).toBe(0);
    expect(removed.pages[0]?.stats).toEqual({ total_comments: 2, total_likes: 3 });
    expect(removeComment(removed, 'r1')).toBe(removed);
  });

  it('takes the server’s totals on every page', () => {
    const stats = { total_comments: 9, total_likes: 8 };
    expect(setStats(data(), stats).pages.map((page) => page.stats)).toEqual([stats, stats]);
  });
});
