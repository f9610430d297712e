import {
  SERIES_TRANSLATION_TEXTS,
  AUTH_TEXTS,
  KNOWN_LISTS,
  STUDIO_PRICING_TEXTS,
  STUDIO_SERIES_POLL_MS,
  STUDIO_SERIES_TEXTS,
  type StudioEpisodeState,
  type StudioSeries,
  type TranscodeStatus,
} from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { uploadFile } from '../../../lib/uploads/upload-file';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { StudioSeriesPage } from './studio-series-page';

vi.mock('../../../lib/uploads/upload-file', () => ({ uploadFile: vi.fn() }));

const TEXTS = STUDIO_SERIES_TEXTS;

const status = (state: TranscodeStatus['state'], percent = 0, error: string | null = null) => ({
  state,
  percent: state === 'ready' ? 100 : percent,
  error,
});

const episode = (n: number, transcode: TranscodeStatus): StudioEpisodeState => ({
  episodeId: `ep-${n}`,
  episodeNumber: n,
  title: `Episode ${n}`,
  description: '',
  duration: 65,
  isLocked: false,
  videoUrl: `/media/uploads/x/episode-${n}.mp4`,
  thumbnail: '',
  transcode,
});

const summaryOf = (episodes: StudioEpisodeState[]) => {
  const count = (state: TranscodeStatus['state']) =>
    episodes.filter((e) => e.transcode.state === state).length;
  return {
    episodes: episodes.length,
    queued: count('queued'),
    transcoding: count('transcoding'),
    ready: count('ready'),
    failed: count('failed'),
    pending: count('queued') + count('transcoding'),
  };
};

const makeSeries = (id: string, title: string, episodes: StudioEpisodeState[]): StudioSeries => ({
  id,
  title,
  director: 'Ines Duarte',
  translations: {},
  release_status: 'completed',
  release_weekday: null,
  next_release_date: null,
  final_episode_count: null,
  language: 'English',
  year: 2026,
  description: 'About it',
  tags: ['Drama'],
  cast: ['Lena Park'],
  genre: ['Drama'],
  poster: `/media/uploads/${id}/poster.png`,
  published: true,
  listMembership: ['popular'],
  free_episodes: null,
  coin_price_per_episode: null,
  ai_disclosure: 'none',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  episodes,
  summary: summaryOf(episodes),
});

/** A studio server in memory: answers the page's calls and applies its changes. */
function fakeStudio(initial: StudioSeries[]) {
  const series = new Map(initial.map((s) => [s.id, structuredClone(s)]));
  const one = (id: string) => {
    const found = series.get(id)!;
    found.summary = summaryOf(found.episodes);
    return found;
  };
  const answer = (id: string) => jsonResponse({ success: true, data: one(id) });
  const requests = stubApi((request: RecordedRequest) => {
    const path = request.path;
    if (path === '/api/content/available-lists') {
      return jsonResponse({ success: true, lists: KNOWN_LISTS });
    }
    if (path === '/api/studio/series') {
      const all = [...series.keys()].map(one);
      const summaries = all.map((s) => s.summary);
      const total = (field: keyof StudioSeries['summary']) =>
        summaries.reduce((sum, s) => sum + s[field], 0);
      return jsonResponse({
        success: true,
        data: {
          series: all,
          summary: {
            episodes: total('episodes'),
            queued: total('queued'),
            transcoding: total('transcoding'),
            ready: total('ready'),
            failed: total('failed'),
            pending: total('pending'),
          },
        },
      });
    }
    const captions = /\/episodes\/\d+\/captions$/.test(path);
    if (captions) return jsonResponse({ success: true, data: { captions: [] } });
    const match = /^\/api\/studio\/series\/([^/]+)(?:\/episodes(?:\/(\d+)(\/retry)?)?)?$/.exec(
      path,
    );
    if (!match) return jsonResponse({ detail: 'unknown', code: 'NOT_FOUND' }, 404);
    const [, id, number, retry] = match;
    const current = series.get(id!);
    if (!current) return jsonResponse({ detail: 'No such series', code: 'NOT_FOUND' }, 404);
    if (retry) {
      const target = current.episodes.find((e) => e.episodeNumber === Number(number))!;
      target.transcode = status('queued');
      return answer(id!);
    }
    if (number && request.method === 'DELETE') {
      current.episodes = current.episodes.filter((e) => e.episodeNumber !== Number(number));
      return answer(id!);
    }
    if (path.endsWith('/episodes') && request.method === 'POST') {
      const body = request.body as { episodes: { episodeNumber: number }[] };
      for (const added of body.episodes) {
        current.episodes.push(episode(added.episodeNumber, status('queued')));
      }
      return answer(id!);
    }
    if (request.method === 'PATCH') {
      const { published, translations, ...rest } = request.body as Partial<StudioSeries> & {
        translations?: Record<string, StudioSeries['translations']['es'] | null>;
      };
      Object.assign(current, rest, published === undefined ? {} : { published });
      // as the server patches them: each language given is set, or removed with null
      const merged: Record<string, unknown> = { ...current.translations, ...translations };
      for (const [locale, value] of Object.entries(merged)) if (!value) delete merged[locale];
      current.translations = merged as StudioSeries['translations'];
      return answer(id!);
    }
    if (request.method === 'DELETE') {
      series.delete(id!);
      return jsonResponse({ success: true, data: { id } });
    }
    return answer(id!);
  });
  return { requests, series };
}

const renderPage = (url = '/cms/series') =>
  renderRoutes(
    [
      { path: '/cms/series', element: <StudioSeriesPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    url,
  );

const calls = (requests: RecordedRequest[], method: string) =>
  requests.filter((r) => r.method === method).map((r) => [r.path, r.body]);

describe('StudioSeriesPage', () => {
  beforeEach(() => storeSession(makeAuthSession({ role: 'editor' })));
  afterEach(() => vi.useRealTimers());

  it('sends a guest to sign in, and tells a viewer the page is for editors', async () => {
    localStorage.clear();
    const { requests } = fakeStudio([]);
    const { unmount } = renderPage();
    await screen.findByText('auth page');
    unmount();
    storeSession(makeAuthSession({ role: 'viewer' }));
    renderPage();
    expect(await screen.findByText(AUTH_TEXTS.editorRequired)).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('lists every series with each state: queued, transcoding n% with a bar, ready, failed', async () => {
    fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [
        episode(1, status('ready')),
        episode(2, status('transcoding', 42)),
        episode(3, status('queued')),
        episode(4, status('failed', 0, 'no video stream')),
      ]),
      { ...makeSeries('hidden', 'Hidden Gem', []), published: false },
    ]);
    renderPage('/cms/series?series=paper-moons');

    const list = await screen.findByRole('list', { name: TEXTS.heading });
    const cards = within(list).getAllByRole('link');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringContaining('Paper Moons'),
      expect.stringContaining('Hidden Gem'),
    ]);
    expect(cards[1]!.textContent).toContain(TEXTS.unpublished);
    expect(cards[0]!.getAttribute('aria-current')).toBe('true');

    const row = (n: number) => screen.getByRole('listitem', { name: `${n}. Episode ${n}` });
    await screen.findByRole('listitem', { name: '1. Episode 1' });
    expect(within(row(1)).getByText(TEXTS.states.ready)).toBeTruthy();
    const bar = within(row(2)).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(within(row(2)).getByText(TEXTS.states.transcoding(42))).toBeTruthy();
    expect(within(row(3)).getByText(TEXTS.states.queued)).toBeTruthy();
    expect(within(row(4)).getByText('no video stream')).toBeTruthy();
    expect(within(row(1)).queryByRole('button', { name: TEXTS.retry })).toBeNull();
  });

  it('retries a failed transcode', async () => {
    const { requests } = fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [episode(1, status('failed', 0, 'boom'))]),
    ]);
    renderPage('/cms/series?series=paper-moons');
    const row = await screen.findByRole('listitem', { name: '1. Episode 1' });
    fireEvent.click(within(row).getByRole('button', { name: TEXTS.retry }));
    expect(await within(row).findByText(TEXTS.states.queued)).toBeTruthy();
    expect(calls(requests, 'POST')).toEqual([
      ['/api/studio/series/paper-moons/episodes/1/retry', {}],
    ]);
  });

  it('polls while work is pending and stops once nothing is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, series } = fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [episode(1, status('transcoding', 10))]),
    ]);
    renderPage();
    await screen.findByText(TEXTS.states.transcoding(10));
    const listCalls = () => requests.filter((r) => r.path === '/api/studio/series').length;
    expect(listCalls()).toBe(1);

    series.get('paper-moons')!.episodes[0]!.transcode = status('transcoding', 60);
    await act(() => vi.advanceTimersByTimeAsync(STUDIO_SERIES_POLL_MS));
    expect(await screen.findByText(TEXTS.states.transcoding(60))).toBeTruthy();

    series.get('paper-moons')!.episodes[0]!.transcode = status('ready');
    await act(() => vi.advanceTimersByTimeAsync(STUDIO_SERIES_POLL_MS));
    await screen.findByText(`1 ${TEXTS.states.ready}`);
    const settled = listCalls();
    await act(() => vi.advanceTimersByTimeAsync(STUDIO_SERIES_POLL_MS * 3));
    expect(listCalls()).toBe(settled);
  });

  it('saves only the changed details', async () => {
    const { requests } = fakeStudio([makeSeries('paper-moons', 'Paper Moons', [])]);
    renderPage('/cms/series?series=paper-moons');
    const details = await screen.findByRole('form', { name: TEXTS.details });
    const title = within(details).getByLabelText(TEXTS.title);
    const save = within(details).getByRole('button', { name: TEXTS.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.input(title, { target: { value: '' } });
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.input(title, { target: { value: 'Paper Moons Returned' } });
    fireEvent.input(screen.getByLabelText(TEXTS.tags), { target: { value: 'Drama, Indie, ' } });
    fireEvent.click(save);
    expect(await screen.findByText(TEXTS.saved)).toBeTruthy();
    expect(calls(requests, 'PATCH')).toEqual([
      [
        '/api/studio/series/paper-moons',
        { title: 'Paper Moons Returned', tags: ['Drama', 'Indie'] },
      ],
    ]);
    expect(await screen.findByRole('heading', { name: 'Paper Moons Returned' })).toBeTruthy();
  });

  it('saves a title in another language, and removes one whose title was emptied', async () => {
    const withArabic = {
      ...makeSeries('paper-moons', 'Paper Moons', []),
      translations: { ar: { title: 'أقمار ورقية', description: '' } },
    };
    const { requests } = fakeStudio([withArabic]);
    renderPage('/cms/series?series=paper-moons');
    const form = await screen.findByRole('form', { name: SERIES_TRANSLATION_TEXTS.heading });
    const language = (name: string) => within(within(form).getByRole('group', { name }));
    const save = within(form).getByRole('button', { name: TEXTS.save });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    // a description without a title is refused before it is sent
    fireEvent.input(language('Español').getByLabelText(SERIES_TRANSLATION_TEXTS.description), {
      target: { value: 'Dos hermanas y una luna.' },
    });
    expect(within(form).getByText(SERIES_TRANSLATION_TEXTS.titleRequired)).toBeTruthy();
    expect((save as HTMLButtonElement).disabled).toBe(true);

    fireEvent.input(language('Español').getByLabelText(SERIES_TRANSLATION_TEXTS.title), {
      target: { value: ' Lunas de papel ' },
    });
    fireEvent.input(language('العربية').getByLabelText(SERIES_TRANSLATION_TEXTS.title), {
      target: { value: '' },
    });
    fireEvent.click(save);
    expect(await within(form).findByText(TEXTS.saved)).toBeTruthy();
    expect(calls(requests, 'PATCH')).toEqual([
      [
        '/api/studio/series/paper-moons',
        {
          translations: {
            es: { title: 'Lunas de papel', description: 'Dos hermanas y una luna.' },
            ar: null,
          },
        },
      ],
    ]);
  });

  it('sets free episodes, the coin price and the AI label, held to their ranges', async () => {
    const { requests } = fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [
        episode(1, status('ready')),
        episode(2, status('ready')),
        episode(3, status('ready')),
      ]),
    ]);
    renderPage('/cms/series?series=paper-moons');
    const form = await screen.findByRole('form', { name: STUDIO_PRICING_TEXTS.heading });
    const save = within(form).getByRole('button', { name: TEXTS.save }) as HTMLButtonElement;
    const free = within(form).getByLabelText(STUDIO_PRICING_TEXTS.freeEpisodes);
    const price = within(form).getByLabelText(STUDIO_PRICING_TEXTS.coinPrice);
    expect(save.disabled).toBe(true);

    fireEvent.input(free, { target: { value: '4' } });
    expect(within(form).getByText(STUDIO_PRICING_TEXTS.tooManyFree(3))).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.input(free, { target: { value: '2' } });
    fireEvent.input(price, { target: { value: '1001' } });
    expect(within(form).getByText(STUDIO_PRICING_TEXTS.priceRange)).toBeTruthy();
    expect(save.disabled).toBe(true);
    fireEvent.input(price, { target: { value: '40' } });
    fireEvent.change(within(form).getByLabelText(STUDIO_PRICING_TEXTS.aiDisclosure), {
      target: { value: 'partial' },
    });
    fireEvent.click(save);
    expect(await within(form).findByText(TEXTS.saved)).toBeTruthy();
    expect(calls(requests, 'PATCH')).toEqual([
      [
        '/api/studio/series/paper-moons',
        { free_episodes: 2, coin_price_per_episode: 40, ai_disclosure: 'partial' },
      ],
    ]);

    // emptied: every episode free again
    fireEvent.input(free, { target: { value: '' } });
    fireEvent.input(price, { target: { value: '' } });
    fireEvent.click(save);
    await waitFor(() => expect(calls(requests, 'PATCH')).toHaveLength(2));
    expect(calls(requests, 'PATCH')[1]).toEqual([
      '/api/studio/series/paper-moons',
      { free_episodes: null, coin_price_per_episode: null },
    ]);
  });

  it('unpublishes and publishes again, and changes lists with a tick', async () => {
    const { requests } = fakeStudio([makeSeries('paper-moons', 'Paper Moons', [])]);
    renderPage('/cms/series?series=paper-moons');
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.unpublish }));
    fireEvent.click(await screen.findByRole('button', { name: TEXTS.publish }));
    await screen.findByRole('button', { name: TEXTS.unpublish });

    const featured = await screen.findByRole('checkbox', { name: /Featured/ });
    expect((screen.getByRole('checkbox', { name: /Popular/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(featured);
    await waitFor(() => expect((featured as HTMLInputElement).checked).toBe(true));
    expect(calls(requests, 'PATCH')).toEqual([
      ['/api/studio/series/paper-moons', { published: false }],
      ['/api/studio/series/paper-moons', { published: true }],
      ['/api/studio/series/paper-moons', { listMembership: ['featured', 'popular'] }],
    ]);
  });

  it('removes an episode and deletes a series only once confirmed', async () => {
    const { requests } = fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [
        episode(1, status('ready')),
        episode(2, status('ready')),
      ]),
      makeSeries('other', 'Other Show', []),
    ]);
    renderPage('/cms/series?series=paper-moons');
    const row = await screen.findByRole('listitem', { name: '1. Episode 1' });
    fireEvent.click(within(row).getByRole('button', { name: TEXTS.removeEpisode }));
    const question = within(row).getByRole('alertdialog', {
      name: TEXTS.confirmRemoveEpisode(1),
    });
    fireEvent.click(within(question).getByRole('button', { name: TEXTS.cancel }));
    expect(calls(requests, 'DELETE')).toEqual([]);
    fireEvent.click(within(row).getByRole('button', { name: TEXTS.removeEpisode }));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.confirm }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: '1. Episode 1' })).toBeNull(),
    );

    fireEvent.click(screen.getByRole('button', { name: TEXTS.deleteSeries }));
    expect(
      screen.getByRole('alertdialog', { name: TEXTS.confirmDeleteSeries('Paper Moons') }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByText(TEXTS.deleted('Paper Moons'))).toBeTruthy();
    const list = screen.getByRole('list', { name: TEXTS.heading });
    expect(
      within(list)
        .getAllByRole('link')
        .map((c) => c.textContent),
    ).toEqual([expect.stringContaining('Other Show')]);
    expect(calls(requests, 'DELETE')).toEqual([
      ['/api/studio/series/paper-moons/episodes/1', undefined],
      ['/api/studio/series/paper-moons', undefined],
    ]);
  });

  it('uploads chosen videos and adds them at numbers from their names', async () => {
    const { requests } = fakeStudio([
      makeSeries('paper-moons', 'Paper Moons', [episode(1, status('ready'))]),
    ]);
    vi.mocked(uploadFile).mockImplementation(async ({ target, onProgress }) => {
      onProgress?.(0.5);
      const key = `uploads/paper-moons/episode-${target.episodeNumber}-000000000000.mp4`;
      return { s3Key: key, publicUrl: `/media/${key}` };
    });
    renderPage('/cms/series?series=paper-moons');
    const input = (await screen.findByText(TEXTS.chooseVideos)).querySelector('input')!;
    const video = (name: string) => new File(['x'], name, { type: 'video/mp4' });
    fireEvent.change(input, { target: { files: [video('ep1.mp4'), video('ep3.mp4')] } });
    expect(screen.getByText(TEXTS.numberTaken(1))).toBeTruthy();
    const add = screen.getByRole('button', { name: TEXTS.addChosen(2) });
    expect((add as HTMLButtonElement).disabled).toBe(true);

    const first = screen.getByLabelText(`${TEXTS.episodeNumber} (ep1.mp4)`);
    fireEvent.input(first, { target: { value: '2' } });
    fireEvent.click(add);
    expect(await screen.findByRole('listitem', { name: '3. Episode 3' })).toBeTruthy();
    expect(vi.mocked(uploadFile).mock.calls.map(([request]) => request.target)).toEqual([
      { fileType: 'video', seriesId: 'paper-moons', episodeNumber: 2, seriesTitle: 'Paper Moons' },
      { fileType: 'video', seriesId: 'paper-moons', episodeNumber: 3, seriesTitle: 'Paper Moons' },
    ]);
    expect(calls(requests, 'POST')).toEqual([
      [
        '/api/studio/series/paper-moons/episodes',
        {
          episodes: [
            { episodeNumber: 2, videoUrl: 'uploads/paper-moons/episode-2-000000000000.mp4' },
            { episodeNumber: 3, videoUrl: 'uploads/paper-moons/episode-3-000000000000.mp4' },
          ],
        },
      ],
    ]);
  });

  it('shows the server’s refusal of a change', async () => {
    fakeStudio([makeSeries('paper-moons', 'Paper Moons', [])]);
    vi.mocked(uploadFile).mockRejectedValue(new Error('Upload failed after all retries'));
    renderPage('/cms/series?series=paper-moons');
    const input = (await screen.findByText(TEXTS.replacePoster)).querySelector('input')!;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'poster.png', { type: 'image/png' })] },
    });
    expect(
      await screen.findByText(TEXTS.failedAction('Upload failed after all retries')),
    ).toBeTruthy();
  });
});
