import { WALLET } from '@app/contract';
import { DAY_MS, HOUR_MS } from '../../lib/time';

/**
 * The daily check-in's calendar (docs/product/wallet.md#daily-check-in): a day is a calendar
 * day in the viewer's IANA time zone, computed from the server's clock.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter for `zone`, or null when the zone database does not know it. */
const formatterFor = (zone: string): Intl.DateTimeFormat | null => {
  const cached = formatters.get(zone);
  if (cached) return cached;
  try {
    const formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    if (formatters.size > 1000) formatters.clear();
    formatters.set(zone, formatter);
    return formatter;
  } catch {
    return null;
  }
};

/** The zone's canonical name (`utc` → `UTC`), or null for an unknown zone. */
export const canonicalZone = (zone: string): string | null =>
  formatterFor(zone)?.resolvedOptions().timeZone ?? null;

type LocalParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const localParts = (at: Date, zone: string): LocalParts => {
  const formatter = formatterFor(zone);
  if (!formatter) throw new Error(`unknown time zone ${zone}`);
  const parts = Object.fromEntries(
    formatter.formatToParts(at).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date (YYYY-MM-DD) in `zone` at `at`. */
export const localDate = (at: Date, zone: string): string => {
  const p = localParts(at, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
};

/** YYYY-MM-DD plus `days`. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The instant `date` (YYYY-MM-DD) starts in `zone`. */
export const startOfDay = (date: string, zone: string): Date => {
  const target = Date.parse(`${date}T00:00:00Z`);
  // the zone's offset near the target; twice, in case a DST change lies between
  let guess = target;
  for (let i = 0; i < 2; i++) {
    const p = localParts(new Date(guess), zone);
    const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess = target - (asUtc - guess);
  }
  return new Date(guess);
};

export type LastCheckIn = { date: string; zone: string; at: Date | null } | null;

const MIN_INTERVAL_MS = WALLET.checkInMinIntervalHours * HOUR_MS;

/**
 * Whether a check-in at `now` in `zone` starts a new day. It must be a later date both in the
 * zone asked for and in the zone of the last check-in: switching zones cannot buy a second
 * check-in before the last one's day has ended where it was taken.
 */
export const isNewDay = (last: LastCheckIn, now: Date, zone: string): boolean =>
  last === null || (localDate(now, zone) > last.date && localDate(now, last.zone) > last.date);

/**
 * Whether a check-in at `now` in `zone` counts: a new day (isNewDay), and at least
 * `WALLET.checkInMinIntervalHours` after the last one. A new date alone is not enough: hopping
 * to a zone where midnight has just passed, again and again, would grant every hour.
 */
export const canCheckIn = (last: LastCheckIn, now: Date, zone: string): boolean =>
  isNewDay(last, now, zone) && (!last?.at || now.getTime() - last.at.getTime() >= MIN_INTERVAL_MS);

/**
 * The earliest instant a check-in counts again (`now` if it does): when the day after the last
 * one's date has begun both in `zone` and in the last one's zone, and the minimum interval since
 * the last one has passed.
 */
export const nextCheckInAt = (last: LastCheckIn, now: Date, zone: string): Date => {
  if (canCheckIn(last, now, zone)) return now;
  const next = addDays(last!.date, 1);
  const instants = [startOfDay(next, zone), startOfDay(next, last!.zone)];
  if (last!.at) instants.push(new Date(last!.at.getTime() + MIN_INTERVAL_MS));
  return new Date(Math.max(...instants.map((at) => at.getTime())));
};

/** The streak after a check-in dated `date`: one more after yesterday's, else day 1. */
export const nextStreak = (last: LastCheckIn, streak: number, date: string): number =>
  last !== null && addDays(last.date, 1) === date ? streak + 1 : 1;

/** 1–7: the schedule's day for the nth check-in of a streak (day 8 is day 1 again). */
export const streakDay = (streak: number): number =>
  ((Math.max(streak, 1) - 1) % WALLET.checkInSchedule.length) + 1;

export const rewardFor = (day: number): number => WALLET.checkInSchedule[day - 1]!;
