import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/g;

/**
 * index.html for a fresh /play: without its modulepreloads of the app's code, which the page's
 * Link header names instead, after the early start and the stream's first files. In the HTML
 * they took connections and main-thread compile time from the first frame; the app's code is
 * evaluated only after that frame anyway (apps/web/src/main.tsx).
 */
export class PlayPageHtml {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(private readonly webDist: string) {}

  render(): string | undefined {
    try {
      const file = path.join(this.webDist, 'index.html');
      const { mtimeMs } = statSync(file);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, html: readFileSync(file, 'utf8').replace(MODULE_PRELOAD, '') };
      }
      return this.cached.html;
    } catch {
      return undefined;
    }
  }
}
