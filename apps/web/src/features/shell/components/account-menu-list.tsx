import { I18N_TEXTS, NOTIFICATION_TEXTS, PAGE_ROUTES, SHELL_TEXTS } from '@app/contract';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { Link } from 'react-router';
import { chooseLocale } from '../../../i18n/choose-locale';
import { MENU_LOCALES, menuLocaleName } from '../../../i18n/menu-locales';
import { useLocale } from '../../../i18n/use-locale';
import { signOut } from '../../../shared/auth/sign-out';

const TEXTS = SHELL_TEXTS.header;
// read when rendered: the labels follow the active locale
// a signed-in viewer's inbox too: on a phone the header has no room for its bell
const items = (signedIn: boolean) => [
  { to: PAGE_ROUTES.subscription, label: TEXTS.premium },
  ...(signedIn ? [{ to: PAGE_ROUTES.notifications, label: NOTIFICATION_TEXTS.title }] : []),
  { to: PAGE_ROUTES.login, label: TEXTS.profile },
];
const itemClass =
  'block w-full px-4 py-2.5 text-start text-sm font-medium text-white hover:bg-surface-2 focus:bg-surface-2 focus:outline-none';

type AccountMenuListProps = {
  id: string;
  username: string | null;
  /** The menu and its button: a pointer down outside it closes the menu. */
  containerRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/**
 * The open account menu: Premium and Profile, the languages (one checked), and Sign out once
 * signed in. Its own chunk, loaded
 * on the first open: every page's first JavaScript carries only the button. Arrow keys move
 * between items, Escape closes and returns focus (WAI-ARIA APG "menu button").
 */
export function AccountMenuList({
  id,
  username,
  containerRef,
  buttonRef,
  onClose,
}: AccountMenuListProps) {
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const locale = useLocale();
  const links = items(username !== null);

  useEffect(() => {
    itemRefs.current[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [containerRef, onClose]);

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
        onClose();
        buttonRef.current?.focus();
        break;
      case 'Tab':
        onClose();
        break;
    }
  };

  return (
    <ul
      id={`${id}-menu`}
      role="menu"
      aria-labelledby={`${id}-button`}
      onKeyDown={onMenuKeyDown}
      className="absolute top-full end-0 z-30 mt-2 min-w-44 overflow-hidden rounded-xl border border-white/10 bg-surface py-1 shadow-2xl shadow-black/60"
    >
      {links.map((item, index) => (
        <li key={item.to} role="none">
          <Link
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            to={item.to}
            role="menuitem"
            tabIndex={-1}
            onClick={onClose}
            className={itemClass}
          >
            {item.label}
          </Link>
        </li>
      ))}
      <li role="none" className="border-t border-white/10 pt-1">
        <ul role="group" aria-label={I18N_TEXTS.language}>
          {MENU_LOCALES.map((option, index) => (
            <li key={option} role="none">
              <button
                ref={(element) => {
                  itemRefs.current[links.length + index] = element;
                }}
                type="button"
                role="menuitemradio"
                aria-checked={option === locale}
                lang={option}
                tabIndex={-1}
                onClick={() => {
                  onClose();
                  buttonRef.current?.focus();
                  void chooseLocale(option);
                }}
                className={`${itemClass} flex items-center justify-between gap-3`}
              >
                {menuLocaleName(option)}
                {option === locale && <span aria-hidden="true">✓</span>}
              </button>
            </li>
          ))}
        </ul>
      </li>
      {username && (
        <li role="none" className="border-t border-white/10">
          <button
            ref={(element) => {
              itemRefs.current[links.length + MENU_LOCALES.length] = element;
            }}
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={() => {
              onClose();
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
  );
}
