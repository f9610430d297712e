import { adVastRoute } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMedia, stubMediaMethods } from '../../test/fake-media';
import { stubApi } from '../../test/stub-api';
import {
  AD_HLS,
  AD_MP4,
  AD_STILL,
  EMPTY_VAST,
  VAST_WITH_STILL,
  VAST_XML,
  xml,
} from '../../test/vast-fixture';
import {
  disposeEarlyAd,
  fetchEarlyAd,
  hasEarlyAd,
  playEarlyAd,
  returnEarlyAd,
  takeEarlyAd,
} from './early-ad';

// the ad server's own answers carry the VAST namespace
const NAMESPACED_VAST_OPEN = '<VAST version="4.1" xmlns="http://www.iab.com/VAST">';
const NAMESPACED_VAST = VAST_XML.replace('<VAST version="4.1">', NAMESPACED_VAST_OPEN);

let playable: string[] = [];
let media: ReturnType<typeof stubMediaMethods>;
beforeEach(() => {
  playable = ['video/mp4'];
  media = stubMediaMethods();
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    playable.includes(type) ? 'maybe' : '',
  );
});
afterEach(() => {
  disposeEarlyAd();
  document.body.innerHTML = '';
});

const adStage = () => {
  const stage = document.createElement('div');
  return { stage, slot: stage.appendChild(document.createElement('div')) };
};

describe('the early ad of /play', () => {
  it('asks for the series’ ad as the slot does, and loads its MP4 into a detached element', async () => {
    const requests = stubApi(() => xml(NAMESPACED_VAST));
    const ad = fetchEarlyAd('neon-heirs', null);

    expect(requests).toEqual([
      {
        method: 'GET',
        path: `${adVastRoute.path}?content_id=neon-heirs`,
        authorization: null,
        body: undefined,
      },
    ]);
    await expect(ad.vast).resolves.toBe(NAMESPACED_VAST);
    const video = (await ad.video)!;
    expect(video.getAttribute('src')).toBe(AD_MP4);
    expect(video.preload).toBe('auto');
    expect(video.isConnected).toBe(false);
  });

  it('loads its MP4 in the page, in a hidden box, and shows and plays it there when asked', async () => {
    stubApi(() => xml(VAST_XML));
    const { stage, slot } = adStage();
    const ad = fetchEarlyAd('neon-heirs', null, { stage, slot });
    const video = (await ad.video)!;
    expect(video.parentElement).toBe(slot);
    expect(stage.isConnected).toBe(true);
    expect(stage.hidden).toBe(true);
    expect(media.play).not.toHaveBeenCalled();

    await playEarlyAd(ad);
    expect(stage.hidden).toBe(false);
    expect(video.paused).toBe(false);
    expect(video.muted).toBe(false);
  });

  it('shows the ad’s still under it in its box until its first frame, not in a detached load', async () => {
    stubApi(() => xml(VAST_WITH_STILL.replace('<VAST version="4.1">', NAMESPACED_VAST_OPEN)));
    const { stage, slot } = adStage();
    const ad = fetchEarlyAd('neon-heirs', null, { stage, slot });
    const video = (await ad.video)!;
    const still = slot.querySelector('img');
    expect(still?.src).toBe(AD_STILL);
    // under the video: before it, and the video positioned to paint over it
    expect(slot.firstElementChild).toBe(still);
    expect(video.className).toContain('relative');

    await playEarlyAd(ad);
    expect(still?.isConnected).toBe(false);

    // a detached load (the slot's own box comes later): no still anywhere
    disposeEarlyAd();
    const detached = (await fetchEarlyAd('neon-heirs', null).video)!;
    expect(detached.parentElement).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });

  it('holds its first frame when asked to, unless the slot took it meanwhile', async () => {
    stubApi(() => xml(VAST_XML));
    const held = fetchEarlyAd('neon-heirs', null, adStage());
    await playEarlyAd(held, { firstFrameOnly: true });
    const video = (await held.video)!;
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.paused).toBe(true);

    // the slot takes it before its first frame: it plays on
    let frame!: () => void;
    media.play.mockImplementation(function (this: HTMLMediaElement) {
      setMedia(this, { paused: false });
      frame = () => this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    const taken = fetchEarlyAd('neon-heirs', null, adStage());
    const playing = playEarlyAd(taken, { firstFrameOnly: true });
    const element = (await taken.video)!;
    await vi.waitFor(() => expect(frame).toBeDefined());
    expect(takeEarlyAd('neon-heirs')).toBe(taken);
    frame();
    await playing;
    expect(element.paused).toBe(false);
  });

  it('plays muted where the browser refuses sound before a gesture', async () => {
    media.play.mockImplementation(function (this: HTMLMediaElement) {
      if (!this.muted) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    stubApi(() => xml(VAST_XML));
    const ad = fetchEarlyAd('neon-heirs', null, adStage());
    await playEarlyAd(ad);
    expect((await ad.video)!.muted).toBe(true);
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('takes its box out of the page when it stops', async () => {
    stubApi(() => xml(VAST_XML));
    const { stage, slot } = adStage();
    const video = (await fetchEarlyAd('neon-heirs', null, { stage, slot }).video)!;
    disposeEarlyAd();
    await vi.waitFor(() => expect(stage.isConnected).toBe(false));
    expect(video.hasAttribute('src')).toBe(false);
  });

  it('sends the signed-in viewer’s bearer', () => {
    const requests = stubApi(() => xml(VAST_XML));
    fetchEarlyAd('neon-heirs', 'access-1');
    expect(requests[0]?.authorization).toBe('Bearer access-1');
  });

  it('loads no media when only hls.js could play it, or there is no ad', async () => {
    playable = [];
    stubApi(() => xml(VAST_XML.replace(/<MediaFile delivery="progressive".*<\/MediaFile>/, '')));
    expect(await fetchEarlyAd('neon-heirs', null).video).toBeNull();

    stubApi(() => xml(EMPTY_VAST));
    const empty = fetchEarlyAd('neon-heirs', null);
    await expect(empty.vast).resolves.toBe(EMPTY_VAST);
    expect(await empty.video).toBeNull();
  });

  it('plays an HLS ad directly where the browser plays HLS itself', async () => {
    playable = ['application/vnd.apple.mpegurl'];
    stubApi(() => xml(VAST_XML.replace(/<MediaFile delivery="progressive".*<\/MediaFile>/, '')));
    expect((await fetchEarlyAd('neon-heirs', null).video)?.getAttribute('src')).toBe(AD_HLS);
  });

  it('answers null for a failed request: the slot asks itself', async () => {
    stubApi(() => xml('', 503));
    const ad = fetchEarlyAd('neon-heirs', null);
    await expect(ad.vast).resolves.toBeNull();
    expect(await ad.video).toBeNull();
  });

  it('is taken once, by the slot of the same series; another series stops it', async () => {
    stubApi(() => xml(VAST_XML));
    const ad = fetchEarlyAd('neon-heirs', null);
    expect(hasEarlyAd('neon-heirs')).toBe(true);
    expect(takeEarlyAd('neon-heirs')).toBe(ad);
    expect(takeEarlyAd('neon-heirs')).toBeNull();

    // a slot unmounted before it used the ad gives it back
    returnEarlyAd(ad);
    expect(takeEarlyAd('other-series')).toBeNull();
    expect(hasEarlyAd('neon-heirs')).toBe(false);
    await vi.waitFor(async () => expect((await ad.video)?.hasAttribute('src')).toBe(false));
  });

  it('stops its download when no slot takes it within 15 s', async () => {
    vi.useFakeTimers();
    try {
      stubApi(() => xml(VAST_XML));
      const ad = fetchEarlyAd('neon-heirs', null);
      const video = (await ad.video)!;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(hasEarlyAd('neon-heirs')).toBe(false);
      expect(video.hasAttribute('src')).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
