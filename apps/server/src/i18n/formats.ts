import type { Locale } from '@app/contract';

/**
 * A date the locale's way, long form ('December 2, 2026'), in UTC: the server knows no time
 * zone. Mails and pushes write their dates with it.
 */
export const formatLongDate = (date: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
