import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { mediaEvent, READY_60S, stubMediaMethods } from '../../../test/fake-media';
import { PlayPage } from './play-page';

const series = makeVideoDetail({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  episodes: [1, 2].map((n) =>
    makeEpisode({
      episodeId: `ep-${n}`,
      episodeNumber: n,
      videoUrl: `/media/neon-heirs/${n}/original.mp4`,
    }),
  ),
  episodesCount: 2,
});

const writeText = vi.fn((_text: string) => Promise.resolve());

beforeEach(() => {
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  // jsdom has neither the Web Share API nor a clipboard: the copy path
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  writeText.mockClear();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('PlayPage share', () => {
  it('copies a link to this episode at the second on screen', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    renderPage(<PlayPage />, { path: '/play', url: '/play?id=neon-heirs&episode=2' });
    await screen.findByText('Currently playing: Episode 2');
    const video = document.querySelector('video')!;
    mediaEvent(video, ['loadeddata', 'timeupdate'], { ...READY_60S, currentTime: 14.7 });

    const share = await screen.findByRole('button', { name: 'Share' });
    await act(async () => fireEvent.click(share));

    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/play?id=neon-heirs&episode=2&t=14`,
    );
    expect(screen.getByText('Link copied')).toBeTruthy();
  });

  it('links the episode without t before it has played', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    renderPage(<PlayPage />, { path: '/play', url: '/play?id=neon-heirs&episode=1' });
    await screen.findByText('Currently playing: Episode 1');

    const share = await screen.findByRole('button', { name: 'Share' });
    await act(async () => fireEvent.click(share));

    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}/play?id=neon-heirs&episode=1`,
    );
  });
});
