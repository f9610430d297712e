// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  AUTHOR_POSTER_SIZES,
  AUTHOR_SHELL,
} from '../../../../../../packages/contract/src/authors/constants.ts';
import { widthSrcSet } from '../../../../../../packages/contract/src/common/constants.ts';
import { headerShellHtml } from '../../../lib/header-classes.ts';
import { AUTHOR_CLASSES as C } from './author-classes.ts';

/**
 * The author page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the header's box, the banner, avatar and name, the About text and the grid's first
 * poster, the page's largest image on a phone, with the page's own classes (author-view.tsx), so
 * each lands where the app will show it. The follow count's line and the buttons' row are empty
 * boxes of their height. React replaces all of it on its first render. Written to dist/
 * (AUTHOR_SHELL.file) by the build (build/page-shells.ts); the server fills the slots, escaped.
 */
export const authorShellHtml = (): string => {
  const { imageSlot, titleSlot, textSlots: slot } = AUTHOR_SHELL;
  return [
    headerShellHtml(),
    '<main class="site-main">',
    `<article class="${C.page}" aria-hidden="true">`,
    '<header class="grid">',
    `<div class="${C.banner}" style="background:${slot.banner}"></div>`,
    `<div class="${C.identityRow}"><div class="${C.identity}">`,
    `<img src="${slot.avatar}" alt="" width="128" height="128" class="${C.avatar}">`,
    `<div class="${C.nameBlock}"><h1 dir="auto" class="${C.name}">${titleSlot}</h1>`,
    `<p class="${C.followers}"></p></div></div>`,
    // the Follow and Message buttons' row (h-10 each)
    `<div class="${C.actions}"><div class="h-10"></div></div>`,
    '</div></header>',
    `<section class="${C.about}"><h2 class="${C.sectionHeading}">${slot.about}</h2>`,
    `<p dir="auto" class="${C.description}">${slot.description}</p></section>`,
    `<section><div class="${C.seriesHeadingRow}">`,
    `<h2 class="${C.sectionHeading}">${slot.seriesHeading}</h2>`,
    `<span class="${C.seriesCount}">${slot.seriesCount}</span></div>`,
    `<ul class="${C.grid}"><li><div class="${C.card}"><span class="${C.posterFrame}">`,
    // the app's card (author-series-grid.tsx) asks for the same copy: one download, one paint
    `<img src="${imageSlot}" srcset="${widthSrcSet(imageSlot)}" sizes="${AUTHOR_POSTER_SIZES}" alt="" width="200" height="300" fetchpriority="high" class="${C.poster}">`,
    '</span></div></li></ul></section>',
    '</article></main>',
  ].join('');
};
