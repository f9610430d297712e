/** The result options' chunk, fetched with the search index (use-search-engine.ts). */
export const loadSearchOptions = () => import('./search-options');
