import { SHELL_TEXTS } from '@app/contract';
import type { ReactNode } from 'react';
import { focusRing } from '../../../components/ui/focus-ring';

/** The search input's look, the same before and after the combobox's code has loaded. */
export const searchInputClass = `h-10 w-full rounded-full border border-white/10 bg-surface-2/80 pe-4 ps-9 text-sm text-white placeholder:text-muted transition-colors hover:border-white/20 focus:border-focus focus:bg-surface-2 focus:outline-none ${focusRing}`;

/** The header search's landmark, label and magnifier around its input (and popup). */
export function SearchFrame({
  inputId,
  className,
  children,
}: {
  inputId: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="search" className={`relative ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {SHELL_TEXTS.search.label}
      </label>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted"
      >
        <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </div>
  );
}
