import { SHELL_TEXTS } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createFuzzyIndex } from '@app/contract/fuzzy-search';
import { searchEngineQueryOptions } from '../api/use-search-engine';
import type { SearchEngine } from '../api/search-engine';
import { SearchField } from './search-field';

const box = () => screen.getByRole('combobox', { name: SHELL_TEXTS.search.label });

describe('SearchField', () => {
  it('becomes the combobox on focus, keeping what was typed and the focus', async () => {
    const queryClient = new QueryClient();
    const engine: SearchEngine = { kind: 'index', index: createFuzzyIndex([]) };
    queryClient.setQueryData(searchEngineQueryOptions().queryKey, engine);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <SearchField />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const first = box();
    // the page's first input has none of the combobox's code: no popup to control yet
    expect(first.getAttribute('aria-controls')).toBeNull();
    first.focus();
    fireEvent.input(first, { target: { value: 'neon' } });
    await waitFor(() => expect(box()).not.toBe(first));
    const combobox = box() as HTMLInputElement;
    expect(combobox.getAttribute('aria-controls')).toBeTruthy();
    expect(combobox.value).toBe('neon');
    expect(document.activeElement).toBe(combobox);
    expect(combobox.selectionStart).toBe(4);
  });
});
