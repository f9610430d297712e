import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The web build's index.html, read once and again only when the build changes it, for the
 * pages that send it rewritten (page-shell.ts, start-page-html.ts). Undefined without a build.
 */
export class IndexHtml {
  private cached: { mtimeMs: number; html: string } | undefined;

  constructor(readonly webDist: string) {}

  read(): string | undefined {
    try {
      const file = path.join(this.webDist, 'index.html');
      const { mtimeMs } = statSync(file);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, html: readFileSync(file, 'utf8') };
      }
      return this.cached.html;
    } catch {
      return undefined;
    }
  }
}
