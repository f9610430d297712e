import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** apps/web/src/main.tsx imports the app from here, after the early start of /play. */
const APP_BOOT = 'src/app/boot.tsx';

/**
 * Vite's build manifest (apps/web/dist/.vite/manifest.json): which hashed files a source module
 * needs. Re-read when the file changes, so a rebuilt web app is hinted without a restart.
 */
export class WebManifest {
  private cached: { mtimeMs: number; manifest: Manifest } | undefined;

  constructor(private readonly webDist: string) {}

  /**
   * The JS files (as /assets/… paths) of these modules and their imports, minus the entry's
   * (the HTML preloads those) unless `withEntry`.
   */
  chunksFor(sources: readonly string[], { withEntry = false } = {}): string[] {
    const manifest = this.read();
    if (!manifest) return [];
    const entryGraph = new Set<string>();
    // the app's entry (index.html names it); the early start of /play is an entry too
    const entry = Object.entries(manifest).find(
      ([, chunk]) => chunk.isEntry && chunk.src === 'index.html',
    );
    if (entry) this.collect(manifest, entry[0], entryGraph);
    // the app itself: lazily imported by the entry, but preloaded by index.html like it
    this.collect(manifest, APP_BOOT, entryGraph);
    const wanted = new Set<string>();
    for (const source of sources) this.collect(manifest, source, wanted);
    return [...wanted]
      .filter((key) => withEntry || !entryGraph.has(key))
      .map((key) => `/${manifest[key]!.file}`)
      .filter((file) => file.endsWith('.js'));
  }

  /** The app's own code (src/app/boot.tsx and its imports), as index.html preloads it. */
  appModules(): string[] {
    const manifest = this.read();
    if (!manifest) return [];
    const graph = new Set<string>();
    this.collect(manifest, APP_BOOT, graph);
    return [...graph].map((key) => `/${manifest[key]!.file}`).filter((f) => f.endsWith('.js'));
  }

  /** The app's stylesheets (index.html's): render-blocking, and holding the entry script back. */
  entryStyles(): string[] {
    const manifest = this.read();
    const entry =
      manifest && Object.values(manifest).find((c) => c.isEntry && c.src === 'index.html');
    return (entry?.css ?? []).map((file) => `/${file}`);
  }

  private collect(manifest: Manifest, key: string, into: Set<string>): void {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) this.collect(manifest, imported, into);
  }

  private read(): Manifest | undefined {
    const file = path.join(this.webDist, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = statSync(file);
      if (this.cached?.mtimeMs !== mtimeMs) {
        this.cached = { mtimeMs, manifest: JSON.parse(readFileSync(file, 'utf8')) as Manifest };
      }
      return this.cached.manifest;
    } catch {
      // no build manifest (a dev build, or tests): pages still work, only without module hints
      return undefined;
    }
  }
}
