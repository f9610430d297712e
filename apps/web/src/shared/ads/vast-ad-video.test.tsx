import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mediaEvent, stubMediaMethods } from '../../test/fake-media';
import { playingEarlyAd } from '../../test/early-ad-fixture';
import { renderRoutes } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import {
  AD_MP4,
  AD_STILL,
  EMPTY_VAST,
  recordPixels,
  track,
  VAST_WITH_STILL,
  VAST_XML,
  xml,
} from '../../test/vast-fixture';
import { disposeEarlyAd, fetchEarlyAd } from './early-ad';
import { VastAdVideo } from './vast-ad-video';

function renderAd(body: Response | (() => Response)) {
  const requests = stubApi(() => (typeof body === 'function' ? body() : body.clone()));
  const onDone = vi.fn();
  const onPlayedBefore = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/play',
        element: (
          <VastAdVideo contentId="neon-heirs" onDone={onDone} onPlayedBefore={onPlayedBefore} />
        ),
      },
      { path: '/video/:id', element: <p>series page</p> },
    ],
    '/play?id=neon-heirs',
  );
  return { ...view, onDone, onPlayedBefore, requests };
}

const adVideo = async () => {
  await waitFor(() => expect(document.querySelector('video')?.getAttribute('src')).toBe(AD_MP4));
  return document.querySelector('video')!;
};

let media: ReturnType<typeof stubMediaMethods>;
let fired: string[];
beforeEach(() => {
  media = stubMediaMethods();
  fired = recordPixels(vi.stubGlobal);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/mp4' ? 'maybe' : '',
  );
});

afterEach(() => disposeEarlyAd());

describe('VastAdVideo', () => {
  it('plays the ad the early start of /play asked for, in its element, without asking again', async () => {
    stubApi(() => xml(VAST_XML));
    const early = (await fetchEarlyAd('neon-heirs', null).video)!;
    const { requests, onPlayedBefore } = renderAd(xml(EMPTY_VAST));

    expect(await adVideo()).toBe(early);
    expect(early.getAttribute('aria-label')).toBe('Advertisement');
    expect(media.play).toHaveBeenCalled();
    expect(requests).toEqual([]);
    // loaded but not yet played: the countdown is the modal's own
    expect(onPlayedBefore).not.toHaveBeenCalled();
    mediaEvent(early, ['playing']);
    expect(fired).toEqual([track('impression')]);
  });

  it('takes over the early ad already playing in its box: one impression, its seconds played, and the box goes', async () => {
    const { video: early, stage, slot } = await playingEarlyAd(4);
    expect(early.parentElement).toBe(slot);
    expect(stage.isConnected && !stage.hidden).toBe(true);
    expect(fired).toEqual([]);

    const { requests, onPlayedBefore } = renderAd(xml(EMPTY_VAST));
    // the early element is in the document before the slot takes it: wait for the move itself
    await waitFor(() => expect(stage.isConnected).toBe(false));
    expect(await adVideo()).toBe(early);
    expect(onPlayedBefore).toHaveBeenLastCalledWith(4);
    expect(early.isConnected).toBe(true);
    expect(requests).toEqual([]);
    expect(fired).toEqual([track('impression')]);
    // later 'playing' (after a stall, say) report nothing more
    mediaEvent(early, ['playing']);
    expect(fired).toEqual([track('impression')]);
  });

  it('asks itself for another series’ ad', async () => {
    stubApi(() => xml(VAST_XML));
    const early = (await fetchEarlyAd('other-series', null).video)!;
    const { requests } = renderAd(xml(VAST_XML));

    expect(await adVideo()).not.toBe(early);
    expect(requests.map((r) => r.path)).toEqual(['/api/ads/vast?content_id=neon-heirs']);
  });

  it('plays the ad and reports impression, quartiles and complete', async () => {
    const { onDone } = renderAd(xml(VAST_XML));
    const video = await adVideo();
    expect(media.play).toHaveBeenCalled();

    mediaEvent(video, ['playing']);
    for (const currentTime of [1, 5.1, 10.1, 15.1]) {
      mediaEvent(video, ['timeupdate'], { currentTime });
    }
    mediaEvent(video, ['ended'], { ended: true });

    expect(fired).toEqual(
      ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'].map(track),
    );
    expect(onDone).toHaveBeenCalledWith('complete');
  });

  it("shows the ad's companion image under its video until playback starts", async () => {
    // a play() that has not started playing yet (the stub's plays at once)
    media.play.mockImplementation(() => Promise.resolve());
    renderAd(xml(VAST_WITH_STILL));
    const video = await adVideo();
    const still = () => document.querySelector<HTMLImageElement>(`img[src="${AD_STILL}"]`);
    // filling the box, before the video in the page (the video, positioned, paints over it)
    expect(still()?.className).toContain('object-cover');
    expect(still()!.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(video.className).toContain('relative');

    mediaEvent(video, ['playing']);
    await waitFor(() => expect(still()).toBeNull());
  });

  it('shows no still for an ad without a companion image', async () => {
    renderAd(xml(VAST_XML));
    await adVideo();
    expect(document.querySelector('img')).toBeNull();
  });

  it('reports a skip when closed before its end', async () => {
    const { unmount } = renderAd(xml(VAST_XML));
    const video = await adVideo();
    mediaEvent(video, ['playing']);
    unmount();
    expect(fired).toContain(track('skip'));
  });

  it('reports the click and opens the promoted series in the app', async () => {
    const { router } = renderAd(xml(VAST_XML));
    await adVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(fired).toContain(track('click'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/video/neon-heirs'));
  });

  it('reports the click but opens nothing for a click-through that is not http(s)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const hostile = VAST_XML.replace(
      `${window.location.origin}/video/neon-heirs`,
      'javascript:alert(document.domain)',
    );
    const { router } = renderAd(xml(hostile));
    await adVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(fired).toContain(track('click'));
    expect(open).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/play');
  });

  it("opens an advertiser's http(s) page in a new tab", async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const external = VAST_XML.replace(
      `${window.location.origin}/video/neon-heirs`,
      'https://shop.example/offer',
    );
    renderAd(xml(external));
    await adVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Learn more' }));
    expect(open).toHaveBeenCalledWith(
      'https://shop.example/offer',
      '_blank',
      'noopener,noreferrer',
    );
  });

  it("shows 'Ad Loading Error' when the ad cannot load", async () => {
    const { onDone } = renderAd(xml('', 500));
    expect((await screen.findByRole('alert')).textContent).toBe('Ad Loading Error');
    expect(onDone).toHaveBeenCalledWith('error');
  });

  it('shows nothing for an empty VAST', async () => {
    const { onDone } = renderAd(xml(EMPTY_VAST));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('none'));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
