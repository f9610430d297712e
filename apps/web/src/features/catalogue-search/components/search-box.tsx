import { pagePaths, SEARCH, SHELL_TEXTS, type SeriesSearchRecord } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { searchQueryOptions, useSearchEngine, useSearchResults } from '../api/use-search-engine';
import { loadSearchOptions } from './load-search-options';
import { SearchFrame, searchInputClass } from './search-frame';

const TEXTS = SHELL_TEXTS.search;
// the options render only with results, which need the lazily loaded index anyway
const SearchOptions = lazy(() => loadSearchOptions().then((m) => ({ default: m.SearchOptions })));

type SearchBoxProps = {
  className?: string;
  /** What was typed before this loaded (search-field.tsx). */
  initialText?: string;
  /** Whether the input it replaces had the focus, which this one then takes. */
  focused?: boolean;
};

/**
 * The header's search: an ARIA 1.2 combobox with a listbox popup (WAI-ARIA APG "list
 * autocomplete"). The index loads on first focus or keystroke, not with the page.
 */
export function SearchBox({ className = '', initialText, focused }: SearchBoxProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;

  const [takeFocus] = useState(focused ?? false);
  const [activated, setActivated] = useState(takeFocus);
  const { engine, failed } = useSearchEngine(activated);
  const [text, setText] = useState(initialText ?? '');
  const input = useRef<HTMLInputElement>(null);

  // in the commit that swaps the inputs: no keystroke falls between them
  useLayoutEffect(() => {
    const element = input.current;
    if (!takeFocus || !element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, [takeFocus]);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // 200 ms debounce; a blank query is handled at once in onChange
  useEffect(() => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const timer = setTimeout(() => {
      setQuery(trimmed);
      setOpen(true);
      setActive(-1);
    }, SEARCH.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  // the server's answer to the last query stays up while the next one is on its way
  const { results, settled } = useSearchResults(engine, query);
  // a failed index load is silent: the box then simply finds nothing
  const ready = (engine !== undefined && settled) || failed;
  const showList = open && query !== '' && results.length > 0;
  const showPopup = showList || (open && query !== '' && ready);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const go = (record: SeriesSearchRecord) => {
    setText('');
    setQuery('');
    close();
    void navigate(pagePaths.video(record.id));
  };

  const onChange = (value: string) => {
    setActivated(true);
    setText(value);
    if (!value.trim()) {
      setQuery('');
      close();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!query || results.length === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!open) setOpen(true);
        setActive((current) => {
          if (current < 0) return step > 0 ? 0 : results.length - 1;
          return (current + step + results.length) % results.length;
        });
        return;
      }
      case 'Enter': {
        const trimmed = text.trim();
        if (!trimmed) return;
        event.preventDefault();
        // Enter before the debounce fires searches what is typed now, not the last query
        if (trimmed === query && settled) {
          const chosen = open && active >= 0 ? results[active] : results[0];
          if (chosen) go(chosen);
        } else if (engine?.kind === 'index') {
          const first = engine.index.search(trimmed, 1)[0];
          if (first) go(first.item);
        } else if (engine) {
          void queryClient
            .fetchQuery(searchQueryOptions(engine, trimmed))
            .then((found) => found[0] && go(found[0]))
            .catch(() => undefined);
        }
        return;
      }
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          close();
        }
        return;
    }
  };

  return (
    <SearchFrame inputId={inputId} className={className}>
      <input
        ref={input}
        id={inputId}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={TEXTS.placeholder}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={
          showList && active >= 0 ? `${listboxId}-option-${active}` : undefined
        }
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => {
          setActivated(true);
          if (query) setOpen(true);
        }}
        onBlur={close}
        className={searchInputClass}
      />
      <div
        // clicks inside the popup must not blur the input (which closes the popup)
        onMouseDown={(event) => event.preventDefault()}
        hidden={!showPopup}
        className="absolute inset-x-0 top-full z-30 mt-2 overflow-hidden rounded-xl border border-white/10 bg-surface shadow-2xl shadow-black/60 md:min-w-[22rem]"
      >
        <ul id={listboxId} role="listbox" aria-label={TEXTS.results} hidden={!showList}>
          {showList && (
            <Suspense>
              <SearchOptions
                results={results}
                listboxId={listboxId}
                active={active}
                onChoose={go}
                onHover={setActive}
              />
            </Suspense>
          )}
        </ul>
        {showPopup && !showList && (
          <p role="status" className="px-4 py-3 text-sm text-muted">
            {TEXTS.noResults(query)}
          </p>
        )}
      </div>
      <p role="status" className="sr-only">
        {showList ? TEXTS.resultCount(results.length) : ''}
      </p>
    </SearchFrame>
  );
}
