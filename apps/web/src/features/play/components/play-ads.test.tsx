import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { PlayPage } from './play-page';

// the VAST video has its own tests: here an empty ad slot
vi.mock('../../../shared/ads/ad-video', () => ({ AdVideo: () => <div data-testid="ad-video" /> }));

const mp4 = (n: number) => `/media/neon-heirs/${n}/original.mp4`;
const series = makeVideoDetail({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  episodes: [1, 2].map((n) =>
    makeEpisode({ episodeId: `ep-${n}`, episodeNumber: n, videoUrl: mp4(n) }),
  ),
  episodesCount: 2,
});

function serve(status = makeStatus()) {
  return stubApi((request) => {
    const path = request.path.split('?')[0];
    if (path === '/api/series/neon-heirs') return jsonResponse({ success: true, data: series });
    if (path === '/api/subscriptions/status') return jsonResponse(status);
    if (path === '/api/ads/banner') return jsonResponse({ banner: null });
    return jsonResponse({ detail: 'not here', code: 'NOT_FOUND' }, 404);
  });
}

const renderPlay = () =>
  renderPage(<PlayPage />, { path: '/play', url: '/play?id=neon-heirs&episode=1' });
const adDialog = () => screen.queryByRole('dialog', { name: /Advertisement/ });
const video = () => document.querySelector('video')!;

let media: ReturnType<typeof stubMediaMethods>;
beforeEach(() => {
  media = stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe('ads on the play page', () => {
  it('holds a free viewer at the start behind ad 1 until Continue, 15 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderPlay();

    await screen.findByText('Currently playing: Episode 1');
    expect(adDialog()?.textContent).toContain('Ad 1');
    expect(media.play).not.toHaveBeenCalled();
    const next = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(next.disabled).toBe(false);
    fireEvent.click(next);

    expect(adDialog()).toBeNull();
    expect(media.play).toHaveBeenCalledTimes(1);
  });

  it('pulls a seek past the midpoint back 5 s, pauses and opens ad 2', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderPlay();
    await screen.findByText('Currently playing: Episode 1');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    mediaEvent(video(), ['loadeddata', 'timeupdate'], { ...READY_60S, currentTime: 10 });

    fireEvent.keyDown(screen.getByRole('slider', { name: 'Seek' }), { key: 'End' });

    expect(video().currentTime).toBe(25);
    expect(video().paused).toBe(true);
    expect(adDialog()?.textContent).toContain('Ad 2');
  });

  it('opens ad 2 when playback reaches half the episode', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve();
    renderPlay();
    await screen.findByText('Currently playing: Episode 1');
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    mediaEvent(video(), ['timeupdate'], { ...READY_60S, currentTime: 29.7 });
    expect(adDialog()).toBeNull();
    mediaEvent(video(), ['timeupdate'], { ...READY_60S, currentTime: 30.1 });
    expect(adDialog()?.textContent).toContain('Ad 2');
    expect(video().paused).toBe(true);
  });

  it('plays a subscriber’s episode at once, with no ad and no banner', async () => {
    signInViewer();
    const requests = serve(PREMIUM_STATUS);
    renderPlay();

    await screen.findByText('Currently playing: Episode 1');
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    expect(adDialog()).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
    expect(requests.some((r) => r.path.startsWith('/api/ads/'))).toBe(false);
  });

  it('plays a buyer’s series without ads', async () => {
    signInViewer();
    serve(makeStatus({ has_reel_access: true, reel_id: 'neon-heirs' }));
    renderPlay();
    await screen.findByText('Currently playing: Episode 1');
    await waitFor(() => expect(media.play).toHaveBeenCalledTimes(1));
    expect(adDialog()).toBeNull();
  });
});
