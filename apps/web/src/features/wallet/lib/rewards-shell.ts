// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  CHECK_IN_SCHEDULE,
  COIN_PACKS,
  REWARDS_SHELL,
} from '../../../../../../packages/contract/src/wallet/constants.ts';
import { headerShellHtml } from '../../../lib/header-classes.ts';
import { REWARDS_CLASSES as C } from './rewards-classes.ts';

const SLOT = REWARDS_SHELL.textSlots;

// CoinIcon's drawing (shared/wallet/episode-economy.tsx)
const COIN =
  `<svg aria-hidden="true" viewBox="0 0 24 24" class="${C.coin}">` +
  '<circle cx="12" cy="12" r="9" fill="#f5b700"></circle>' +
  '<circle cx="12" cy="12" r="6" fill="none" stroke="#8a5a00" stroke-width="1.5"></circle></svg>';

const day = (coins: number, index: number) =>
  `<li class="${C.day} ${C.dayAhead}"><span class="${C.dayLabel}">${SLOT[`day${(index + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7}`]}</span>` +
  `<span class="${C.dayCoins}">+${coins}</span></li>`;

const pack = (_: unknown, index: number) =>
  `<li><span class="${C.pack}"><span class="${C.packLabel}">${COIN}${SLOT[`pack${(index + 1) as 1 | 2 | 3}`]}</span>` +
  '<span aria-hidden="true">›</span></span></li>';

/**
 * The rewards page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the header's box, the heading, and the page's sections as they stand while the
 * rewards answer comes (WalletPage for a signed-in viewer: the check-in card's placeholder with
 * the schedule, the expiry section with one batch's line, the coin packs), with the page's own
 * classes (rewards-classes.ts), so each lands where the app will show it. Nothing in it depends
 * on the viewer. React replaces all of it on its first render. Written to dist/
 * (REWARDS_SHELL.file) by the build (build/page-shells.ts); the server fills the slots, escaped.
 */
export const rewardsShellHtml = (): string =>
  [
    headerShellHtml(),
    '<main class="site-main">',
    `<div class="${C.page}" aria-hidden="true">`,
    `<div class="${C.top}"><h1 class="${C.title}">${SLOT.title}</h1></div>`,
    `<section class="${C.checkIn}"><div class="${C.checkInHeadingRow}">`,
    `<h2 class="${C.sectionHeading}">${SLOT.checkIn}</h2>`,
    `<p class="${C.streakPlaceholder}">${SLOT.streak}</p></div>`,
    `<ol class="${C.schedule}">${CHECK_IN_SCHEDULE.map(day).join('')}</ol>`,
    `<div class="${C.buttonPlaceholder}"></div>`,
    `<p class="${C.status}"></p></section>`,
    `<section class="${C.expiry}"><h2 class="${C.sectionHeading}">${SLOT.expiringSoon}</h2>`,
    `<div class="${C.expiryPlaceholder}"></div>`,
    `<p class="${C.expiryNote}">${SLOT.expiryNote}</p></section>`,
    `<section class="${C.packs}"><h2 class="${C.sectionHeading}">${SLOT.coinPacks}</h2>`,
    `<ul class="${C.packList}">${COIN_PACKS.map(pack).join('')}</ul>`,
    `<p class="${C.packsNote}">${SLOT.neverExpire}</p></section>`,
    '</div></main>',
  ].join('');
