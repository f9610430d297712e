/** Durations in milliseconds, for the limits and periods that count in days or hours. */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
