import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { mediaEvent, stubMediaMethods } from '../../../test/fake-media';
import { PlayPage } from './play-page';

// the VAST video has its own tests: a guest's ad here is a stand-in that never ends
vi.mock('../../../shared/ads/ad-video', () => ({ AdVideo: () => <p>an ad</p> }));

const mp4 = (n: number) => `/media/neon-heirs/${n}/original.mp4`;
const series = makeVideoDetail({
  id: 'neon-heirs',
  episodes: [1, 2].map((n) =>
    makeEpisode({ episodeId: `ep-${n}`, episodeNumber: n, videoUrl: mp4(n), duration: 60 }),
  ),
  episodesCount: 2,
});

function serve(status = makeStatus()) {
  stubApi((request) => {
    const path = request.path.split('?')[0];
    if (path === '/api/series/neon-heirs') return jsonResponse({ success: true, data: series });
    if (path === '/api/subscriptions/status') return jsonResponse(status);
    if (request.method === 'POST')
      return jsonResponse({ accepted: 1, duplicates: 0, rejected: [] });
    return jsonResponse({ detail: 'not here', code: 'NOT_FOUND' }, 404);
  });
}

/** Every <video> the page makes, in the page or not. */
function recordVideos(): HTMLVideoElement[] {
  const made: HTMLVideoElement[] = [];
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(
    (tag: string, options?: ElementCreationOptions) => {
      const element = create(tag, options);
      if (element instanceof HTMLVideoElement) made.push(element);
      return element;
    },
  );
  return made;
}

const nearTheEnd = () =>
  mediaEvent(document.querySelector('video')!, ['timeupdate'], {
    duration: 60,
    currentTime: 55,
    readyState: 4,
  });

beforeEach(() => {
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('the play page loading the next episode ahead', () => {
  it('loads it near the end for a subscriber, outside the page', async () => {
    signInViewer();
    serve(PREMIUM_STATUS);
    const made = recordVideos();
    renderPage(<PlayPage />, { path: '/play', url: '/play?id=neon-heirs&episode=1' });
    await screen.findByText('Currently playing: Episode 1');
    await waitFor(() => expect(screen.queryByText('an ad')).toBeNull());

    nearTheEnd();

    const ahead = made.filter((video) => video.getAttribute('src') === mp4(2));
    expect(ahead).toHaveLength(1);
    expect(ahead[0]!.isConnected).toBe(false);
  });

  it('loads nothing ahead for a guest: an ad opens before each episode', async () => {
    serve();
    const made = recordVideos();
    renderPage(<PlayPage />, { path: '/play', url: '/play?id=neon-heirs&episode=1' });
    await screen.findByText('Currently playing: Episode 1');

    nearTheEnd();

    expect(made.filter((video) => video.getAttribute('src') === mp4(2))).toHaveLength(0);
  });
});
