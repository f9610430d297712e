import { searchIndexRoute, type SeriesSearchRecord } from '@app/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { POSTER_SLOTS, slotText } from '../lib/poster-slots';
import { PosterTestPage } from './poster-test-page';

const record = (id: string, title: string, thumbnail: string): SeriesSearchRecord => ({
  id,
  title,
  thumbnail,
  year: 2026,
  language: 'English',
  episodesCount: 3,
  director: 'D',
  cast: [],
  tags: [],
  genre: [],
});
const neon = record('neon-heirs', 'Neon Heirs', '/media/posters/neon-heirs.jpg');
const bride = record('bride', 'The Synthetic Bride', '/media/posters/bride.png');

const stubCatalogue = () =>
  stubApi((request) =>
    request.path === searchIndexRoute.path
      ? jsonResponse({ success: true, data: [neon, bride] })
      : jsonResponse({ detail: 'unexpected', code: 'NOT_FOUND' }, 404),
  );

const renderPosterTest = (url = '/poster-test') =>
  renderRoutes(
    [
      { path: '/poster-test', element: <PosterTestPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    url,
  );

const imageOf = (label: string) =>
  within(screen.getByRole('figure', { name: label })).getByRole('img', { hidden: true });

describe('PosterTestPage', () => {
  beforeEach(() => {
    // one CSS pixel is two device pixels, on a phone-wide window
    vi.stubGlobal('devicePixelRatio', 2);
    vi.stubGlobal('innerWidth', 390);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest to sign in and back', async () => {
    const requests = stubCatalogue();
    const { router } = renderPosterTest();

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/poster-test')}`);
    expect(requests).toEqual([]);
  });

  it('tells a viewer the page is for editors', () => {
    storeSession(makeAuthSession({ role: 'viewer' }));
    stubCatalogue();
    renderPosterTest();

    expect(screen.getByRole('alert').textContent).toBe('This page is for editors');
  });

  it("shows the first series' poster at every size the site uses, with the copy each asks for", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubCatalogue();
    renderPosterTest();

    await screen.findByRole('figure', { name: 'Series card' });
    expect(
      screen.getAllByRole('figure').map((figure) => figure.getAttribute('aria-label')),
    ).toEqual(POSTER_SLOTS.map((slot) => slotText(slot).label));

    const card = imageOf('Series card');
    expect(card.getAttribute('src')).toBe(neon.thumbnail);
    expect(card.getAttribute('srcset')).toContain(`${neon.thumbnail}?w=320 320w`);
    expect(card.getAttribute('sizes')).toBe('200px');
    expect(card.getAttribute('width')).toBe('200');
    expect(imageOf('Hero banner, phones').getAttribute('sizes')).toBe('100vw');
    expect(imageOf('Search suggestion').getAttribute('width')).toBe('32');
    expect(imageOf('Blurred side bands').getAttribute('src')).toBe(`${neon.thumbnail}?w=32`);

    const cardFigure = within(screen.getByRole('figure', { name: 'Series card' }));
    // 200 CSS px at 2× → 400 device px → the 480 copy
    expect(cardFigure.getByText('the 480 px copy')).toBeTruthy();
    expect(cardFigure.getByTestId('requested').textContent).toBe('loading…');
    Object.defineProperty(card, 'currentSrc', { value: `${neon.thumbnail}?w=480` });
    Object.defineProperty(card, 'naturalWidth', { value: 480 });
    Object.defineProperty(card, 'naturalHeight', { value: 720 });
    fireEvent.load(card);
    expect(cardFigure.getByTestId('requested').textContent).toBe('the 480 px copy, 480×720');
    // a phone-wide hero at 2× wants more than the largest copy
    expect(
      within(screen.getByRole('figure', { name: 'Hero banner, phones' })).getByText(
        'the 640 px copy',
      ),
    ).toBeTruthy();
  });

  it('switches to another series and keeps it in the address', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubCatalogue();
    const { router } = renderPosterTest();

    const select = await screen.findByRole('combobox', { name: 'Series' });
    await screen.findByRole('option', { name: bride.title });
    fireEvent.change(select, { target: { value: bride.id } });

    expect(router.state.location.search).toBe('?series=bride');
    expect(imageOf('Series card').getAttribute('src')).toBe(bride.thumbnail);
  });

  it('shows a local image as it is, without uploading it', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubCatalogue();
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class of this test's own
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:http://localhost/poster-1';
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    renderPosterTest();
    await screen.findByRole('option', { name: neon.title });

    const file = new File([new Uint8Array(10)], 'mine.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Or a local image (not uploaded)'), {
      target: { files: [file] },
    });

    const card = await screen.findByRole('img', { name: 'Series card at 200×300' });
    expect(card.getAttribute('src')).toBe('blob:http://localhost/poster-1');
    expect(card.getAttribute('srcset')).toBeNull();
    expect(imageOf('Blurred side bands').getAttribute('src')).toBe(
      'blob:http://localhost/poster-1',
    );
    expect(screen.getByText(/A local file has no resized copies/)).toBeTruthy();
    expect(
      within(screen.getByRole('figure', { name: 'Series card' })).getByText('the original'),
    ).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual([searchIndexRoute.path]);

    fireEvent.change(screen.getByRole('combobox', { name: 'Series' }), {
      target: { value: bride.id },
    });
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/poster-1');
    expect(imageOf('Series card').getAttribute('src')).toBe(bride.thumbnail);
  });
});
