// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { AUTHOR_SHELL } from '../../../packages/contract/src/authors/constants.ts';
import {
  HOME_SHELL,
  SERIES_SHELL,
  type PageShellFiles,
} from '../../../packages/contract/src/catalogue/constants.ts';
import {
  RANKINGS_EMPTY_SHELL,
  RANKINGS_SHELL,
} from '../../../packages/contract/src/rankings/constants.ts';
import { REWARDS_SHELL } from '../../../packages/contract/src/wallet/constants.ts';
import { FOR_YOU_SHELL } from '../../../packages/contract/src/feed/constants.ts';
import type { Plugin } from 'vite';
import { authorShellHtml } from '../src/features/authors/lib/author-shell.ts';
import { homeShellHtml } from '../src/features/catalogue-home/lib/home-shell.ts';
import { seriesShellHtml } from '../src/features/catalogue-series/lib/series-shell.ts';
import { rankingsShellHtml } from '../src/features/rankings/lib/rankings-shell.ts';
import { rewardsShellHtml } from '../src/features/wallet/lib/rewards-shell.ts';
import { forYouPaintedClasses, forYouShellHtml } from '../src/features/feed/lib/for-you-shell.ts';

const STYLES = fileURLToPath(new URL('../src/app/styles.css', import.meta.url));

/** Every class the markup names: Tailwind builds exactly these utilities. */
const classesOf = (html: string): string[] => [
  ...new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/))),
];

/**
 * The CSS the shell paints with: the app's stylesheet (theme, base and component layers) with
 * only the shell's utilities, minified. The server inlines it (3–4 KB brotli), so the first paint
 * waits for no stylesheet; the app's full stylesheet loads after it.
 */
export const shellCss = async (
  html: string,
  alsoClasses: readonly string[] = [],
): Promise<string> => {
  const compiler = await compile(await readFile(STYLES, 'utf8'), {
    base: path.dirname(STYLES),
    onDependency: () => undefined,
  });
  const classes = [...classesOf(html), ...alsoClasses.flatMap((names) => names.split(/\s+/))];
  return optimize(compiler.build([...new Set(classes)].filter(Boolean)), { minify: true }).code;
};

/**
 * Each page's server-rendered first paint, the markup it is made of and, where the page paints
 * more into it before its stylesheet has loaded, the classes of that too.
 */
export const SHELLS: [PageShellFiles, () => string, (() => readonly string[])?][] = [
  // src/features/catalogue-home/lib/home-shell.ts
  [HOME_SHELL, homeShellHtml],
  // src/features/catalogue-series/lib/series-shell.ts
  [SERIES_SHELL, seriesShellHtml],
  // src/features/authors/lib/author-shell.ts
  [AUTHOR_SHELL, authorShellHtml],
  // src/features/rankings/lib/rankings-shell.ts: the list's placeholder, or an empty ranking
  [RANKINGS_SHELL, () => rankingsShellHtml('list')],
  [RANKINGS_EMPTY_SHELL, () => rankingsShellHtml('empty')],
  // src/features/wallet/lib/rewards-shell.ts
  [REWARDS_SHELL, rewardsShellHtml],
  // src/features/feed/lib/for-you-shell.ts, and the first item the entry's early request paints
  // into it (src/features/feed/early/paint-first-item.ts)
  [FOR_YOU_SHELL, forYouShellHtml, forYouPaintedClasses],
];

/** Writes each page shell's HTML and its CSS, which the server serves (web-shell/page-shell.ts). */
export const pageShells = (): Plugin => ({
  name: 'reelforge-page-shells',
  apply: 'build',
  async generateBundle() {
    for (const [files, markup, painted] of SHELLS) {
      const html = markup();
      const css = await shellCss(html, painted?.());
      this.emitFile({ type: 'asset', fileName: files.file, source: html });
      this.emitFile({ type: 'asset', fileName: files.cssFile, source: css });
    }
  },
});
