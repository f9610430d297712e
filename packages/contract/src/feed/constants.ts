/**
 * The For You page's first paint (docs/product/feed.md#first-paint). Free of zod and of runtime
 * imports: the web build (apps/web/build/page-shells.ts) imports it by path.
 */
import type { PageShellFiles } from '../catalogue/constants';

/**
 * The For You page's first paint: the feed's black screen with its top bar (the way home, the
 * title, the sound toggle's place) and the loading message, as the page stands while its first
 * page of items comes. The same for every viewer: the order is the viewer's own (their history,
 * by a bearer token and an anonymous viewer id the page keeps in localStorage), which the server
 * cannot know when it sends the page; the page's entry paints it there once it has its answer
 * (apps/web/src/features/feed/early).
 */
export const FOR_YOU_SHELL = {
  file: 'shell/foryou.html',
  cssFile: 'shell/foryou.css',
  textSlots: {
    title: '%FOR_YOU_TITLE%',
    loading: '%FOR_YOU_LOADING%',
  },
} as const satisfies PageShellFiles;
