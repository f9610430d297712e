import type { WatchEventInput, WatchPosition } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, type RecordedRequest, stubApi } from '../../../test/stub-api';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { VIEWER_ID_KEY } from '../../../lib/metrics/viewer-id';
import { makeCommentsPage } from '../../../test/comments-fixtures';
import { PlayPage } from './play-page';

const mp4 = (n: number) => `/media/neon-heirs/${n}/original.mp4`;
const series = makeVideoDetail({
  id: 'neon-heirs',
  episodes: [1, 2, 3].map((n) =>
    makeEpisode({ episodeId: `ep-${n}`, episodeNumber: n, videoUrl: mp4(n), duration: 60 }),
  ),
  episodesCount: 3,
});
const position: WatchPosition = {
  series_id: 'neon-heirs',
  episode_id: 'ep-2',
  episode_number: 2,
  position: 12,
  duration: 60,
  updated_at: '2025-03-01T12:00:00.000Z',
};

function stubServer(item: WatchPosition | null = position) {
  return stubApi((request) => {
    if (request.path.startsWith('/api/series/'))
      return jsonResponse({ success: true, data: series });
    if (request.path.startsWith('/api/continue-watching/')) return jsonResponse({ item });
    if (request.path.startsWith('/api/comments')) return jsonResponse(makeCommentsPage());
    return jsonResponse({ accepted: 1, duplicates: 0, rejected: [] });
  });
}

const video = () => document.querySelector('video')!;
const renderPlay = (url: string) => renderPage(<PlayPage />, { path: '/play', url });
const progressCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.path.startsWith('/api/continue-watching/'));

beforeEach(() => {
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  localStorage.setItem(VIEWER_ID_KEY, 'viewer-0001');
});

describe('PlayPage continue watching', () => {
  it('resumes the episode and second where this viewer left the series', async () => {
    const requests = stubServer();

    renderPlay('/play?id=neon-heirs');

    expect(await screen.findByText('Currently playing: Episode 2')).toBeTruthy();
    expect(video().getAttribute('src')).toBe(mp4(2));
    mediaEvent(video(), ['loadedmetadata'], READY_60S);
    expect(video().currentTime).toBe(12);
    expect(progressCalls(requests).map((r) => r.path)).toEqual([
      '/api/continue-watching/neon-heirs?viewer_id=viewer-0001',
    ]);
  });

  it('plays the episode in the URL from its start without asking', async () => {
    const requests = stubServer();

    renderPlay('/play?id=neon-heirs&episode=3');

    expect(await screen.findByText('Currently playing: Episode 3')).toBeTruthy();
    mediaEvent(video(), ['loadedmetadata'], READY_60S);
    expect(video().currentTime).toBe(0);
    expect(progressCalls(requests)).toEqual([]);
  });

  it("starts the URL's episode at its t parameter, as Continue Watching cards link", async () => {
    const requests = stubServer();

    renderPlay('/play?id=neon-heirs&episode=3&t=7');

    expect(await screen.findByText('Currently playing: Episode 3')).toBeTruthy();
    mediaEvent(video(), ['loadedmetadata'], READY_60S);
    expect(video().currentTime).toBe(7);
    expect(progressCalls(requests)).toEqual([]);
  });

  it('starts at the first episode when there is nothing to resume or the lookup fails', async () => {
    stubServer(null);
    const first = renderPlay('/play?id=neon-heirs');
    expect(await screen.findByText('Currently playing: Episode 1')).toBeTruthy();
    first.unmount();

    stubApi((request) =>
      request.path.startsWith('/api/series/')
        ? jsonResponse({ success: true, data: series })
        : new Response('down', { status: 503 }),
    );
    renderPlay('/play?id=neon-heirs');
    expect(await screen.findByText('Currently playing: Episode 1')).toBeTruthy();
  });

  it('reports watching to the metrics endpoint', async () => {
    const requests = stubServer();
    renderPlay('/play?id=neon-heirs&episode=1');
    await screen.findByText('Currently playing: Episode 1');

    // (ads may hold autoplay: the viewer's play is what counts) the end is urgent: both go
    mediaEvent(video(), ['play'], { ...READY_60S, paused: false });
    mediaEvent(video(), ['ended'], { currentTime: 60, ended: true, paused: true });

    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/metrics/events/watch')).toBe(true),
    );
    const events = requests
      .filter((r) => r.path === '/api/metrics/events/watch')
      .flatMap((r) => r.body as WatchEventInput[]);
    expect(events.map((e) => [e.event_type, e.series_id, e.episode_id, e.viewer_id])).toEqual([
      ['video_start', 'neon-heirs', 'ep-1', 'viewer-0001'],
      ['video_complete', 'neon-heirs', 'ep-1', 'viewer-0001'],
    ]);
  });
});
