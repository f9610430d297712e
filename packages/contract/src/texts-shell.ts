/** The spec's user-facing texts for the shell pages, shown verbatim by the web app. */
export const SHELL_TEXTS = {} as const;
