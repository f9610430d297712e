import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMedia, stubMediaMethods } from '../../../test/fake-media';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { AD_MP4, recordPixels, track, VAST_XML } from '../../../test/vast-fixture';
import { disposeEarlyAd, fetchEarlyAd, playEarlyAd } from '../early-ad';
import { AdModal } from './ad-modal';

// the modal with its real ad slot, taking over the ad the early start of /play plays

const xml = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml' } });

function renderModal() {
  return renderRoutes(
    [
      {
        path: '/play',
        element: (
          <AdModal
            adNumber={1}
            seriesId="neon-heirs"
            seriesTitle="Neon Heirs"
            kind="episode"
            onContinue={() => undefined}
          />
        ),
      },
    ],
    '/play?id=neon-heirs&episode=1',
  );
}

/** The early start's ad, playing in its box, `currentTime` seconds in. */
async function playingEarlyAd(currentTime: number) {
  stubApi(() => xml(VAST_XML));
  const stage = document.createElement('div');
  const slot = stage.appendChild(document.createElement('div'));
  const ad = fetchEarlyAd('neon-heirs', null, { stage, slot });
  await playEarlyAd(ad);
  const video = (await ad.video)!;
  setMedia(video, { readyState: 4, currentTime });
  return video;
}

const timer = () => screen.getByRole('timer').textContent;
const continueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue' });
const slotVideo = () => document.querySelector('[role="dialog"] video');

let fired: string[];
beforeEach(() => {
  stubMediaMethods();
  fired = recordPixels(vi.stubGlobal);
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
    type === 'video/mp4' ? 'maybe' : '',
  );
  // a still clock: the countdown's ticks (real timers) see only the time the test sets
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  disposeEarlyAd();
  document.body.innerHTML = '';
});

describe('AdModal taking over the early ad', () => {
  it('counts the 4 s already played: Continue in 11s, enabled 11 s later', async () => {
    const early = await playingEarlyAd(4);
    renderModal();
    expect(timer()).toBe('Continue in 15s');

    await waitFor(() => expect(slotVideo()).toBe(early));
    expect(timer()).toBe('Continue in 11s');
    expect(fired).toEqual([track('impression')]);

    vi.setSystemTime(Date.now() + 10_000);
    await waitFor(() => expect(timer()).toBe('Continue in 1s'));
    expect(continueButton().disabled).toBe(true);
    vi.setSystemTime(Date.now() + 1000);
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(fired).toEqual([track('impression')]);
  });

  it('counts the full 15 s for an ad of its own (no early start)', async () => {
    stubApi(() => xml(VAST_XML));
    renderModal();
    await waitFor(() => expect(slotVideo()?.getAttribute('src')).toBe(AD_MP4));
    expect(timer()).toBe('Continue in 15s');

    vi.setSystemTime(Date.now() + 14_000);
    await waitFor(() => expect(timer()).toBe('Continue in 1s'));
    expect(continueButton().disabled).toBe(true);
  });
});
