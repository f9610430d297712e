// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import { FOR_YOU_SHELL } from '../../../../../../packages/contract/src/feed/constants.ts';
import { STILL_UNDER_VIDEO_CLASSES } from '../../../lib/player/lib/first-frame.ts';
import { EARLY_AD_CLASSES } from '../../../shared/ads/early-ad-classes.ts';
import { BACK_ICON_PATH, FEED_CLASSES as C } from './feed-classes.ts';

const SLOT = FOR_YOU_SHELL.textSlots;

/**
 * The For You page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the feed's screen with its top bar (the back button's circle and arrow, the title,
 * the sound toggle's place) and the loading message, as ForYouPage shows them while its first
 * page comes (feed-shell.tsx), with the page's own classes (feed-classes.ts). Nothing in it
 * depends on the viewer: their first item does (their history), so the server paints none; the
 * entry's early request paints it in place of the message (early/paint-first-item.ts). React
 * replaces all of it on its first render. Written to dist/ (FOR_YOU_SHELL.file) by the build
 * (build/page-shells.ts); the server fills the slots, escaped.
 */
export const forYouShellHtml = (): string =>
  [
    '<main>',
    `<div class="${C.screen}" aria-hidden="true">`,
    `<div class="${C.message}"><p class="${C.messageTitle}">${SLOT.loading}</p></div>`,
    `<header class="${C.bar}">`,
    `<span class="${C.roundButton}">`,
    `<svg viewBox="0 0 24 24" width="24" height="24" fill="currentColor" class="${C.backIcon}">`,
    `<path d="${BACK_ICON_PATH}"></path></svg></span>`,
    `<h1 class="${C.title}">${SLOT.title}</h1>`,
    `<span class="${C.soundPlaceholder}"></span>`,
    '</header></div></main>',
  ].join('');

/**
 * The classes of what the entry paints into this shell before the app's stylesheet has loaded
 * (early/paint-first-item.ts: the feed's first item; early-feed.ts: a guest's opening ad and its
 * still): its inline CSS has their rules too.
 */
export const forYouPaintedClasses = (): readonly string[] => [
  ...Object.values(C),
  ...Object.values(EARLY_AD_CLASSES),
  STILL_UNDER_VIDEO_CLASSES,
];
