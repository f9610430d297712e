import { COMMENT_PAGING, type Comment } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthSession } from '../../../../test/fixtures';
import { renderRoutes } from '../../../../test/render';
import { jsonResponse, type RecordedRequest, stubApi } from '../../../../test/stub-api';
import { storeSession } from '../../../../lib/auth/session-store';
import { makeComment, makeCommentsPage, makeReply } from '../../../../test/comments-fixtures';
import { CommentsPanel } from './comments-panel';

const URL_ = '/play?id=neon-heirs&episode=2';

const renderPanel = () =>
  renderRoutes(
    [
      { path: '/play', element: <CommentsPanel seriesId="neon-heirs" /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    URL_,
  );

const signIn = () => storeSession(makeAuthSession({ username: 'alice' }));

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const isList = (request: RecordedRequest) =>
  request.method === 'GET' && request.path.startsWith('/api/comments');

const likeButton = (username: string) =>
  screen.getByRole('button', { name: new RegExp(`^Like ${username}'s comment`) });

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('CommentsPanel', () => {
  it('lists comments with stats, likes and nested replies for a guest, with a sign-in prompt', async () => {
    const thread = makeComment({
      replies: [makeReply({ content: 'Agreed' })],
      reply_count: 1,
    });
    const requests = stubApi(() =>
      jsonResponse(
        makeCommentsPage({ comments: [thread], stats: { total_comments: 2, total_likes: 7 } }),
      ),
    );

    renderPanel();

    expect(await screen.findByText('What a cliffhanger!')).toBeTruthy();
    expect(screen.getByTestId('comment-stats').textContent).toBe('2 comments · 7 likes');
    const replies = screen.getByRole('list', { name: 'Replies to bob' });
    expect(within(replies).getByText('Agreed')).toBeTruthy();
    expect(likeButton('bob').getAttribute('aria-pressed')).toBe('false');
    expect(likeButton('bob').textContent).toBe('2');

    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `/auth?next=${encodeURIComponent(URL_)}`,
    );
    expect(requests[0]?.path).toBe('/api/comments?videoId=neon-heirs');
  });

  it('loads a long thread’s further replies on demand, in order, and likes them', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-${String(1000 + n).padStart(12, '0')}`;
    const at = (n: number) => new Date(Date.UTC(2025, 2, 10, 12, 0, n)).toISOString();
    const reply = (n: number) =>
      makeReply({ comment_id: id(n), content: `reply ${n}`, timestamp: at(n) });
    const carried = Array.from({ length: COMMENT_PAGING.repliesPerThread }, (_, n) => reply(n));
    const thread = makeComment({ replies: carried, reply_count: carried.length + 2 });
    const requests = stubApi((request) => {
      if (request.path.includes('/replies')) {
        return jsonResponse({ replies: [reply(50), reply(51)], has_more: false });
      }
      if (request.path.includes('/like')) return jsonResponse({ is_liked: true, likes: 1 });
      return jsonResponse(makeCommentsPage({ comments: [thread] }));
    });
    signIn();
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'View 2 more replies' }));

    expect(await screen.findByText('reply 51')).toBeTruthy();
    const more = requests.find((r) => r.path.includes('/replies'))!;
    expect(more.path).toBe(`/api/comments/${thread.comment_id}/replies?after=${id(49)}`);
    const list = screen.getByRole('list', { name: 'Replies to bob' });
    const shown = within(list)
      .getAllByText(/^reply \d+$/)
      .map((node) => node.textContent);
    expect(shown.slice(-3)).toEqual(['reply 49', 'reply 50', 'reply 51']);
    expect(screen.queryByRole('button', { name: /more repl/ })).toBeNull();

    // a fetched reply is in the cache like the others: its like shows at once
    const likes = within(list).getAllByRole('button', { name: /^Like carol's comment/ });
    fireEvent.click(likes.at(-1)!);
    await waitFor(() => expect(likes.at(-1)!.getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows an XSS payload as text', async () => {
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    stubApi(() =>
      jsonResponse(makeCommentsPage({ comments: [makeComment({ content: payload })] })),
    );

    const { container } = renderPanel();

    expect(await screen.findByText(payload)).toBeTruthy();
    expect(container.querySelector('article img, article script')).toBeNull();
  });

  it('loads the next page by cursor', async () => {
    const requests = stubApi((request) =>
      request.path.includes('cursor=')
        ? jsonResponse(
            makeCommentsPage({
              comments: [makeComment({ comment_id: 'c-old', content: 'An older one' })],
            }),
          )
        : jsonResponse(makeCommentsPage({ has_more: true, next_cursor: 'page-2' })),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('An older one')).toBeTruthy();
    expect(screen.getByText('What a cliffhanger!')).toBeTruthy();
    expect(requests.filter(isList).map((r) => r.path)).toEqual([
      '/api/comments?videoId=neon-heirs',
      '/api/comments?videoId=neon-heirs&cursor=page-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('counts characters and warns when fewer than 50 remain', async () => {
    signIn();
    stubApi(() => jsonResponse(makeCommentsPage()));
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const counter = screen.getByTestId('comment-counter');

    fireEvent.input(box, { target: { value: 'x'.repeat(450) } });
    expect(counter.textContent).toBe('450/500');
    expect(counter.dataset.warning).toBe('false');

    fireEvent.input(box, { target: { value: 'x'.repeat(451) } });
    expect(counter.textContent).toBe('49 characters left');
    expect(counter.dataset.warning).toBe('true');
    expect(box.getAttribute('maxlength')).toBe('500');
  });

  it('refuses blank content and posts trimmed content once, however often it is submitted', async () => {
    signIn();
    const answer = deferred<Response>();
    const requests = stubApi((request) =>
      request.method === 'POST' ? answer.promise : jsonResponse(makeCommentsPage()),
    );
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });
    const post = screen.getByRole('button', { name: 'Post' });

    fireEvent.input(box, { target: { value: '   ' } });
    expect((post as HTMLButtonElement).disabled).toBe(true);

    fireEvent.input(box, { target: { value: '  Loved it  ' } });
    fireEvent.click(post);
    fireEvent.click(post);
    fireEvent.submit(box.closest('form')!);
    const posting = (await screen.findByRole('button', { name: 'Posting…' })) as HTMLButtonElement;
    expect(posting.disabled).toBe(true);

    answer.resolve(
      jsonResponse(makeComment({ comment_id: 'c-new', username: 'alice', content: 'Loved it' })),
    );
    expect(await screen.findByText('Loved it')).toBeTruthy();

    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      path: '/api/comments',
      body: { video_id: 'neon-heirs', content: 'Loved it', parent_id: null, platform: 'pc' },
    });
    expect(posts[0]?.authorization).toBe('Bearer access-1');
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(screen.getByTestId('comment-stats').textContent).toBe('2 comments · 2 likes');
  });

  it('keeps the text and stays silent when posting fails, logging the error', async () => {
    signIn();
    stubApi((request) =>
      request.method === 'POST'
        ? jsonResponse({ detail: 'Slow down', code: 'RATE_LIMITED' }, 429)
        : jsonResponse(makeCommentsPage()),
    );
    renderPanel();
    const box = await screen.findByRole('textbox', { name: 'Add a comment' });

    fireEvent.input(box, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Failed to post comment', expect.anything()),
    );
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replies in a thread', async () => {
    signIn();
    const requests = stubApi((request) =>
      request.method === 'POST'
        ? jsonResponse(
            makeComment({
              comment_id: 'c-reply',
              username: 'alice',
              content: 'Same here',
              parent_id: makeComment().comment_id,
            }),
          )
        : jsonResponse(makeCommentsPage()),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('textbox', { name: 'Reply to bob' });
    fireEvent.input(box, { target: { value: 'Same here' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Post' }).at(-1)!);

    const replies = await screen.findByRole('list', { name: 'Replies to bob' });
    expect(within(replies).getByText('Same here')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply to bob' })).toBeNull();
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      parent_id: makeComment().comment_id,
    });
  });

  it('likes at once, then takes the server count', async () => {
    signIn();
    const answer = deferred<Response>();
    const requests = stubApi((request) =>
      request.method === 'POST' ? answer.promise : jsonResponse(makeCommentsPage()),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(likeButton('bob'));

    await waitFor(() => expect(likeButton('bob').getAttribute('aria-pressed')).toBe('true'));
    expect(likeButton('bob').textContent).toBe('3');
    expect(screen.getByTestId('comment-stats').textContent).toBe('1 comment · 3 likes');
    // a second click while the first is on its way is ignored
    fireEvent.click(likeButton('bob'));

    answer.resolve(jsonResponse({ is_liked: true, likes: 5 }));
    await waitFor(() => expect(likeButton('bob').textContent).toBe('5'));
    expect(screen.getByTestId('comment-stats').textContent).toBe('1 comment · 5 likes');
    const likes = requests.filter((r) => r.method === 'POST');
    expect(likes.map((r) => r.path)).toEqual([`/api/comments/${makeComment().comment_id}/like`]);
  });

  it('rolls a like back when the server fails, logging the error', async () => {
    signIn();
    const liked: Comment = makeComment({ is_liked: true, likes: 4 });
    stubApi((request) =>
      request.method === 'POST'
        ? new Response('oops', { status: 500 })
        : jsonResponse(
            makeCommentsPage({ comments: [liked], stats: { total_comments: 1, total_likes: 4 } }),
          ),
    );
    renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(likeButton('bob'));
    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Failed to toggle like', expect.anything()),
    );

    expect(likeButton('bob').getAttribute('aria-pressed')).toBe('true');
    expect(likeButton('bob').textContent).toBe('4');
    expect(screen.getByTestId('comment-stats').textContent).toBe('1 comment · 4 likes');
  });

  it('sends a guest who likes to sign in first', async () => {
    const requests = stubApi(() => jsonResponse(makeCommentsPage()));
    const { router } = renderPanel();
    await screen.findByText('What a cliffhanger!');

    fireEvent.click(likeButton('bob'));

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(URL_)}`);
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('stays silent when the comments cannot be fetched, logging the error', async () => {
    stubApi(() => new Response('down', { status: 503 }));
    renderPanel();

    await waitFor(() =>
      expect(console.warn).toHaveBeenCalledWith('Failed to fetch comments', expect.anything()),
    );
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/No comments yet/)).toBeNull();
  });
});
