import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VastAdVideoProps } from '../../../shared/ads/vast-ad-video';
import { stubMediaMethods } from '../../../test/fake-media';
import { makeEpisode, makeHome, makeHero, makeVideoDetail } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { IqiyiDetailPage } from './iqiyi-detail-page';
import { VideoAlbumPage } from './video-album-page';
import { VideoDetailPage } from './video-detail-page';

vi.mock('../../../shared/ads/ad-video', () => ({
  AdVideo: ({ onDone }: VastAdVideoProps) => (
    <button type="button" onClick={() => onDone?.('complete')}>
      end of ad
    </button>
  ),
}));

const demoSeries = makeVideoDetail({
  id: 'salt-moon',
  thumbnail: '/media/posters/salt-moon.jpg',
  episodes: [3, 1, 2].map((n) =>
    makeEpisode({
      episodeId: `e${n}`,
      episodeNumber: n,
      videoUrl: `/media/salt-moon/${n}/original.mp4`,
      thumbnail: `/media/salt-moon/${n}/poster.jpg`,
    }),
  ),
});

const stubCatalogue = (series = demoSeries) =>
  stubApi(({ path }) => {
    if (path === '/api/home')
      return jsonResponse(makeHome({ hero_banners: [makeHero({ id: 'salt-moon' })] }));
    if (path === '/api/series/salt-moon') return jsonResponse({ success: true, data: series });
    return jsonResponse({ detail: 'Not found' }, 404);
  });

const PAGES: [string, string, ComponentType, string][] = [
  ['/video-detail', 'VideoDetailPage', VideoDetailPage, 'Video detail'],
  ['/video-album', 'VideoAlbumPage', VideoAlbumPage, 'Episode album'],
  ['/iqiyi-detail', 'IqiyiDetailPage', IqiyiDetailPage, 'iQIYI-style detail'],
];

const renderAt = (path: string, Page: ComponentType, search = '') =>
  renderRoutes([{ path, element: <Page /> }], `${path}${search}`);

const video = () => document.querySelector('video')!;

beforeEach(() => {
  stubMediaMethods();
});

describe.each(PAGES)('%s (%s)', (path, _name, Page, layout) => {
  it('shows the sample: title, rating, status and 16 episodes', async () => {
    stubCatalogue();
    renderAt(path, Page);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('The Heir Protocol');
    await waitFor(() => expect(document.title).toBe(`The Heir Protocol · ${layout} · ReelForge`));
    expect(screen.getByText('9.2 out of 10')).toBeTruthy();
    expect(screen.getAllByText('Completed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Episode \d+:/ })).toHaveLength(16);
  });

  it('disables every episode from the 9th and says why in its name', async () => {
    stubCatalogue();
    renderAt(path, Page);
    const episodes = screen.getAllByRole('button', {
      name: /^Episode \d+:/,
    }) as HTMLButtonElement[];
    expect(episodes.slice(0, 8).every((button) => !button.disabled)).toBe(true);
    for (const button of episodes.slice(8)) {
      expect(button.disabled).toBe(true);
      expect(button.getAttribute('aria-label')).toMatch(/, (locked|VIP only)$/);
    }
    expect(
      screen.getByRole('button', { name: 'Episode 9: The Locked Archive, VIP only' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Episode 10: Neon Vows, locked' })).toBeTruthy();
  });

  it('keeps the chosen episode in the URL; a locked one cannot be chosen', async () => {
    stubCatalogue();
    const { router } = renderAt(path, Page, '?episode=2');
    await waitFor(() =>
      expect(video().getAttribute('src')).toBe('/media/salt-moon/2/original.mp4'),
    );
    expect(screen.getByText('Now playing: Episode 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Episode 10: Neon Vows, locked' }));
    expect(router.state.location.search).toBe('?episode=2');

    fireEvent.click(screen.getByRole('button', { name: /^Episode 4:/ }));
    expect(router.state.location.search).toBe('?episode=4');
    expect(screen.getByRole('button', { name: /^Episode 4:/ }).getAttribute('aria-current')).toBe(
      'true',
    );
    // the demo catalogue's three episodes take turns: sample 4 plays demo episode 1
    expect(video().getAttribute('src')).toBe('/media/salt-moon/1/original.mp4');

    // pushed, not replaced: back returns to the previous episode
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Now playing: Episode 2')).toBeTruthy());
  });

  it('links the director and the cast to their author pages', () => {
    stubCatalogue();
    renderAt(path, Page);
    expect(screen.getByRole('link', { name: 'Mira Okafor' }).getAttribute('href')).toBe(
      '/author/Mira%20Okafor',
    );
    for (const name of ['Ava Chen', 'Kenji Mori', 'Lina Haddad', 'Hana Kim']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(
        `/author/${encodeURIComponent(name)}`,
      );
    }
  });

  it('plays url= when it is http(s) or a path here, and ignores anything else', async () => {
    stubCatalogue();
    const view = renderAt(path, Page, '?url=%2Fmedia%2Fclip.mp4&episode=3');
    expect(video().getAttribute('src')).toBe('/media/clip.mp4');
    view.unmount();

    renderAt(path, Page, `?url=${encodeURIComponent('javascript:alert(1)')}`);
    await waitFor(() =>
      expect(video().getAttribute('src')).toBe('/media/salt-moon/1/original.mp4'),
    );
  });

  it('shows a pre-roll over the player on a guest first play', async () => {
    stubCatalogue();
    renderAt(path, Page);
    const play = await screen.findByRole('button', { name: 'Play' });
    fireEvent.click(play);
    const ad = screen.getByRole('dialog', { name: 'Advertisement' });
    expect(within(ad).getByRole('button', { name: 'Skip in 5' })).toHaveProperty('disabled', true);
  });
});

describe('without a catalogue', () => {
  it('says there is no sample video when the catalogue is empty', async () => {
    stubApi(() => jsonResponse(makeHome({ hero_banners: [], series_lists: [], game_videos: [] })));
    renderAt('/video-detail', VideoDetailPage);
    expect((await screen.findByText(/No sample video is available/)).getAttribute('role')).toBe(
      'status',
    );
    expect(screen.queryByRole('button', { name: 'Play' })).toBeNull();
  });
});

it('stands in only with demo episodes that play without a grant (a locked one answers 403)', async () => {
  stubCatalogue({
    ...demoSeries,
    episodes: demoSeries.episodes.map((e) => ({ ...e, isLocked: e.episodeNumber === 2 })),
  });
  renderAt('/video-detail', VideoDetailPage, '?episode=2');
  // demo episodes 1 and 3 take turns: sample 2 plays demo episode 3
  await waitFor(() => expect(video().getAttribute('src')).toBe('/media/salt-moon/3/original.mp4'));
});
