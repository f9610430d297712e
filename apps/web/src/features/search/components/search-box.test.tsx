import type { SeriesSearchRecord } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFuzzyIndex } from '../../../lib/fuzzy-search/fuzzy-index';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { loadSearchOptions } from './load-search-options';
import { SearchBox } from './search-box';

const record = (id: string, overrides: Partial<SeriesSearchRecord> = {}): SeriesSearchRecord => ({
  id,
  title: id,
  year: 2024,
  language: 'English',
  episodesCount: 10,
  director: 'Mina Park',
  cast: ['Jae Lee'],
  tags: [],
  genre: ['Drama'],
  thumbnail: `/media/posters/${id}.jpg`,
  ...overrides,
});

const catalogue = [
  record('neon-heirs', { title: 'Neon Heirs', episodesCount: 12 }),
  record('neon-nights', { title: 'Neon Nights', episodesCount: 1 }),
  ...Array.from({ length: 12 }, (_, i) => record(`love-${i}`, { title: `Love Story ${i}` })),
];

function VideoRoute() {
  return <p>video {useParams().id}</p>;
}

function renderSearch(options: { engine?: boolean } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  if (options.engine !== false) {
    queryClient.setQueryData(['searchIndex'], createFuzzyIndex(catalogue));
  }
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/']}>
        <SearchBox />
        <Routes>
          <Route path="/" element={null} />
          <Route path="/video/:id" element={<VideoRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Search titles, directors and cast' });
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const options = () => screen.queryAllByRole('option');

describe('SearchBox', () => {
  // the options' chunk is already here when the index is (use-search-engine.ts)
  beforeAll(() => loadSearchOptions());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 200 ms after the last keystroke', async () => {
    const input = renderSearch();
    type(input, 'neo');
    await wait(150);
    type(input, 'neon');
    await wait(199);
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await wait(1);
    expect(options().map((o) => o.textContent)).toEqual([
      expect.stringContaining('Neon Heirs'),
      expect.stringContaining('Neon Nights'),
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('labels a record with more than one episode TV Series, otherwise Movie', async () => {
    const input = renderSearch();
    type(input, 'neon');
    await wait(200);
    const [heirs, nights] = options();
    expect(within(heirs!).getByText('TV Series')).toBeTruthy();
    expect(within(nights!).getByText('Movie')).toBeTruthy();
  });

  it('shows at most 8 results', async () => {
    const input = renderSearch();
    type(input, 'love story');
    await wait(200);
    expect(options()).toHaveLength(8);
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('8 results available');
  });

  it('closes and clears the results at once when the query becomes blank', async () => {
    const input = renderSearch();
    type(input, 'neon');
    await wait(200);
    expect(options()).toHaveLength(2);
    type(input, '   ');
    expect(options()).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await wait(500);
    expect(options()).toHaveLength(0);
  });

  it('says so when nothing matches', async () => {
    const input = renderSearch();
    type(input, 'xqzvwk');
    await wait(200);
    expect(screen.getByText('No results found for "xqzvwk"')).toBeTruthy();
    expect(options()).toHaveLength(0);
  });

  it('opens the first result on Enter, even before the debounce fires', async () => {
    const input = renderSearch();
    type(input, 'neon heirs');
    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(screen.getByText('video neon-heirs')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('moves through the results with the arrow keys and opens the highlighted one', async () => {
    const input = renderSearch();
    type(input, 'neon');
    await wait(200);

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1]!.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    await wait(0);
    expect(screen.getByText('video neon-nights')).toBeTruthy();
  });

  it('closes the list on Escape and keeps the text', async () => {
    const input = renderSearch();
    type(input, 'neon');
    await wait(200);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    expect((input as HTMLInputElement).value).toBe('neon');
  });

  it('opens a result on click', async () => {
    const input = renderSearch();
    type(input, 'neon');
    await wait(200);
    fireEvent.click(options()[1]!);
    await wait(0);
    expect(screen.getByText('video neon-nights')).toBeTruthy();
  });
});

describe('SearchBox index loading', () => {
  it('fetches the index from /api/videos/ on first focus, not before', async () => {
    const requests = stubApi(() => jsonResponse({ success: true, data: catalogue }));
    const input = renderSearch({ engine: false });
    expect(requests).toEqual([]);

    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'neon heirs' } });
    expect(await screen.findByRole('option', { name: /Neon Heirs/ })).toBeTruthy();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.path).toBe('/api/videos/');
  });

  it('ignores a failed index load silently', async () => {
    stubApi(() => jsonResponse({ detail: 'boom', code: 'INTERNAL' }, 500));
    const input = renderSearch({ engine: false });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'neon' } });
    expect(await screen.findByText('No results found for "neon"')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
