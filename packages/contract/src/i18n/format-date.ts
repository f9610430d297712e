import { isEnglishLocale } from './english-numbers';

// A page's first Intl.DateTimeFormat loads ICU's locale and calendar data: 40–90 ms of main
// thread at 4× CPU (Lighthouse's mobile), whichever date it writes; every later one costs under a
// millisecond. English, the default, writes the app's two date shapes with nothing to look up, so
// they are written here without Intl, in the runtime's own zone (the Date's local fields, as
// Intl's default zone is). format-date.test.ts holds them to Intl's output in several zones.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const MEDIUM_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const MONTH_DAY_TIME: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

const formatters = new Map<string, Intl.DateTimeFormat>();
const intlFormat = (
  date: Date,
  locale: string,
  shape: string,
  options: Intl.DateTimeFormatOptions,
) => {
  const key = `${locale}|${shape}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
};

/** "Mar 5, 2026" in English: `dateStyle: 'medium'` in `locale`, in the runtime's zone. */
export const formatMediumDate = (date: Date, locale: string): string =>
  isEnglishLocale(locale)
    ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
    : intlFormat(date, locale, 'medium', MEDIUM_DATE);

/** "Nov 28, 12:00 AM" in English: the short month, the day and the time, in the runtime's zone. */
export function formatMonthDayTime(date: Date, locale: string): string {
  if (!isEnglishLocale(locale)) return intlFormat(date, locale, 'month-day-time', MONTH_DAY_TIME);
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const time = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${time}`;
}
