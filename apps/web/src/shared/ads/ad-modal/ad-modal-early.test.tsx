import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { playingEarlyAd } from '../../../test/early-ad-fixture';
import { stubMediaMethods } from '../../../test/fake-media';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { AD_MP4, recordPixels, track, VAST_XML, xml } from '../../../test/vast-fixture';
import { disposeEarlyAd } from '../early-ad';
import { AdModal } from './ad-modal';

// the modal with its real ad slot, taking over the ad the early start of /play plays

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
    const { video: early } = await playingEarlyAd(4);
    renderModal();
    expect(timer()).toBe('Continue in 15s');

    await waitFor(() => expect(slotVideo()).toBe(early));
    // the countdown takes the played 4 s from the adopted video on its next render, which on a
    // busy machine can come after the slot shows the video
    await waitFor(() => expect(timer()).toBe('Continue in 11s'));
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
