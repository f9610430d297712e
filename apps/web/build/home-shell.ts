// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, optimize } from '@tailwindcss/node';
import { HOME_SHELL } from '../../../packages/contract/src/catalogue/constants.ts';
import type { Plugin } from 'vite';
import { homeShellHtml } from '../src/features/catalogue-home/lib/home-shell.ts';

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
export const shellCss = async (html: string): Promise<string> => {
  const compiler = await compile(await readFile(STYLES, 'utf8'), {
    base: path.dirname(STYLES),
    onDependency: () => undefined,
  });
  return optimize(compiler.build(classesOf(html).filter(Boolean)), { minify: true }).code;
};

/** The server-rendered first paint of the home page (src/features/catalogue-home/lib/home-shell.ts). */
export const homeShell = (): Plugin => ({
  name: 'reelforge-home-shell',
  apply: 'build',
  async generateBundle() {
    const html = homeShellHtml();
    this.emitFile({ type: 'asset', fileName: HOME_SHELL.file, source: html });
    this.emitFile({ type: 'asset', fileName: HOME_SHELL.cssFile, source: await shellCss(html) });
  },
});
