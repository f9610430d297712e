import { DEFERRED_ASSETS_ID, type DeferredAssets } from '@app/contract';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;
const HEAD_END = '</head>';
// pages differ by the build and the shell's content (the hero image; a series' poster and
// title): a handful at a time, and one page's bytes are a few KB
const MAX_CACHED_PAGES = 64;

/**
 * The HTML of a page that paints something before the app does (/, /video/{id}, /author/{name},
 * /rankings, /rewards and /foryou: their shell, /play: the early start's first frame): without index.html's
 * modulepreloads of the app's code, whose downloads and compiles held that first paint back, nor
 * the stylesheets the page paints without (a page shell brings its own CSS), and with what the
 * entry loads once the paint is up (apps/web/src/main.tsx) listed as JSON (not executed, so the
 * CSP allows it).
 * Kept as a Buffer per page, so its compressed copies are made once.
 */
export class StartPageHtml {
  private readonly pages = new Map<string, Buffer>();

  render(html: string, deferred: DeferredAssets): Buffer | undefined {
    if (!html.includes(HEAD_END)) return undefined;
    const list = JSON.stringify(deferred);
    const key = `${list}\n${html}`;
    let page = this.pages.get(key);
    if (page !== undefined) {
      // the most recently served last: the least recently served goes first
      this.pages.delete(key);
      this.pages.set(key, page);
    } else {
      // the paths are the server's own (checked by the caller); `<` escaped all the same
      const script = `<script type="application/json" id="${DEFERRED_ASSETS_ID}">${list.replace(/</g, '\\u003c')}</script>\n`;
      page = Buffer.from(
        html
          .replace(MODULE_PRELOAD, '')
          .replace(STYLESHEET, (tag, href: string) => (deferred.styles.includes(href) ? '' : tag))
          .replace(HEAD_END, script + HEAD_END),
      );
      // one page out, not all: with a page per series and language, clearing them all would
      // compress every popular page again at once
      if (this.pages.size >= MAX_CACHED_PAGES) this.pages.delete(this.pages.keys().next().value!);
      this.pages.set(key, page);
    }
    return page;
  }
}
