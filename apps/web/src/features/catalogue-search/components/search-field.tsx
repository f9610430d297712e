import { SHELL_TEXTS } from '@app/contract';
import { lazy, Suspense, useId, useRef, useState, useTransition } from 'react';
import { SearchFrame, searchInputClass } from './search-frame';

const loadSearchBox = () => import('./search-box');
const SearchBox = lazy(() => loadSearchBox().then((m) => ({ default: m.SearchBox })));

/**
 * The header's search as the page first shows it: the combobox's look with none of its code,
 * which loads on the first hover, touch or focus (the entry's budget,
 * docs/decisions.md#performance-targets). The old input stays, focused and typed into, until
 * the combobox replaces it with what was typed and the focus.
 */
export function SearchField({ className = '' }: { className?: string }) {
  const inputId = useId();
  const typed = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [, startTransition] = useTransition();
  const activate = () => {
    void loadSearchBox();
    // a transition keeps this input on screen while the combobox's code arrives
    startTransition(() => setActive(true));
  };
  const placeholder = (
    <SearchFrame inputId={inputId} className={className}>
      <input
        ref={typed}
        id={inputId}
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={SHELL_TEXTS.search.placeholder}
        aria-autocomplete="list"
        aria-expanded={false}
        onPointerEnter={() => void loadSearchBox()}
        onFocus={activate}
        className={searchInputClass}
      />
    </SearchFrame>
  );
  // one boundary, already showing the input: the transition keeps it there while SearchBox loads
  return (
    <Suspense fallback={placeholder}>
      {active ? (
        <SearchBox
          className={className}
          initialText={() => typed.current?.value ?? ''}
          focused={() => document.activeElement === typed.current}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}
