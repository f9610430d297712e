import { SHELL_TEXTS } from '@app/contract';
import { useId, useRef, useState } from 'react';
import type { SearchBox } from './search-box';
import { SearchFrame, searchInputClass } from './search-frame';

const loadSearchBox = () => import('./search-box');

/**
 * The header's search as the page first shows it: the combobox's look with none of its code,
 * which loads on the first hover, touch or focus (the entry's budget,
 * docs/decisions.md#performance-targets). The old input stays, focused and typed into, until
 * the combobox replaces it with what was typed and the focus.
 */
export function SearchField({ className = '' }: { className?: string }) {
  const inputId = useId();
  const typed = useRef<HTMLInputElement>(null);
  // the combobox renders once its code is here: nothing suspends, so this input stays on screen,
  // focused and typed into, while the code arrives; it hands over what it holds at the swap
  const [box, setBox] = useState<{ SearchBox: typeof SearchBox; text: string; focused: boolean }>();
  const activate = () => {
    loadSearchBox().then(
      (m) => {
        const input = typed.current;
        setBox({
          SearchBox: m.SearchBox,
          text: input?.value ?? '',
          focused: input !== null && document.activeElement === input,
        });
      },
      // the input stays: the next focus tries again
      () => undefined,
    );
  };
  if (box) {
    return <box.SearchBox className={className} initialText={box.text} focused={box.focused} />;
  }
  return (
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
}
