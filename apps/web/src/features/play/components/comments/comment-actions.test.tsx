import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthSession } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../../test/stub-api';
import { storeSession } from '../../../../lib/auth/session-store';
import { makeComment, makeCommentsPage, makeReply } from '../../../../test/comments-fixtures';
import { CommentsPanel } from './comments-panel';

const URL_ = '/play?id=neon-heirs&episode=2';
const THREAD_ID = makeComment().comment_id;
const REPLY_ID = makeReply().comment_id;

const renderPanel = () =>
  renderRoutes(
    [
      { path: '/play', element: <CommentsPanel seriesId="neon-heirs" /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    URL_,
  );

/** bob's thread (2 likes) with carol's reply (0 likes); 2 comments, 2 likes in all. */
const PAGE = makeCommentsPage({
  comments: [makeComment({ replies: [makeReply({ user_id: 'user-carol' })], reply_count: 1 })],
  stats: { total_comments: 2, total_likes: 2 },
});

const signInAs = (username: string, sub: string) =>
  storeSession(makeAuthSession({ username, user_attributes: { sub } }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');
const stats = () => screen.getByTestId('comment-stats').textContent;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('comment actions', () => {
  it('lets the author delete their thread after confirming, at once, then takes the server totals', async () => {
    signInAs('bob', 'user-bob');
    const answer = deferred<Response>();
    const requests = stubApi((request) =>
      request.method === 'DELETE' ? answer.promise : jsonResponse(PAGE),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');
    // bob's own thread offers Delete, carol's reply offers Report
    const [remove] = screen.getAllByRole('button', { name: 'Delete' });
    expect(screen.getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1);

    fireEvent.click(remove!);
    const confirm = screen.getByRole('group', { name: 'Delete your comment and its replies?' });
    expect(writes(requests)).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const again = screen.getByRole('group', { name: 'Delete your comment and its replies?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('What a cliffhanger!')).toBeNull());
    expect(screen.queryByText('Agreed')).toBeNull();
    expect(stats()).toBe('0 comments · 0 likes');
    expect(writes(requests)).toMatchObject([
      { method: 'DELETE', path: `/api/comments/${THREAD_ID}`, authorization: 'Bearer access-1' },
    ]);

    answer.resolve(
      jsonResponse({
        comment_id: THREAD_ID,
        removed: 2,
        stats: { total_comments: 4, total_likes: 6 },
      }),
    );
    await waitFor(() => expect(stats()).toBe('4 comments · 6 likes'));
  });

  it('deletes a reply from its thread only, with the plain question', async () => {
    signInAs('carol', 'user-carol');
    stubApi((request) =>
      request.method === 'DELETE'
        ? jsonResponse({
            comment_id: REPLY_ID,
            removed: 1,
            stats: { total_comments: 1, total_likes: 2 },
          })
        : jsonResponse(
            makeCommentsPage({
              comments: [
                makeComment({ replies: [makeReply({ user_id: 'user-carol' })], reply_count: 1 }),
              ],
              stats: { total_comments: 2, total_likes: 2 },
            }),
          ),
    );
    renderPanel();
    await screen.findByText('Agreed');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('group', { name: 'Delete your comment?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Agreed')).toBeNull());
    expect(screen.getByText('What a cliffhanger!')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Replies to bob' })).toBeNull();
    await waitFor(() => expect(stats()).toBe('1 comment · 2 likes'));
  });

  it('puts a comment back when deleting fails, logging the error', async () => {
    signInAs('bob', 'user-bob');
    stubApi((request) =>
      request.method === 'DELETE'
        ? jsonResponse({ detail: 'You can only delete your own comments', code: 'FORBIDDEN' }, 403)
        : jsonResponse(PAGE),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('group')).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Failed to delete comment', expect.anything()),
    );
    expect(await screen.findByText('What a cliffhanger!')).toBeTruthy();
    expect(screen.getByText('Agreed')).toBeTruthy();
    expect(stats()).toBe('2 comments · 2 likes');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('reports another’s comment with the chosen reason, once', async () => {
    signInAs('alice', 'sub-alice');
    const answer = deferred<Response>();
    const requests = stubApi((request) =>
      request.method === 'POST' ? answer.promise : jsonResponse(PAGE),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    const [report] = screen.getAllByRole('button', { name: 'Report' });
    expect(report!.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(report!);
    expect(report!.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Why are you reporting this comment?' });
    expect((within(form).getByRole('radio', { name: 'Spam' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(form).getByRole('radio', { name: 'Spoilers' }));
    const send = within(form).getByRole('button', { name: 'Send report' });
    fireEvent.click(send);
    await waitFor(() => expect((send as HTMLButtonElement).disabled).toBe(true));
    fireEvent.submit(form);

    answer.resolve(jsonResponse({ comment_id: THREAD_ID, reported: true }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Reported · Thanks for reporting. An editor will take a look.',
    );
    expect(writes(requests)).toMatchObject([
      {
        method: 'POST',
        path: `/api/comments/${THREAD_ID}/report`,
        body: { reason: 'Spoilers' },
        authorization: 'Bearer access-1',
      },
    ]);
    // reporting changes nothing in the list
    expect(screen.getByText('What a cliffhanger!')).toBeTruthy();
    expect(stats()).toBe('2 comments · 2 likes');
  });

  it('keeps the report open and logs when reporting fails', async () => {
    signInAs('alice', 'sub-alice');
    stubApi((request) =>
      request.method === 'POST' ? new Response('down', { status: 503 }) : jsonResponse(PAGE),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(screen.getAllByRole('button', { name: 'Report' })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));

    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Failed to report comment', expect.anything()),
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send report' })).toBeTruthy();
  });

  it('sends a guest who reports to sign in first', async () => {
    const requests = stubApi(() => jsonResponse(PAGE));
    const { router } = renderPanel();
    await screen.findByText('What a cliffhanger!');
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(screen.getAllByRole('button', { name: 'Report' })[0]!);

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(URL_)}`);
    expect(writes(requests)).toEqual([]);
  });
});
