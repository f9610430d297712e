import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FOR_YOU_TEXTS, type FeedPage } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { stubMediaMethods } from '../../../test/fake-media';
import { PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { feedItem as item } from '../../../test/feed-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { startEarlyFeed, takeEarlyFeed } from '../early/early-feed';
import { forYouShellHtml } from '../lib/for-you-shell';
import { ForYouPage } from './feed-page';

// the VAST video has its own tests: here the ad slot is empty
vi.mock('../../../shared/ads/ad-video', () => ({ AdVideo: () => <div data-testid="ad-video" /> }));

/** Two pages of three items; page 2 comes for the cursor `page-2`. */
const PAGES: Record<string, FeedPage> = {
  first: { items: [1, 2, 3].map((n) => item(n)), nextCursor: 'page-2' },
  'page-2': { items: [4, 5, 6].map((n) => item(n)), nextCursor: null },
  // series 2 opens with an episode locked for this viewer
  locked: { items: [item(1, false), item(2, true), item(3, false)], nextCursor: null },
};

const feedCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/api/feed')).map((r) => new URL(r.path, 'http://x'));

function stubFeed(status = PREMIUM_STATUS, first = 'first') {
  return stubApi((request) => {
    const url = new URL(request.path, 'http://x');
    if (url.pathname === '/api/feed') {
      return jsonResponse(PAGES[url.searchParams.get('cursor') ?? first]);
    }
    if (url.pathname === '/api/subscriptions/status') return jsonResponse(status);
    if (url.pathname === '/api/metrics/events/watch') {
      return jsonResponse({ accepted: 1, duplicates: 0, rejected: [] });
    }
    return jsonResponse({ detail: 'not stubbed', code: 'NOT_FOUND' }, 404);
  });
}

const renderFeed = (url = '/foryou') => renderPage(<ForYouPage />, { path: '/foryou', url });
const activeTitle = () =>
  document.querySelector('[data-active] h2')?.textContent ?? '(no active item)';
const videos = () => document.querySelectorAll('video');
// jsdom knows no `inert`: the neighbours' controls are in its tree, a browser's has only these
const activeSlide = () => within(document.querySelector<HTMLElement>('[data-active]')!);
const press = (key: string) => fireEvent.keyDown(document.body, { key });

let media: ReturnType<typeof stubMediaMethods>;
beforeEach(() => {
  media = stubMediaMethods();
});

describe('ForYouPage', () => {
  it('stands while its first items come where the server’s first paint drew it (for-you-shell.ts)', async () => {
    // the first page never answers: the page shows what it shows before its items
    stubApi(() => new Promise<Response>(() => undefined));
    renderFeed();
    const status = await screen.findByRole('status');
    const shell = document.createElement('div');
    shell.innerHTML = forYouShellHtml();
    const shellStatus = shell.querySelector('main > div > div > p')!;
    // element for element from the message to the screen, and along the top bar: the same
    // boxes with the same classes (the texts are the server's slots)
    const boxes = (message: Element) => {
      const screenBox = message.parentElement!.parentElement!;
      const bar = screenBox.querySelector(':scope > header')!;
      return [message, message.parentElement!, screenBox, bar, ...bar.children].map(
        (element) => `${element.tagName} ${element.className.toString()}`,
      );
    };
    const painted = boxes(shellStatus);
    expect(painted).toHaveLength(7);
    expect(boxes(status).map((box) => box.replace(/^A /, 'SPAN '))).toEqual(painted);
    expect(status.textContent).toBe(FOR_YOU_TEXTS.loading);
    expect(shellStatus.textContent).toBe('%FOR_YOU_LOADING%');
    // the back button's arrow, drawn alike
    const arrow = (root: ParentNode) => root.querySelector('header svg')!;
    expect(arrow(shell).getAttribute('class')).toBe(arrow(document).getAttribute('class'));
    expect(arrow(shell).innerHTML).toBe(arrow(document).innerHTML);
  });

  it('paints the early answer’s first item where the app’s first render shows it', async () => {
    signInViewer();
    stubFeed();
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.innerHTML = forYouShellHtml();
    document.body.append(shell);
    try {
      startEarlyFeed(new URLSearchParams());
      await waitFor(() => expect(shell.querySelector('article')).not.toBeNull());
      renderFeed();
      await waitFor(() => expect(activeTitle()).toBe('Series 1'));
      const app = document.querySelector<HTMLElement>('[data-active]')!;
      const painted = shell.querySelector('article')!;
      // element for element: the same boxes with the same classes (the app's links and buttons
      // are spans there; its <video> and its words for screen readers are not there)
      const box = (e: Element) =>
        `${e.tagName.replace(/^(A|BUTTON)$/, 'SPAN')} ${e.className.toString()}`;
      const boxes = (root: Element) =>
        [root, ...root.querySelectorAll('*')]
          .filter((e) => !e.closest('svg') && e.tagName !== 'VIDEO' && e.className !== 'sr-only')
          .map(box);
      expect(boxes(painted)).toEqual(boxes(app));
      // around it: the screen, the feed's box, the hint, the top bar with the sound toggle
      const around = (article: Element) => {
        const feed = article.parentElement!;
        const screen = feed.parentElement!;
        const hint = [...screen.children].find((e) => e.textContent === FOR_YOU_TEXTS.hint)!;
        return [screen, feed, hint, ...screen.querySelector(':scope > header')!.children].map(box);
      };
      expect(around(painted)).toEqual(around(app));
      expect(painted.textContent).toBe(app.textContent!.replace(FOR_YOU_TEXTS.likes(1201), ''));
      // the same copy of the poster, and the icons drawn alike
      const poster = (root: Element) => root.querySelector('img')!;
      for (const name of ['src', 'srcset', 'sizes', 'width', 'height', 'loading']) {
        expect(poster(painted).getAttribute(name), name).toBe(poster(app).getAttribute(name));
      }
      const drawings = (root: Element) =>
        [...root.querySelectorAll('svg')].map((e) => e.outerHTML.replace(/ class="[^"]*"/, ''));
      expect(drawings(painted)).toEqual(drawings(app));
      const bar = (article: Element) =>
        article.parentElement!.parentElement!.querySelector('header')!;
      // the sound toggle's (the back arrow is the server's, compared above)
      expect(drawings(bar(painted)).at(-1)).toBe(drawings(bar(app)).at(-1));
    } finally {
      shell.remove();
    }
  });

  it('leaves the first item to the app once it has taken the early answer', async () => {
    stubFeed();
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.innerHTML = forYouShellHtml();
    document.body.append(shell);
    try {
      startEarlyFeed(new URLSearchParams());
      expect(
        takeEarlyFeed({ viewerId: getViewerId(), item: null, lang: 'en', signedIn: false }),
      ).toBeDefined();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shell.querySelector('article')).toBeNull();
      expect(shell.textContent).toContain('%FOR_YOU_LOADING%');
    } finally {
      shell.remove();
    }
  });

  it("shows the first item with its episodes, likes and a way to the series' first episode", async () => {
    signInViewer();
    stubFeed();
    renderFeed();

    expect(await screen.findByRole('heading', { level: 2, name: 'Series 1' })).toBeTruthy();
    expect(screen.getByRole('feed', { name: 'For You feed' })).toBeTruthy();
    expect(screen.getByText('2 episodes · 2026 · Drama')).toBeTruthy();
    // the compact count on screen, the exact one in words for screen readers
    expect(activeSlide().getByText('1.2K').getAttribute('aria-hidden')).toBe('true');
    expect(activeSlide().getByText('1201 likes').className).toContain('sr-only');
    expect(activeSlide().getByRole('link', { name: 'Watch series' }).getAttribute('href')).toBe(
      '/play?id=series-1&episode=1',
    );
  });

  it('moves with the arrow keys and keeps the visible item in the URL', async () => {
    signInViewer();
    stubFeed();
    const { router } = renderFeed();
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });

    press('ArrowDown');
    expect(activeTitle()).toBe('Series 2');
    await waitFor(() => expect(router.state.location.search).toBe('?item=series-2'));
    press('ArrowDown');
    press('ArrowUp');
    expect(activeTitle()).toBe('Series 2');
    // at the top, up goes nowhere
    press('ArrowUp');
    press('ArrowUp');
    expect(activeTitle()).toBe('Series 1');
  });

  it('plays only the visible item, muted, and holds at most three videos', async () => {
    signInViewer();
    stubFeed();
    renderFeed();
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });
    // the premium answer lets the first item play
    await waitFor(() => expect(media.play).toHaveBeenCalled());
    const first = document.querySelector<HTMLVideoElement>('[data-active] video')!;
    expect(first.muted).toBe(true);
    expect(first.paused).toBe(false);

    for (let i = 0; i < 4; i++) {
      press('ArrowDown');
      expect(videos().length).toBeLessThanOrEqual(3);
    }
    await waitFor(() => expect(activeTitle()).toBe('Series 5'));
    const playing = [...videos()].filter((v) => !v.paused);
    expect(playing).toEqual([document.querySelector('[data-active] video')]);
    expect(videos()).toHaveLength(3);
  });

  it('fetches the next page ahead with the cursor and the viewer id', async () => {
    signInViewer();
    const requests = stubFeed();
    renderFeed('/foryou?item=series-3');
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });

    await waitFor(() => expect(feedCalls(requests)).toHaveLength(2));
    const [first, second] = feedCalls(requests);
    expect(first!.searchParams.get('item')).toBe('series-3');
    expect(first!.searchParams.get('viewer_id')).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(second!.searchParams.get('cursor')).toBe('page-2');
    expect(second!.searchParams.get('item')).toBeNull();
    expect(second!.searchParams.get('viewer_id')).toBe(first!.searchParams.get('viewer_id'));

    for (let i = 0; i < 6; i++) press('ArrowDown');
    expect(await screen.findByText("You're all caught up")).toBeTruthy();
  });

  it('holds a guest at the ad before the item, as /play holds the first episode', async () => {
    stubFeed();
    renderFeed();
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });

    expect(screen.getByRole('dialog', { name: /Advertisement/ })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Continue in 15s');
    const video = document.querySelector<HTMLVideoElement>('[data-active] video')!;
    expect(video.paused).toBe(true);
    // the ad's video takes the previous neighbour's place: three at most
    expect(videos().length + screen.getAllByTestId('ad-video').length).toBeLessThanOrEqual(3);
  });

  it('pauses and plays the visible item from its button and with Space', async () => {
    signInViewer();
    stubFeed();
    renderFeed();
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });
    const video = document.querySelector<HTMLVideoElement>('[data-active] video')!;
    await waitFor(() => expect(video.paused).toBe(false));

    fireEvent.click(activeSlide().getByRole('button', { name: 'Pause' }));
    expect(video.paused).toBe(true);
    expect(activeSlide().getByRole('button', { name: 'Play' })).toBeTruthy();
    act(() => void press(' '));
    await waitFor(() => expect(video.paused).toBe(false));
    expect(activeSlide().getByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('shows a locked item’s poster and lock note, and never loads its video', async () => {
    const sources: string[] = [];
    const setAttribute = Element.prototype.setAttribute;
    vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (
      this: Element,
      name: string,
      value: string,
    ) {
      if (this instanceof HTMLMediaElement && name === 'src') sources.push(value);
      setAttribute.call(this, name, value);
    });
    // a guest: an ad opens before each item that plays
    stubFeed(PREMIUM_STATUS, 'locked');
    renderFeed();
    await screen.findByRole('heading', { level: 2, name: 'Series 1' });
    // series 2 is the neighbour: were it playable, its start would load beside series 1's
    await waitFor(() => expect(sources).toContain('/media/series-1/1.mp4'));

    press('ArrowDown');
    expect(activeTitle()).toBe('Series 2');
    const slide = document.querySelector<HTMLElement>('[data-active]')!;
    expect(slide.querySelector('video')).toBeNull();
    expect(within(slide).getByTestId('feed-lock-note').textContent).toBe('Episode 1 is locked');
    expect(within(slide).getByRole('link', { name: 'Watch series' }).getAttribute('href')).toBe(
      '/play?id=series-2&episode=1',
    );
    expect(within(slide).queryByRole('button', { name: /Play|Pause/ })).toBeNull();
    // its poster stands in the video's place, and no ad comes before it
    expect(slide.querySelector('img')).not.toBeNull();
    expect(screen.queryByRole('dialog', { name: /Advertisement/ })).toBeNull();

    press('ArrowDown');
    await waitFor(() => expect(sources).toContain('/media/series-3/1.mp4'));
    expect(sources.filter((src) => src.includes('series-2'))).toEqual([]);
  });
});
