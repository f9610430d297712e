/** Continue watching: the last position per series, newest first. */
export const CONTINUE_WATCHING = { maxItems: 20 } as const;
