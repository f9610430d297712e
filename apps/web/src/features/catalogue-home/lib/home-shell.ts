// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  HERO_IMAGE_SIZES,
  HOME_SHELL,
} from '../../../../../../packages/contract/src/catalogue/constants.ts';
import { widthSrcSet } from '../../../../../../packages/contract/src/common/constants.ts';
import { headerShellHtml } from '../../../lib/header-classes.ts';
import { HERO_CLASSES } from './hero-classes.ts';

/**
 * The home page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the header's box and the first hero banner's image, with the app's own classes,
 * so the image shows where the app will show it. On a phone on a slow network that image is
 * the page's largest paint, and it no longer waits for the JavaScript. React replaces all of
 * it on its first render. Written to dist/ (HOME_SHELL.file) by the build (build/page-shells.ts);
 * the imports name their .ts files because vite.config.ts loads this module too.
 */
export const homeShellHtml = (): string =>
  [
    headerShellHtml(),
    '<main class="site-main">',
    `<section class="${HERO_CLASSES.section}" aria-hidden="true">`,
    `<div class="${HERO_CLASSES.backdrop}">`,
    // the app's hero (hero-slide.tsx) asks for the same copy: one download, one paint
    `<img src="${HOME_SHELL.imageSlot}" srcset="${widthSrcSet(HOME_SHELL.imageSlot)}" sizes="${HERO_IMAGE_SIZES}" alt="" width="400" height="600" fetchpriority="high" class="${HERO_CLASSES.image}">`,
    `<div class="${HERO_CLASSES.shade}"></div><div class="${HERO_CLASSES.sideShade}"></div>`,
    '</div></section></main>',
  ].join('');
