import { SHELL_TEXTS } from '@app/contract';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/session-store';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = SHELL_TEXTS.header;
const loadMenuList = () => import('./account-menu-list');
const AccountMenuList = lazy(() => loadMenuList().then((m) => ({ default: m.AccountMenuList })));

/** The avatar's face: the user's initial once signed in, a silhouette for a guest. */
export function Avatar({ username }: { username: string | null }) {
  if (username) {
    return (
      <span aria-hidden="true" className="text-base font-bold uppercase">
        {Array.from(username)[0]}
      </span>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <circle cx="12" cy="8.5" r="4" fill="currentColor" />
      <path d="M4 20.5c1.2-4 4.3-6 8-6s6.8 2 8 6" fill="currentColor" />
    </svg>
  );
}

/**
 * Mobile avatar: a menu button (WAI-ARIA APG "menu button") whose menu (account-menu-list.tsx)
 * loads on the first hover, focus or open.
 */
export function AccountMenu({ className = '' }: { className?: string }) {
  const id = useId();
  const auth = useAuth();
  const username = auth.isAuthenticated ? auth.username : null;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  const close = useCallback(() => setOpen(false), []);

  // navigating anywhere closes the menu
  if (open && openedAt !== pathname) setOpen(false);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };
  const preload = () => void loadMenuList().catch(() => undefined);

  return (
    <div ref={containerRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-label={username ? TEXTS.accountMenuOf(username) : TEXTS.accountMenu}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
        className={`grid size-10 place-items-center rounded-full bg-surface-2 text-white ring-1 ring-white/10 transition hover:bg-white/15 ${focusRing}`}
      >
        <Avatar username={username} />
      </button>
      {open && (
        <Suspense>
          <AccountMenuList
            id={id}
            username={username}
            containerRef={containerRef}
            buttonRef={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
