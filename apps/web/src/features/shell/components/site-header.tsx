import { PAGE_ROUTES, SHELL_TEXTS } from '@app/contract';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LazyPremiumBadge } from '../../../shared/access/lazy-premium-badge';
import { LazyNotificationBell } from '../../../shared/notifications/lazy-notification-bell';
import { useAuth } from '../../../lib/auth/session-store';
import { BrandLogo } from '../../../lib/brand-logo';
import { HEADER_CLASSES } from '../../../lib/header-classes';
import { AccountMenu, Avatar } from './account-menu';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = SHELL_TEXTS.header;
// no display class here: the CMS button sets its own (hidden below lg)
const pill = `h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition ${focusRing}`;

/**
 * Mobile: logo, Premium and the avatar menu, the search on a second row.
 * Desktop (lg): Home navigation, search, Premium, CMS (editors only), the
 * subscriber's '✓ Premium Access' badge and an avatar link to /login.
 */
export function SiteHeader({ search }: { search: ReactNode }) {
  const auth = useAuth();
  const username = auth.isAuthenticated ? auth.username : null;
  const isEditor = auth.isAuthenticated && auth.role === 'editor';
  return (
    <header className={HEADER_CLASSES.header}>
      <div className={HEADER_CLASSES.row}>
        <BrandLogo />

        <nav aria-label={TEXTS.mainNavigation} className="hidden lg:block">
          <NavLink
            to={PAGE_ROUTES.home}
            end
            className={({ isActive }) =>
              `rounded-md px-1 py-1 text-sm font-semibold transition-colors ${focusRing} ${
                isActive ? 'text-white' : 'text-muted hover:text-white'
              }`
            }
          >
            {TEXTS.home}
          </NavLink>
        </nav>

        <div className={HEADER_CLASSES.searchSlot}>{search}</div>

        <div className="ms-auto flex items-center gap-2 md:ms-0 md:gap-3">
          <Link
            to={PAGE_ROUTES.subscription}
            className={`${pill} inline-flex bg-gradient-to-r from-amber-300 to-yellow-500 text-black shadow-lg shadow-amber-500/20 hover:brightness-110`}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
              <path d="M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-2 10H5z" />
            </svg>
            {TEXTS.premium}
          </Link>
          {isEditor && (
            <>
              <Link
                to={PAGE_ROUTES.cms}
                className={`${pill} hidden bg-surface-2 text-white ring-1 ring-white/10 hover:bg-white/15 lg:inline-flex`}
              >
                {TEXTS.cms}
              </Link>
              {/* creator figures: the CMS area's way into /cms/analytics */}
              <Link
                to={PAGE_ROUTES.analytics}
                className={`${pill} hidden bg-surface-2 text-white ring-1 ring-white/10 hover:bg-white/15 lg:inline-flex`}
              >
                {TEXTS.analytics}
              </Link>
            </>
          )}
          {/* max-lg:hidden, not `hidden lg:inline-flex`: Tailwind writes .inline-flex (the badge's
              own) after .hidden, which showed the badge on phones once the access answer came,
              and it pushed the row onto two lines there */}
          <LazyPremiumBadge className="max-lg:hidden" />
          <LazyNotificationBell />
          <Link
            to={PAGE_ROUTES.login}
            aria-label={username ? TEXTS.profileOf(username) : TEXTS.profile}
            className={`hidden size-10 place-items-center rounded-full bg-surface-2 text-white ring-1 ring-white/10 transition hover:bg-white/15 lg:grid ${focusRing}`}
          >
            <Avatar username={username} />
          </Link>
          <AccountMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
