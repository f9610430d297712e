import { formatMediumDate, formatUsd as formatUsdIn } from '@app/contract';
import { activeLocale } from '../i18n/locale-store';

/** 75 → "1:15", 3725 → "1:02:05". */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Prices in the viewer's locale: the contract's formatUsd ("$4.99", "$30"). */
export const formatUsd = (dollars: number): string => formatUsdIn(dollars, activeLocale());

/**
 * An ISO 8601 date the locale's way ("Mar 5, 2026"), English without Intl (the contract's
 * formatMediumDate); the raw text when it does not parse.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatMediumDate(date, activeLocale());
}

/**
 * A YYYY-MM-DD calendar date the locale's way, that day wherever the viewer is ("Mar 5, 2026",
 * English without Intl, as formatDate); the raw text when it is not such a date.
 */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // noon of that day in the viewer's zone: its local fields name the day, whatever the offset
  const local = new Date(year, month - 1, day, 12);
  // a day the month does not have (02-30) would roll into the next month
  if (local.getMonth() !== month - 1 || local.getDate() !== day) return date;
  return formatMediumDate(local, activeLocale());
}
