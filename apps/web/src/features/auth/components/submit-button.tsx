import type { ReactNode } from 'react';
import { primaryButton } from './form-styles';

/** The form's main action; busy while its call is in flight (no double submit). */
export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} aria-busy={pending} className={primaryButton}>
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {children}
    </button>
  );
}
