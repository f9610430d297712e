import { afterEach, describe, expect, it } from 'vitest';
import { formatMediumDate, formatMonthDayTime } from './format-date';

const zoneBefore = process.env.TZ;
afterEach(() => {
  process.env.TZ = zoneBefore;
});

// every month, both halves of the day, midnight and noon, a DST change and a leap day
const instants = [
  ...Array.from({ length: 12 }, (_, month) => Date.UTC(2026, month, 1 + month * 2, month * 2, 7)),
  Date.UTC(2026, 10, 28, 0, 0),
  Date.UTC(2026, 10, 28, 12, 0),
  Date.UTC(2026, 10, 28, 23, 59),
  Date.UTC(2026, 2, 8, 7, 30),
  Date.UTC(2028, 1, 29, 18, 45),
  Date.UTC(1999, 11, 31, 11, 5),
].map((ms) => new Date(ms));

const MONTH_DAY_TIME = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
} as const;

describe.each(['UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'])(
  'dates in %s',
  (zone) => {
    it('writes English as Intl does, in the runtime’s zone, without Intl', () => {
      process.env.TZ = zone;
      const medium = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: zone });
      const monthDayTime = new Intl.DateTimeFormat('en', { ...MONTH_DAY_TIME, timeZone: zone });
      for (const date of instants) {
        expect(formatMediumDate(date, 'en')).toBe(medium.format(date));
        expect(formatMonthDayTime(date, 'en')).toBe(monthDayTime.format(date));
      }
    });
  },
);

it('leaves another language to Intl, in the runtime’s zone', () => {
  const [date] = instants;
  expect(formatMediumDate(date!, 'es')).toBe(
    new Intl.DateTimeFormat('es', { dateStyle: 'medium' }).format(date),
  );
  expect(formatMonthDayTime(date!, 'ar')).toBe(
    new Intl.DateTimeFormat('ar', MONTH_DAY_TIME).format(date),
  );
});
