import type { SubscriptionStatusResponse } from '@app/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { grantedMp4, makeGrant, pricedSeries } from '../../../test/economy-fixtures';
import { mediaEvent, stubMediaMethods } from '../../../test/fake-media';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { PlayPage } from './play-page';

vi.mock('../../../shared/ads/ad-video', () => ({ AdVideo: () => <p>an ad</p> }));

const series = pricedSeries();
const video = () => document.querySelector('video');
const statusCalls = (paths: string[]) =>
  paths.filter((path) => path.startsWith('/api/subscriptions/status')).length;

/** A subscriber whose access answer is `answer()` each time it is asked. */
function serve(answer: () => SubscriptionStatusResponse) {
  const requests = stubApi((request) => {
    const path = request.path.split('?')[0];
    if (path === '/api/series/neon-heirs') return jsonResponse({ success: true, data: series });
    if (path === '/api/subscriptions/status') return jsonResponse(answer());
    if (request.method === 'POST') {
      return jsonResponse({ accepted: 1, duplicates: 0, rejected: [] });
    }
    return jsonResponse({ detail: 'not here', code: 'NOT_FOUND' }, 404);
  });
  return () => requests.map((request) => request.path);
}

/** Every URL handed to a media element as its source, in order. */
function recordSources(): string[] {
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
  return sources;
}

const subscriber = (token: string, expiresAt?: string) => ({
  ...PREMIUM_STATUS,
  playback: [3, 4, 5].map((n) =>
    makeGrant(n, { token: `${token}-${n}`, ...(expiresAt && { expires_at: expiresAt }) }),
  ),
});

const renderPlay = (episode: number) =>
  renderPage(<PlayPage />, { path: '/play', url: `/play?id=neon-heirs&episode=${episode}` });

beforeEach(() => {
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  signInViewer();
});
afterEach(() => vi.useRealTimers());

describe('playback grants on the play page', () => {
  it('asks for the access answer again before loading under a grant about to run out', async () => {
    const soon = new Date(Date.now() + 60_000).toISOString();
    const answers = [subscriber('old', soon), subscriber('new')];
    const paths = serve(() => answers.shift() ?? subscriber('new'));
    const sources = recordSources();
    renderPlay(3);

    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3, 'new-3')));
    expect(statusCalls(paths())).toBeGreaterThanOrEqual(2);
    expect(sources.filter((src) => src.includes('/old-'))).toEqual([]);
  });

  it('keeps the URL an episode loaded under when the access answer comes with new tokens', async () => {
    let token = 'first';
    const paths = serve(() => subscriber(token));
    const { queryClient } = renderPlay(3);
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3, 'first-3')));

    // a refetch (window focus, a sign-in elsewhere) brings this minute's tokens
    token = 'second';
    const asked = statusCalls(paths());
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(statusCalls(paths())).toBeGreaterThan(asked));
    expect(video()?.getAttribute('src')).toBe(grantedMp4(3, 'first-3'));
  });

  it('renews a grant whose media fail and goes on where they stopped', async () => {
    let token = 'lapsed';
    serve(() => subscriber(token));
    renderPlay(3);
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3, 'lapsed-3')));
    const element = video()!;
    mediaEvent(element, ['timeupdate'], { duration: 60, currentTime: 20, readyState: 4 });

    // the grant ran out: its media answer 403, the element reports a network error
    token = 'renewed';
    mediaEvent(element, ['error'], { error: { code: 2, message: '403' } });

    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3, 'renewed-3')));
    mediaEvent(video()!, ['loadedmetadata'], { error: null });
    expect(video()!.currentTime).toBe(20);
  });

  it('loads the next episode ahead under its grant, and not one it has none for', async () => {
    const made: HTMLVideoElement[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation(
      (tag: string, options?: ElementCreationOptions) => {
        const element = create(tag, options);
        if (element instanceof HTMLVideoElement) made.push(element);
        return element;
      },
    );
    serve(() => ({ ...PREMIUM_STATUS, playback: [makeGrant(3), makeGrant(4)] }));
    renderPlay(3);
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3)));
    mediaEvent(video()!, ['timeupdate'], { duration: 60, currentTime: 55, readyState: 4 });
    const ahead = made.filter((element) => element.getAttribute('src') === grantedMp4(4));
    expect(ahead).toHaveLength(1);
    expect(ahead[0]!.isConnected).toBe(false);
  });

  it('loads nothing ahead when the next episode is locked for this viewer', async () => {
    const sources = recordSources();
    serve(() => ({ ...PREMIUM_STATUS, playback: [makeGrant(3)] }));
    renderPlay(3);
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3)));
    mediaEvent(video()!, ['timeupdate'], { duration: 60, currentTime: 55, readyState: 4 });
    expect(sources.filter((src) => src.includes('/4/'))).toEqual([]);
  });

  it('lands on the unlock gate, loading none of its media, when auto-next reaches a locked episode', async () => {
    // episode 3 unlocked with coins (its grant only); episode 4 is locked for this viewer
    serve(() => makeStatus({ unlocked_episodes: [3], playback: [makeGrant(3)] }));
    const sources = recordSources();
    const { router } = renderPlay(3);
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(3)));
    const played = video()!;
    mediaEvent(played, ['timeupdate'], { duration: 60, currentTime: 55, readyState: 4 });
    vi.useFakeTimers();

    mediaEvent(played, ['ended'], { ended: true, paused: true, currentTime: 60 });
    expect(screen.getByText(/Next episode in/)).toBeTruthy();
    // the countdown runs out; the router navigates asynchronously
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();

    expect(router.state.location.search).toContain('episode=4');
    const gate = await screen.findByTestId('locked-gate');
    expect(within(gate).getByRole('heading', { name: 'Episode 4 is locked' })).toBeTruthy();
    expect(within(gate).getByRole('button', { name: /Unlock for 40 coins/ })).toBeTruthy();
    // the gate stands in the player's place: no <video>, and none was handed episode 4's media
    expect(video()).toBeNull();
    expect(sources.filter((src) => src.includes('/neon-heirs/4/'))).toEqual([]);
  });
});
