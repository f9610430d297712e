import { COMMENT_PAGE_TEXTS, COMMENT_TIME_LABELS } from '@app/contract';
import { activeLocale } from '../../../i18n/locale-store';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** "just now" has no Intl form: English and Chinese get fixed words, others Intl's "now". */
function justNow(locale: string): string {
  const language = new Intl.Locale(locale).language;
  if (language === 'zh') return COMMENT_TIME_LABELS.justNow;
  if (language === 'en') return COMMENT_PAGE_TEXTS.justNow;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second');
}

/**
 * Time labels (docs/product/comments.md#time-labels): just now, N minutes ago, N hours ago
 * (under 24), N days ago (under 7), then the date, in the viewer's locale ('5 minutes ago',
 * '5分钟前'). A timestamp from a clock slightly ahead of ours still reads "just now".
 */
export function commentTimeLabel(timestamp: string, now: number, locale: string): string {
  const at = Date.parse(timestamp);
  if (Number.isNaN(at)) return '';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE_MS) return justNow(locale);
  // numeric 'always': "1 day ago", not "yesterday" (the labels count days)
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < COMMENT_TIME_LABELS.hoursUnder * HOUR_MS) {
    return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  }
  if (elapsed < COMMENT_TIME_LABELS.daysUnder * DAY_MS) {
    return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

/**
 * The page's language; under English, the browser's own (a Chinese browser keeps '5分钟前'), or
 * English when it names none Intl accepts.
 */
export function viewerLocale(): string {
  if (activeLocale() !== 'en') return activeLocale();
  const wanted = typeof navigator === 'undefined' ? undefined : navigator.language;
  try {
    return wanted ? (Intl.getCanonicalLocales(wanted)[0] ?? 'en') : 'en';
  } catch {
    return 'en';
  }
}
