import type { Plugin } from 'vite';

const ENTRY_NAME = 'early-play';
const DEV_SOURCE = '/src/features/play/early/early-play.ts';

/**
 * Puts the early start of /play (src/features/play/early) into index.html as an `async` module
 * script, with its imports as modulepreload: it runs as soon as it has arrived, not after the
 * document and the app's entry like the app's own deferred script.
 */
export const earlyPlayScript = (): Plugin => ({
  name: 'reelforge-early-play-script',
  transformIndexHtml: {
    order: 'post',
    handler(_html, context) {
      if (!context.bundle) {
        // the dev server: the source itself
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, src: DEV_SOURCE },
            injectTo: 'head',
          },
        ];
      }
      const chunks = Object.values(context.bundle);
      const entry = chunks.find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.name === ENTRY_NAME,
      );
      if (entry?.type !== 'chunk')
        throw new Error(`the ${ENTRY_NAME} entry is missing from the build`);
      return [
        {
          tag: 'script',
          attrs: { type: 'module', async: true, crossorigin: true, src: `/${entry.fileName}` },
          injectTo: 'head-prepend',
        },
        ...entry.imports.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head-prepend' as const,
        })),
      ];
    },
  },
});
