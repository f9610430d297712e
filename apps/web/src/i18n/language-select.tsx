import { I18N_TEXTS } from '@app/contract';
import { useId } from 'react';
import { focusRing } from '../components/ui/focus-ring';
import { chooseLocale } from './choose-locale';
import { isMenuLocale, MENU_LOCALES, menuLocaleName } from './menu-locales';
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
          if (isMenuLocale(event.target.value)) void chooseLocale(event.target.value);
        }}
        className={`h-9 rounded-lg bg-white/[0.06] px-2 text-white ring-1 ring-white/10 ${focusRing}`}
      >
        {MENU_LOCALES.map((option) => (
          <option key={option} value={option} lang={option} className="bg-surface">
            {menuLocaleName(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
