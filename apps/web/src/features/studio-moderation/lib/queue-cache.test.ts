import type { ReportedComment, ReportedCommentsPage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { setHidden } from './queue-cache';

const comment = (id: string, hidden: boolean): ReportedComment => ({
  comment_id: id,
  series_id: 'neon-heirs',
  series_title: 'Neon Heirs',
  user_id: 'user-bob',
  username: 'bob',
  content: 'spam',
  timestamp: '2025-03-10T11:55:00.000Z',
  parent_id: null,
  likes: 0,
  hidden,
  report_count: 1,
  reasons: [],
  last_reported_at: '2025-03-11T09:00:00.000Z',
});

const PAGE: ReportedCommentsPage = {
  comments: [comment('a', false), comment('b', true)],
  total: 2,
  page: 1,
  has_more: false,
};

describe('queue cache', () => {
  it('sets one comment’s hidden flag', () => {
    const next = setHidden(setHidden(PAGE, 'a', true), 'b', false);
    expect(next.comments.map((c) => [c.comment_id, c.hidden])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(PAGE.comments[0]?.hidden).toBe(false);
  });

  it('leaves a page without the comment as it is', () => {
    expect(setHidden(PAGE, 'elsewhere', true)).toBe(PAGE);
  });
});
