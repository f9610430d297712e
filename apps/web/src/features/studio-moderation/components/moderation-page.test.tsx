import type { ReportedComment, ReportedCommentsPage } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { storeSession } from '../../../lib/auth/session-store';
import { ModerationPage } from './moderation-page';

const QUEUE_PATH = '/api/studio/comments/reported';

const reported = (overrides: Partial<ReportedComment> = {}): ReportedComment => ({
  comment_id: '00000000-0000-4000-8000-000000000001',
  series_id: 'neon-heirs',
  series_title: 'Neon Heirs',
  user_id: 'user-bob',
  username: 'bob',
  content: 'Buy followers at <b>spam.example</b>',
  timestamp: '2025-03-10T11:55:00.000Z',
  parent_id: null,
  likes: 0,
  hidden: false,
  report_count: 3,
  reasons: ['Spam', 'Harassment or hate'],
  last_reported_at: '2025-03-11T09:00:00.000Z',
  ...overrides,
});

const SPAM = reported();
const REPLY = reported({
  comment_id: '00000000-0000-4000-8000-000000000002',
  username: 'carol',
  series_title: 'Love in Beta',
  series_id: 'love-in-beta',
  content: 'Episode 9 ends with a wedding',
  parent_id: '00000000-0000-4000-8000-000000000003',
  hidden: true,
  report_count: 1,
  reasons: [],
});

const queuePage = (overrides: Partial<ReportedCommentsPage> = {}): ReportedCommentsPage => ({
  comments: [SPAM, REPLY],
  total: 2,
  page: 1,
  has_more: false,
  ...overrides,
});

const renderQueue = (url = '/cms/moderation') =>
  renderRoutes(
    [
      { path: '/cms/moderation', element: <ModerationPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    url,
  );

const signInAs = (role: 'editor' | 'viewer') =>
  storeSession(makeAuthSession({ username: role, role }));

const reads = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'GET');
const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');
const item = (username: string, title: string) =>
  screen.getByRole('article', { name: `${username} on ${title}` });

describe('ModerationPage', () => {
  it('sends a guest to sign in and back', async () => {
    const requests = stubApi(() => jsonResponse(queuePage()));
    const { router } = renderQueue();

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/cms/moderation')}`);
    expect(requests).toEqual([]);
  });

  it('tells a viewer the page is for editors, asking nothing', async () => {
    signInAs('viewer');
    const requests = stubApi(() => jsonResponse(queuePage()));
    renderQueue();

    expect((await screen.findByRole('alert')).textContent).toBe('This page is for editors');
    expect(requests).toEqual([]);
  });

  it('lists reported comments with their reports, as text', async () => {
    signInAs('editor');
    const requests = stubApi(() => jsonResponse(queuePage()));
    renderQueue();

    const spam = await screen.findByRole('article', { name: 'bob on Neon Heirs' });
    expect(within(spam).getByText('Buy followers at <b>spam.example</b>')).toBeTruthy();
    expect(spam.querySelector('b')).toBeNull();
    expect(spam.textContent).toContain('3 reports · Spam, Harassment or hate');
    expect(within(spam).getByRole('link', { name: 'Neon Heirs' }).getAttribute('href')).toBe(
      '/play?id=neon-heirs',
    );
    expect(within(spam).getByRole('button', { name: 'Hide' })).toBeTruthy();

    const reply = item('carol', 'Love in Beta');
    expect(reply.textContent).toContain('1 report · No reason given');
    expect(within(reply).getByText('Reply')).toBeTruthy();
    expect(within(reply).getByText('Hidden')).toBeTruthy();
    expect(within(reply).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(reads(requests).map((r) => r.path)).toEqual([
      `${QUEUE_PATH}?sort=newest&status=all&page=1&limit=20`,
    ]);
    expect(reads(requests)[0]?.authorization).toBe('Bearer access-1');
  });

  it('hides at once, then refetches the queue', async () => {
    signInAs('editor');
    let hidden = false;
    const requests = stubApi((request) => {
      if (request.method === 'POST') {
        hidden = true;
        return jsonResponse({ comment_id: SPAM.comment_id, hidden: true });
      }
      return jsonResponse(queuePage({ comments: [{ ...SPAM, hidden }, REPLY] }));
    });
    renderQueue();
    await screen.findByRole('article', { name: 'bob on Neon Heirs' });

    fireEvent.click(within(item('bob', 'Neon Heirs')).getByRole('button', { name: 'Hide' }));

    await waitFor(() => expect(within(item('bob', 'Neon Heirs')).getByText('Hidden')).toBeTruthy());
    expect(within(item('bob', 'Neon Heirs')).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(writes(requests)).toMatchObject([
      { method: 'POST', path: `/api/studio/comments/${SPAM.comment_id}/hide`, body: {} },
    ]);
    await waitFor(() => expect(reads(requests)).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('restores a hidden comment', async () => {
    signInAs('editor');
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? jsonResponse({ comment_id: REPLY.comment_id, hidden: false })
        : jsonResponse(queuePage()),
    );
    renderQueue();
    await screen.findByRole('article', { name: 'carol on Love in Beta' });

    fireEvent.click(within(item('carol', 'Love in Beta')).getByRole('button', { name: 'Restore' }));

    await waitFor(() =>
      expect(writes(requests).map((r) => r.path)).toEqual([
        `/api/studio/comments/${REPLY.comment_id}/restore`,
      ]),
    );
  });

  it('puts the state back and says so when hiding fails', async () => {
    signInAs('editor');
    stubApi((request) =>
      request.method === 'POST'
        ? jsonResponse({ detail: 'Comment not found', code: 'NOT_FOUND' }, 404)
        : jsonResponse(queuePage()),
    );
    renderQueue();
    await screen.findByRole('article', { name: 'bob on Neon Heirs' });

    fireEvent.click(within(item('bob', 'Neon Heirs')).getByRole('button', { name: 'Hide' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The comment could not be updated. Try again.',
    );
    expect(within(item('bob', 'Neon Heirs')).getByRole('button', { name: 'Hide' })).toBeTruthy();
    expect(within(item('bob', 'Neon Heirs')).queryByText('Hidden')).toBeNull();
  });

  it('orders, filters and pages through the URL', async () => {
    signInAs('editor');
    const requests = stubApi((request) =>
      jsonResponse(
        request.path.includes('page=2')
          ? queuePage({ comments: [REPLY], total: 21, page: 2 })
          : queuePage({ comments: [SPAM], total: 21, has_more: true }),
      ),
    );
    const { router } = renderQueue();
    await screen.findByRole('article', { name: 'bob on Neon Heirs' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'most_reported' } });
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'hidden' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=most_reported&status=hidden'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('article', { name: 'carol on Love in Beta' });
    expect(router.state.location.search).toBe('?sort=most_reported&status=hidden&page=2');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(reads(requests).map((r) => r.path)).toEqual([
      `${QUEUE_PATH}?sort=newest&status=all&page=1&limit=20`,
      `${QUEUE_PATH}?sort=most_reported&status=all&page=1&limit=20`,
      `${QUEUE_PATH}?sort=most_reported&status=hidden&page=1&limit=20`,
      `${QUEUE_PATH}?sort=most_reported&status=hidden&page=2&limit=20`,
    ]);
  });

  it('says when the queue is empty, and offers a retry when it cannot load', async () => {
    signInAs('editor');
    let fail = true;
    stubApi(() =>
      fail
        ? new Response('down', { status: 503 })
        : jsonResponse(queuePage({ comments: [], total: 0 })),
    );
    renderQueue();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load reported comments');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No reported comments.')).toBeTruthy();
  });

  it('shows the editors-only notice when the server refuses the role (403)', async () => {
    signInAs('editor');
    stubApi(() => jsonResponse({ detail: 'Editors only', code: 'FORBIDDEN' }, 403));
    renderQueue();

    expect((await screen.findByRole('alert')).textContent).toBe('This page is for editors');
  });
});
