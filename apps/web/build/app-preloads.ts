import type { Plugin, Rollup } from 'vite';

/** The app itself: main.tsx imports it lazily, after the early start of /play. */
const APP_BOOT = /src\/app\/boot\.tsx$/;

const chunks = (bundle: Rollup.OutputBundle) =>
  Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');

/** A chunk's file and every file it imports statically, transitively. */
const staticGraph = (bundle: Rollup.OutputBundle, start: Rollup.OutputChunk): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return [...seen];
};

/**
 * The app's code (src/app/boot.tsx and its imports) as modulepreloads in index.html: main.tsx
 * imports it lazily so that its evaluation can wait for the early start of /play, but its
 * download must start with the page's, as the entry's own imports do.
 */
export const appPreloads = (): Plugin => ({
  name: 'reelforge-app-preloads',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      const bundle = context.bundle;
      if (!bundle) return html;
      const boot = chunks(bundle).find((chunk) => APP_BOOT.test(chunk.facadeModuleId ?? ''));
      if (!boot) throw new Error('the app boot chunk (src/app/boot.tsx) is missing');
      // async: the entry runs as soon as it has arrived, not after the stylesheet (which a
      // deferred script waits for); main.tsx and boot.tsx wait for the document themselves
      const entry =
        /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/;
      if (!entry.test(html)) throw new Error('index.html has no entry script to make async');
      return {
        html: html.replace(entry, '<script type="module" async crossorigin src="$1"></script>'),
        tags: staticGraph(bundle, boot).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        })),
      };
    },
  },
});
