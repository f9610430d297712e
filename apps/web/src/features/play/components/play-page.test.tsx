import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { mediaEvent, stubMediaMethods } from '../../../test/fake-media';
import { PlayPage } from './play-page';

// MP4 sources: jsdom cannot run hls.js, and the page logic is the same for both
const mp4 = (n: number) => `/media/neon-heirs/${n}/original.mp4`;

const series = makeVideoDetail({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  year: 2024,
  cast: ['Jae Lee', 'Ana Ruiz', 'Kai Moon', 'Lia Chen', 'Bo Park'],
  tags: ['Drama', 'list:trending-now', 'Family'],
  episodes: [3, 1, 2].map((n) =>
    makeEpisode({
      episodeId: `ep-${n}`,
      episodeNumber: n,
      title: `Chapter ${n}`,
      videoUrl: mp4(n),
    }),
  ),
  episodesCount: 3,
});

const renderPlay = (url: string) => renderPage(<PlayPage />, { path: '/play', url });

const videoSrc = () => document.querySelector('video')?.getAttribute('src');
const search = (router: ReturnType<typeof renderPlay>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => vi.useRealTimers());

describe('PlayPage', () => {
  it('plays the episode whose number matches the query', async () => {
    const requests = stubApi(() => jsonResponse({ success: true, data: series }));

    renderPlay('/play?id=neon-heirs&episode=2');

    expect(await screen.findByText('Currently playing: Episode 2')).toBeTruthy();
    expect(videoSrc()).toBe(mp4(2));
    expect(screen.getByText('3 episodes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Episode 2' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(requests[0]?.path).toBe('/api/series/neon-heirs?lang=en');
  });

  it('links the director and every cast name to their author pages', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    renderPlay('/play?id=neon-heirs&episode=1');
    const info = (await screen.findByRole('heading', { level: 1, name: 'Neon Heirs' })).closest(
      'section',
    )!;

    const links = within(info).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      [series.director, ...series.cast].map((name) => [
        name,
        `/author/${encodeURIComponent(name)}`,
      ]),
    );
  });

  it('falls back to the first episode when the number matches none', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));

    renderPlay('/play?id=neon-heirs&episode=42');

    expect(await screen.findByText('Currently playing: Episode 1')).toBeTruthy();
    expect(videoSrc()).toBe(mp4(1));
  });

  it("loads 'default-series' when the id is missing", async () => {
    const requests = stubApi(() =>
      jsonResponse({ success: true, data: { ...series, id: 'default-series' } }),
    );

    renderPlay('/play');

    await screen.findByText('Currently playing: Episode 1');
    expect(requests[0]?.path).toBe('/api/series/default-series?lang=en');
  });

  it("shows 'Video not found' with Go Back to the series page when it is missing", async () => {
    stubApi(() => jsonResponse({ detail: 'Video not found', code: 'NOT_FOUND' }, 404));

    renderPlay('/play?id=lost-series&episode=1');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading').textContent).toBe('Video not found');
    expect(within(alert).getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe(
      '/video/lost-series',
    );
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows the series info without list: tags', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));

    renderPlay('/play?id=neon-heirs');

    const info = await screen.findByRole('region', { name: 'Neon Heirs' });
    expect(within(info).getByText('2024')).toBeTruthy();
    expect(within(info).getByText('Mina Park')).toBeTruthy();
    const tags = within(info).getByRole('list', { name: 'Tags' });
    expect(tags.textContent).toBe('DramaFamily');
  });

  it('updates the URL and scrolls to the top when an episode is chosen', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    const { router } = renderPlay('/play?id=neon-heirs&episode=1');
    await screen.findByText('Currently playing: Episode 1');

    fireEvent.click(screen.getByRole('button', { name: 'Episode 3' }));

    expect(search(router)).toEqual({ id: 'neon-heirs', episode: '3' });
    expect(await screen.findByText('Currently playing: Episode 3')).toBeTruthy();
    expect(videoSrc()).toBe(mp4(3));
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('plays the next episode 3 s after one ends, with a countdown', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    const { router } = renderPlay('/play?id=neon-heirs&episode=1');
    await screen.findByText('Currently playing: Episode 1');
    vi.useFakeTimers();

    mediaEvent(document.querySelector('video')!, ['ended'], { ended: true, paused: true });
    expect(screen.getByText(/Next episode in/).textContent).toBe('Next episode in 3');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/Next episode in/).textContent).toBe('Next episode in 2');
    act(() => vi.advanceTimersByTime(1999));
    expect(search(router).episode).toBe('1');

    // the router navigates asynchronously: let its promises settle too
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(search(router).episode).toBe('2');
    expect(screen.getByText('Currently playing: Episode 2')).toBeTruthy();
    expect(videoSrc()).toBe(mp4(2));
    expect(screen.queryByText(/Next episode in/)).toBeNull();
  });

  it('cancelling the countdown stays on the episode', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    const { router } = renderPlay('/play?id=neon-heirs&episode=1');
    await screen.findByText('Currently playing: Episode 1');
    vi.useFakeTimers();

    mediaEvent(document.querySelector('video')!, ['ended'], { ended: true, paused: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    act(() => vi.advanceTimersByTime(5000));

    expect(search(router).episode).toBe('1');
    expect(screen.queryByText(/Next episode in/)).toBeNull();
  });

  it('does not count down after the last episode', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    renderPlay('/play?id=neon-heirs&episode=3');
    await screen.findByText('Currently playing: Episode 3');

    mediaEvent(document.querySelector('video')!, ['ended'], { ended: true, paused: true });
    expect(screen.queryByText(/Next episode in/)).toBeNull();
  });

  it('opens the mobile detail sheet with cast preview, tags and year', async () => {
    stubApi(() => jsonResponse({ success: true, data: series }));
    renderPlay('/play?id=neon-heirs');
    await screen.findByText('Currently playing: Episode 1');

    fireEvent.click(screen.getByRole('button', { name: /Details/ }));

    const sheet = screen.getByRole('dialog', { name: 'Neon Heirs' });
    expect(within(sheet).getByTestId('cast-preview').textContent).toBe(
      'Jae Lee, Ana Ruiz, Kai Moon +2 more',
    );
    // names open their author pages
    expect(within(sheet).getByRole('link', { name: 'Kai Moon' }).getAttribute('href')).toBe(
      '/author/Kai%20Moon',
    );
    expect(within(sheet).getByRole('link', { name: series.director }).getAttribute('href')).toBe(
      `/author/${encodeURIComponent(series.director)}`,
    );
    expect(within(sheet).getByRole('list', { name: 'Tags' }).textContent).toBe('DramaFamily');
    expect(within(sheet).getByText('2024')).toBeTruthy();
    expect(within(sheet).getByText('3 episodes')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Neon Heirs' })).toBeNull();
  });

  it("shows 'N/A' for a series without a year", async () => {
    stubApi(() => jsonResponse({ success: true, data: { ...series, year: 0 } }));
    renderPlay('/play?id=neon-heirs');
    await screen.findByText('Currently playing: Episode 1');

    fireEvent.click(screen.getByRole('button', { name: /Details/ }));
    expect(
      within(screen.getByRole('dialog', { name: 'Neon Heirs' })).getByText('N/A'),
    ).toBeTruthy();
  });
});
