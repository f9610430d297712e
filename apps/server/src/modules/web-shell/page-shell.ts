import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PageShellFiles } from '@app/contract';
import type { IndexHtml } from './index-html';

const ROOT = '<div id="root"></div>';
const HEAD_END = '</head>';

/**
 * What the server fills a shell's slots with: the image's path (checked by the caller), a title,
 * the other texts by their slot's name. A slot left without a value is left empty.
 */
export type ShellContent = {
  image?: string;
  title?: string;
  texts?: Readonly<Record<string, string>>;
};

type Cached = { index: string; shellMtimeMs: number; parts: string[] };

// the slots' values go into text and attributes (src, srcset): quotes escaped too
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html with a page's first paint in #root (the home page: the header's box and the first
 * hero banner's image; the series page: the header's box, the poster and the title; the author
 * page: the profile's top and first poster; the rankings page: its heading, tabs and list or
 * empty message) and the CSS that paint needs inline, so a phone paints its largest element
 * before any stylesheet or script has loaded (the page defers those: start-page-html.ts). The
 * files come from the web build (`files`, written by apps/web/build/page-shells.ts) and are read
 * again when it is rebuilt.
 */
export class PageShell {
  private cached: Cached | undefined;

  constructor(
    private readonly index: IndexHtml,
    private readonly files: PageShellFiles,
  ) {}

  /** The page with `content` in its slots, each escaped; undefined without a build. */
  render(content: ShellContent): string | undefined {
    const parts = this.read();
    if (parts === undefined) return undefined;
    const { imageSlot, titleSlot, textSlots = {} } = this.files;
    const values = new Map<string | undefined, string | undefined>([
      [imageSlot, content.image],
      [titleSlot, content.title],
      ...Object.entries(textSlots).map(([name, slot]) => [slot, content.texts?.[name]] as const),
    ]);
    // one pass over the page's parts: a text that names a slot stays text
    return parts
      .map((part, i) => (i % 2 === 0 ? part : escapeHtml(values.get(part) ?? '')))
      .join('');
  }

  /** Every slot the files name, each a marker in the shell. */
  private slots(): string[] {
    const { imageSlot, titleSlot, textSlots = {} } = this.files;
    return [imageSlot, titleSlot, ...Object.values(textSlots)].filter(
      (slot): slot is string => slot !== undefined,
    );
  }

  /** The page split at its slots: text at even indexes, a slot's name at odd ones. */
  private read(): string[] | undefined {
    const html = this.index.read();
    if (html === undefined) return undefined;
    try {
      const shell = path.join(this.index.webDist, this.files.file);
      const shellMtimeMs = statSync(shell).mtimeMs;
      if (this.cached?.index !== html || this.cached.shellMtimeMs !== shellMtimeMs) {
        const fragment = readFileSync(shell, 'utf8');
        const css = readFileSync(path.join(this.index.webDist, this.files.cssFile), 'utf8');
        const at = html.indexOf(ROOT);
        const slots = this.slots();
        // a shell from another build than the server's: its slots would show as they are
        if (at < 0 || !slots.every((slot) => fragment.includes(slot)) || !html.includes(HEAD_END)) {
          return undefined;
        }
        const open = at + ROOT.length - '</div>'.length;
        const page = (html.slice(0, open) + fragment + html.slice(open)).replace(
          HEAD_END,
          `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>\n${HEAD_END}`,
        );
        const parts =
          slots.length === 0
            ? [page]
            : page.split(new RegExp(`(${slots.map(escapeRegExp).join('|')})`));
        this.cached = { index: html, shellMtimeMs, parts };
      }
      return this.cached.parts;
    } catch {
      // no shell in this build (a dev build, tests): the plain index.html is served
      return undefined;
    }
  }
}
