import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from '../lib/preloadable-lazy';

export type LazyPage = PreloadableLazy<object>;

/**
 * A code-split page that can be fetched before it renders (lib/preloadable-lazy). Once the code is
 * here the page renders directly, without a Suspense fallback first (on React 19 the page that
 * replaced a shown fallback was also held up to 300 ms, a third of /play's first frame).
 */
export const lazyPage = (load: () => Promise<ComponentType>): LazyPage => preloadableLazy(load);
