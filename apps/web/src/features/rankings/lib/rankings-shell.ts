// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  RANKING_KINDS,
  RANKINGS_EMPTY_SHELL,
} from '../../../../../../packages/contract/src/rankings/constants.ts';
import { headerShellHtml } from '../../../lib/header-classes.ts';
import { PLACEHOLDER_ROWS, RANKINGS_CLASSES as C } from './rankings-classes.ts';

/**
 * The rankings page's first paint, as static HTML for the server to put in #root before the app
 * has loaded: the header's box, the heading, the tabs (the chosen one by its aria-selected) and
 * the chosen ranking's description, then the list's placeholder (`list`, as tall as the rows
 * that replace it) or an empty ranking's message (`empty`, which the server paints when the
 * ranking it holds is empty), with the page's own classes. React replaces all of it on its first
 * render. Written to dist/ (RANKINGS_SHELL.file, RANKINGS_EMPTY_SHELL.file) by the build
 * (build/page-shells.ts); the server fills the slots, escaped.
 */
export const rankingsShellHtml = (panel: 'list' | 'empty'): string => {
  const slot = RANKINGS_EMPTY_SHELL.textSlots;
  return [
    headerShellHtml(),
    '<main class="site-main">',
    `<div class="${C.page}" aria-hidden="true">`,
    `<h1 class="${C.title}">${slot.title}</h1>`,
    `<div role="tablist" class="${C.tabs}">`,
    ...RANKING_KINDS.map(
      (kind) =>
        `<span role="tab" aria-selected="${slot[`${kind}Selected`]}" class="${C.tab}">${slot[kind]}</span>`,
    ),
    '</div>',
    `<div><p class="${C.description}">${slot.description}</p>`,
    panel === 'empty'
      ? `<p class="${C.empty}">${slot.empty}</p>`
      : `<div class="${C.placeholder}">` +
        `<div class="${C.placeholderRow}"></div>`.repeat(PLACEHOLDER_ROWS) +
        '</div>',
    '</div></div></main>',
  ].join('');
};
