import { SEARCH, type SeriesSearchRecord } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFuzzyIndex } from '@app/contract/fuzzy-search';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { loadSearchOptions } from './load-search-options';
import { SearchBox } from './search-box';
import { searchEngineQueryOptions } from '../api/use-search-engine';
import type { SearchEngine } from '../api/search-engine';

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
    const engine: SearchEngine = { kind: 'index', index: createFuzzyIndex(catalogue) };
    queryClient.setQueryData(searchEngineQueryOptions().queryKey, engine);
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
  fireEvent.input(input, { target: { value } });
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
  /** The server's side: its title count, its index and its own search. */
  const server = (titles: number) =>
    stubApi((request) => {
      const url = new URL(request.path, 'http://test');
      if (url.pathname === '/api/videos/') return jsonResponse({ success: true, data: catalogue });
      const q = url.searchParams.get('q') ?? '';
      const data = q ? catalogue.filter((r) => r.title.toLowerCase().includes(q)) : [];
      return jsonResponse({ success: true, titles, data: data.slice(0, SEARCH.maxResults) });
    });

  it('fetches the index from /api/videos/ on first focus, not before, while the catalogue is small', async () => {
    const requests = server(catalogue.length);
    const input = renderSearch({ engine: false });
    expect(requests).toEqual([]);

    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'neon heirs' } });
    expect(await screen.findByRole('option', { name: /Neon Heirs/ })).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/api/search', '/api/videos/?lang=en']);
  });

  it('asks the server for each query above the size the page can index, and never loads the index', async () => {
    const requests = server(SEARCH.clientIndexMaxTitles + 1);
    const input = renderSearch({ engine: false });
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'neon' } });
    expect(await screen.findByRole('option', { name: /Neon Heirs/ })).toBeTruthy();
    expect(options()).toHaveLength(2);
    expect(requests.map((r) => r.path)).toEqual(['/api/search', '/api/search?q=neon&lang=en']);

    fireEvent.input(input, { target: { value: 'xqzvwk' } });
    expect(await screen.findByText('No results found for "xqzvwk"')).toBeTruthy();
    expect(requests.map((r) => r.path)).not.toContain('/api/videos/?lang=en');
  });

  it("opens the server's first result on Enter before the debounce fires", async () => {
    const requests = server(SEARCH.clientIndexMaxTitles + 1);
    const input = renderSearch({ engine: false });
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'neon' } });
    expect(await screen.findByRole('option', { name: /Neon Heirs/ })).toBeTruthy();
    fireEvent.input(input, { target: { value: 'neon nights' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('video neon-nights')).toBeTruthy();
    expect(requests.at(-1)!.path).toBe('/api/search?q=neon+nights&lang=en');
  });

  it('ignores a failed index load silently', async () => {
    stubApi(() => jsonResponse({ detail: 'boom', code: 'INTERNAL' }, 500));
    const input = renderSearch({ engine: false });
    fireEvent.focus(input);
    fireEvent.input(input, { target: { value: 'neon' } });
    expect(await screen.findByText('No results found for "neon"')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
