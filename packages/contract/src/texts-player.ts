/** The spec's user-facing texts for the player pages, shown verbatim by the web app. */
export const PLAYER_TEXTS = {} as const;
