import { CMS_PAGE_TEXTS, PAGE_ROUTES, PRODUCT_NAME } from '@app/contract';
import { Link, NavLink } from 'react-router';
import { WaitlistExportButton } from './waitlist-export-button';

const TEXTS = CMS_PAGE_TEXTS;

/** The studio's pages, their labels read at render (a module-level copy would keep its language). */
const links = () =>
  [
    { to: PAGE_ROUTES.cms, label: TEXTS.navUpload },
    { to: PAGE_ROUTES.studioSeries, label: TEXTS.navSeries },
    { to: PAGE_ROUTES.studioModeration, label: TEXTS.navModeration },
    { to: PAGE_ROUTES.analytics, label: TEXTS.navAnalytics },
    { to: PAGE_ROUTES.debug, label: TEXTS.navDebug },
    { to: PAGE_ROUTES.posterTest, label: TEXTS.navPosterTest },
  ] as const;

/**
 * The studio's own bar above each of its pages (they show no site header): the way back to the
 * site and the studio's pages.
 */
export function StudioHeader() {
  return (
    <header className="border-b border-white/10 bg-surface/80 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
        <Link
          to={PAGE_ROUTES.home}
          className="flex items-center gap-2 text-sm font-semibold text-white/80 hover:text-white"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 rtl:-scale-x-100">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {TEXTS.backToSite}
        </Link>
        <p className="text-sm font-black tracking-wide">
          {PRODUCT_NAME} <span className="font-semibold text-accent-ink">{TEXTS.studioNav}</span>
        </p>
        <nav aria-label={TEXTS.studioNav} className="-mx-1 flex gap-1 overflow-x-auto">
          {links().map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              end
              className={({ isActive }) =>
                `rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition ${
                  isActive ? 'bg-white/10 text-white' : 'text-white/65 hover:text-white'
                }`
              }
            >
              {link.label}
            </NavLink>
          ))}
        </nav>
        <WaitlistExportButton />
      </div>
    </header>
  );
}
