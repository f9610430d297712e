// by path, not '@app/contract': vite.config.ts loads this file, and Node cannot load the
// package's TypeScript entry from node_modules
import {
  OTHER_PAGE_MODULES,
  PAGE_MODULES,
} from '../../../packages/contract/src/web-shell/page-modules.ts';

/** index.html's own entry: not a lazy module, and the plan never moves what it loads. */
const withoutEntry = (keys: readonly string[]) => keys.filter((key) => key !== 'index.html');

/**
 * What each page loads before any interaction, as the chunk plan reads it (build/chunk-plan.ts):
 * the contract's PAGE_MODULES (its early start with the page where it has one) and
 * OTHER_PAGE_MODULES, beside EVERY_PAGE. The plan fails the build when a route table's lazy
 * import is in no list here.
 */
export const FIRST_LOADS: Record<string, readonly string[]> = {
  home: PAGE_MODULES.home,
  series: PAGE_MODULES.series,
  play: [...withoutEntry(PAGE_MODULES.playEarly), ...PAGE_MODULES.play],
  author: PAGE_MODULES.author,
  rankings: PAGE_MODULES.rankings,
  rewards: PAGE_MODULES.rewards,
  forYou: [...PAGE_MODULES.forYouEarly, ...PAGE_MODULES.forYou],
  ...OTHER_PAGE_MODULES,
};

/** Loaded on every page: the app itself and the layout's service-worker layer. */
export const EVERY_PAGE = [
  'src/app/boot.tsx',
  'src/features/pwa/components/pwa-layer.tsx',
] as const;

/** The route tables whose lazy imports must each be in a first load. */
export const ROUTE_TABLES = [
  'src/app/router.tsx',
  'src/app/reach-pages.tsx',
  'src/app/studio-pages.tsx',
];
