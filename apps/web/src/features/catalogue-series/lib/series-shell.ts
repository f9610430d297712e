// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  SERIES_POSTER_SIZES,
  SERIES_SHELL,
} from '../../../../../../packages/contract/src/catalogue/constants.ts';
import { widthSrcSet } from '../../../../../../packages/contract/src/common/constants.ts';
import { headerShellHtml } from '../../../lib/header-classes.ts';
import { SERIES_CLASSES } from './series-classes.ts';

/**
 * The series page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the header's box, the poster over its blurred backdrop and the title, with the
 * page's own classes (series-detail.tsx), so each lands where the app will show it. The backdrop
 * is the page's largest paint on a phone: here it reaches the foot of the screen, so the app's
 * (as tall as the series' facts) is never larger and the paint stays the page's LCP. React
 * replaces all of it on its first render. Written to dist/ (SERIES_SHELL.file) by the build
 * (build/page-shells.ts); the server fills the slots, the title escaped.
 */
export const seriesShellHtml = (): string => {
  const image = SERIES_SHELL.imageSlot;
  // the app's poster and backdrop ask for this same copy: one download, one paint
  const img = (className: string, priority: string) =>
    `<img src="${image}" srcset="${widthSrcSet(image)}" sizes="${SERIES_POSTER_SIZES}" alt="" width="400" height="600"${priority} class="${className}">`;
  return [
    headerShellHtml(),
    '<main class="site-main">',
    `<div class="${SERIES_CLASSES.hero} min-h-svh" aria-hidden="true">`,
    `<div class="${SERIES_CLASSES.backdrop}">`,
    img(SERIES_CLASSES.backdropImage, ' fetchpriority="high"'),
    `<div class="${SERIES_CLASSES.backdropShade}"></div></div>`,
    `<div class="${SERIES_CLASSES.grid}">`,
    img(SERIES_CLASSES.poster, ''),
    // the title at its column's top, where the app's lands once the facts under it fill the
    // poster's height (the app's column starts at its foot only when they are fewer)
    `<div class="${SERIES_CLASSES.heading.replace('justify-end', 'justify-start')}">`,
    `<h1 dir="auto" class="${SERIES_CLASSES.title}">${SERIES_SHELL.titleSlot}</h1></div>`,
    '</div></div></main>',
  ].join('');
};
