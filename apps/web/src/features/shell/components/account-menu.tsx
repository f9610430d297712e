import { PAGE_ROUTES, SHELL_TEXTS } from '@app/contract';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/session-store';
import { signOut } from '../../../lib/auth/sign-out';

const TEXTS = SHELL_TEXTS.header;
const ITEMS = [
  { to: PAGE_ROUTES.subscription, label: TEXTS.premium },
  { to: PAGE_ROUTES.login, label: TEXTS.profile },
] as const;
const itemClass =
  'block w-full px-4 py-2.5 text-left text-sm font-medium text-white hover:bg-surface-2 focus:bg-surface-2 focus:outline-none';

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
 * Mobile avatar: a menu button (WAI-ARIA APG "menu button") with Premium and Profile, and
 * Sign out once signed in. Arrow keys move between items, Escape closes and returns focus.
 */
export function AccountMenu({ className = '' }: { className?: string }) {
  const id = useId();
  const auth = useAuth();
  const username = auth.isAuthenticated ? auth.username : null;
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);

  // navigating anywhere closes the menu
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const items = itemRefs.current.filter((item): item is HTMLElement => item !== null);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focus(at + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focus(at - 1);
        break;
      case 'Home':
        event.preventDefault();
        focus(0);
        break;
      case 'End':
        event.preventDefault();
        focus(items.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

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
        className="grid size-10 place-items-center rounded-full bg-surface-2 text-white ring-1 ring-white/10 transition hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        <Avatar username={username} />
      </button>
      <ul
        id={`${id}-menu`}
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
        className="absolute top-full right-0 z-30 mt-2 min-w-44 overflow-hidden rounded-xl border border-white/10 bg-surface py-1 shadow-2xl shadow-black/60"
      >
        {ITEMS.map((item, index) => (
          <li key={item.to} role="none">
            <Link
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              to={item.to}
              role="menuitem"
              tabIndex={-1}
              onClick={() => setOpen(false)}
              className={itemClass}
            >
              {item.label}
            </Link>
          </li>
        ))}
        {username && (
          <li role="none" className="border-t border-white/10">
            <button
              ref={(element) => {
                itemRefs.current[ITEMS.length] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                buttonRef.current?.focus();
                void signOut();
              }}
              className={itemClass}
            >
              {TEXTS.signOut}
            </button>
          </li>
        )}
      </ul>
    </div>
  );
}
