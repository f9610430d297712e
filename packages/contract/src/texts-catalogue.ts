/** The spec's user-facing texts for the catalogue pages, shown verbatim by the web app. */
export const CATALOGUE_TEXTS = {} as const;
