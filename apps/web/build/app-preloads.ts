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
    handler(_html, context) {
      const bundle = context.bundle;
      if (!bundle) return [];
      const boot = chunks(bundle).find((chunk) => APP_BOOT.test(chunk.facadeModuleId ?? ''));
      if (!boot) throw new Error('the app boot chunk (src/app/boot.tsx) is missing');
      return staticGraph(bundle, boot).map((file) => ({
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
        injectTo: 'head' as const,
      }));
    },
  },
});
