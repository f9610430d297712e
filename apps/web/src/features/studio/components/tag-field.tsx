import { CMS_PAGE_TEXTS, GENRE_SUGGESTIONS } from '@app/contract';
import { useId, useState } from 'react';
import { addTag } from '../lib/series-form';
import { RemoveIcon } from './remove-icon';
import { smallButton } from '../../../components/ui/button';
import { fieldLabel, textInput } from '../../../components/ui/form-field';

const TEXTS = CMS_PAGE_TEXTS;

/**
 * Tags, added with Enter or Add; blanks and repeats are ignored. The genre suggestions not yet
 * chosen are one click away (docs/product/studio.md#series-form).
 */
export function TagField({
  tags,
  onChange,
}: {
  tags: readonly string[];
  onChange: (tags: readonly string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = (raw: string) => {
    onChange(addTag(tags, raw));
    setDraft('');
  };
  const chosen = new Set(tags.map((tag) => tag.toLowerCase()));
  const suggestions = GENRE_SUGGESTIONS.filter((tag) => !chosen.has(tag.toLowerCase()));

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className={fieldLabel}>
        {TEXTS.tags}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          value={draft}
          maxLength={60}
          placeholder={TEXTS.tagPlaceholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // the form has no submit: Enter adds the tag
            if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
            event.preventDefault();
            add(draft);
          }}
          className={textInput}
        />
        <button type="button" onClick={() => add(draft)} className={`${smallButton} h-11 px-4`}>
          {TEXTS.addTag}
        </button>
      </div>
      {tags.length > 0 && (
        <ul aria-label={TEXTS.tags} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full bg-accent/20 py-0.5 pe-1 ps-3 text-sm text-white ring-1 ring-accent/40"
            >
              {tag}
              <button
                type="button"
                aria-label={TEXTS.removeTag(tag)}
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                className="grid size-6 place-items-center rounded-full text-white/70 hover:bg-white/10 hover:text-white"
              >
                <RemoveIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-xs text-muted">{TEXTS.tagSuggestions}</p>
          <ul aria-label={TEXTS.tagSuggestions} className="flex flex-wrap gap-1.5">
            {suggestions.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => onChange(addTag(tags, tag))}
                  className="rounded-full bg-white/[0.05] px-2.5 py-1 text-xs text-white/80 ring-1 ring-white/10 transition hover:bg-white/15 hover:text-white"
                >
                  + {tag}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
