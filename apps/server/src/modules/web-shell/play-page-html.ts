import type { IndexHtml } from './index-html';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html for a fresh /play: without its modulepreloads of the app's code, which the page's
 * Link header names instead, after the early start and the stream's first files. In the HTML
 * they took connections and main-thread compile time from the first frame; the app's code is
 * evaluated only after that frame anyway (apps/web/src/main.tsx).
 */
export class PlayPageHtml {
  private cached: { from: string; html: string } | undefined;

  constructor(private readonly index: IndexHtml) {}

  render(): string | undefined {
    const html = this.index.read();
    if (html === undefined) return undefined;
    if (this.cached?.from !== html) {
      this.cached = { from: html, html: html.replace(MODULE_PRELOAD, '') };
    }
    return this.cached.html;
  }
}
