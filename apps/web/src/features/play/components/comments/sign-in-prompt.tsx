import { COMMENT_PAGE_TEXTS } from '@app/contract';
import { Link, useLocation } from 'react-router';
import { signInPath } from '../../../../shared/auth/next-path';
import { focusRing } from '../../../../components/ui/focus-ring';

/** Guests read comments; writing one starts with signing in, then comes back here. */
export function SignInPrompt() {
  const { pathname, search, hash } = useLocation();
  return (
    <p className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-white/10 bg-[var(--surface)] px-4 py-3 text-sm text-[var(--muted)]">
      {COMMENT_PAGE_TEXTS.signInPrompt}
      <Link
        to={signInPath(`${pathname}${search}${hash}`)}
        className={`rounded-full bg-white px-4 py-1.5 font-semibold text-black hover:bg-white/90 ${focusRing}`}
      >
        {COMMENT_PAGE_TEXTS.signIn}
      </Link>
    </p>
  );
}
