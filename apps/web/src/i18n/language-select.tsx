import { I18N_TEXTS, isLocale, LOCALE_NAMES, LOCALES } from '@app/contract';
import { useId } from 'react';
import { focusRing } from '../components/ui/focus-ring';
import { chooseLocale } from './choose-locale';
import { useLocale } from './use-locale';

/** /login's language menu: each language in its own name; a choice shows at once and sticks. */
export function LanguageSelect({ className = '' }: { className?: string }) {
  const id = useId();
  const locale = useLocale();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted">
        {I18N_TEXTS.language}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
        className={`h-9 rounded-lg bg-white/[0.06] px-2 text-white ring-1 ring-white/10 ${focusRing}`}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option} className="bg-surface">
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
