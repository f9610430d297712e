import { PROFILE_TEXTS } from '@app/contract';
import { NavLink } from 'react-router';

type TabPath = (typeof PROFILE_TEXTS.tabs)[number]['to'];

const ICONS: Record<TabPath, string> = {
  '/': 'M4 11.5L12 4l8 7.5V20a1 1 0 0 1-1 1h-4.5v-6h-5v6H5a1 1 0 0 1-1-1z',
  '/foryou':
    'M12 3l1.9 4.6L18.5 9l-4.6 1.9L12 15.5l-1.9-4.6L5.5 9l4.6-1.4zM18 15l.9 2.1L21 18l-2.1.9L18 21l-.9-2.1L15 18l2.1-.9z',
  // a podium
  '/rankings':
    'M9 20V9h6v11M3 20v-7h6m6 4h6v3M3 20h18M12 3.5l.9 1.8 2 .3-1.45 1.4.35 2-1.8-.95-1.8.95.35-2L9.1 5.6l2-.3z',
  '/rewards':
    'M4 10h16v10a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1zm-1-4h18v4H3zm9 0v15M12 6c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1',
  '/login': 'M12 12.5a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 8c1.2-4 4.3-6 8-6s6.8 2 8 6',
};

/** The bottom tab bar of the profile and rewards pages (Home, For You, Rankings, Rewards, Me). */
export function TabBar() {
  return (
    <nav
      aria-label={PROFILE_TEXTS.tabBar}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-white/10 bg-bg/90 pb-[env(safe-area-inset-bottom)] backdrop-blur-md"
    >
      <ul className="mx-auto grid max-w-lg grid-cols-5">
        {PROFILE_TEXTS.tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                // five tabs share a phone's width: a long label wraps (and hyphenates) in its own
                `flex h-16 min-w-0 flex-col items-center justify-center gap-1 rounded-lg px-0.5 text-center text-[11px] leading-tight font-semibold break-words hyphens-auto transition focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-focus ${
                  isActive ? 'text-white' : 'text-white/55 hover:text-white'
                }`
              }
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
                strokeLinecap="round"
              >
                <path d={ICONS[tab.to]} />
              </svg>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
