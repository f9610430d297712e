import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { HOME_SHELL } from '@app/contract';
import type { IndexHtml } from './index-html';

// written by the web build (apps/web/build/home-shell.ts, src/features/catalogue-home/lib/home-shell.ts)
const { file: SHELL_FILE, cssFile: CSS_FILE, imageSlot: IMAGE_SLOT } = HOME_SHELL;

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

type Cached = { index: string; shellMtimeMs: number; page: string[] };

/**
 * index.html with the home page's first paint in #root (the header's box and the first hero
 * banner's image) and the CSS that paint needs inline, so a phone paints its largest image
 * before any stylesheet or script has loaded (the page defers those: start-page-html.ts). The
 * files come from the web build and are read again when it is rebuilt.
 */
export class HomeShell {
  private cached: Cached | undefined;

  constructor(private readonly index: IndexHtml) {}

  /** The page with `heroImage` (a path checked by the caller), or undefined without a build. */
  render(heroImage: string): string | undefined {
    return this.read()?.join(heroImage);
  }

  /** The page split where the image goes (its src and srcset). */
  private read(): Cached['page'] | undefined {
    const html = this.index.read();
    if (html === undefined) return undefined;
    try {
      const shell = path.join(this.index.webDist, SHELL_FILE);
      const shellMtimeMs = statSync(shell).mtimeMs;
      if (this.cached?.index !== html || this.cached.shellMtimeMs !== shellMtimeMs) {
        const fragment = readFileSync(shell, 'utf8');
        const css = readFileSync(path.join(this.index.webDist, CSS_FILE), 'utf8');
        const at = html.indexOf(ROOT);
        if (at < 0 || !fragment.includes(IMAGE_SLOT) || !html.includes(HEAD_END)) return undefined;
        const open = at + ROOT.length - '</div>'.length;
        const page = (html.slice(0, open) + fragment + html.slice(open)).replace(
          HEAD_END,
          `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n${HEAD_END}`,
        );
        this.cached = { index: html, shellMtimeMs, page: page.split(IMAGE_SLOT) };
      }
      return this.cached.page;
    } catch {
      // no shell in this build (a dev build, tests): the plain index.html is served
      return undefined;
    }
  }
}
