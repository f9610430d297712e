import { activeLocale } from '../../../i18n/locale-store';

let known: { zone: string | undefined } | undefined;

/**
 * The viewer's IANA time zone: the server counts check-in days in it (UTC when unknown). Read
 * once a page: the first `Intl.DateTimeFormat` loads ICU's zone data (80 ms of main thread at
 * 4× CPU), so /rewards reads it while its code downloads (warm-rewards-page.ts), not in its
 * first render.
 */
export function viewerTimeZone(): string | undefined {
  if (known) return known.zone;
  let zone: string | undefined;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    zone = undefined;
  }
  known = { zone };
  return zone;
}

/** "Nov 28, 12:00 AM" in the viewer's zone: when the next check-in counts. */
export function formatWhen(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(activeLocale(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
