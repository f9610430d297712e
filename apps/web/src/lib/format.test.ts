import { afterEach, describe, expect, it } from 'vitest';
import { setActiveLocale } from '../i18n/locale-store';
import { formatCalendarDate } from './format';

afterEach(() => setActiveLocale('en'));

describe('formatCalendarDate', () => {
  it('writes the calendar day itself, as Intl writes it in UTC', () => {
    for (const day of ['2026-03-05', '2026-12-31', '2028-02-29', '1999-01-01']) {
      const intl = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
      expect(formatCalendarDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
  });

  it('writes another language with Intl', () => {
    setActiveLocale('es');
    expect(formatCalendarDate('2026-03-05')).toBe(
      new Intl.DateTimeFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date('2026-03-05T00:00:00Z'),
      ),
    );
  });

  it('gives back what is not a calendar day as it came', () => {
    for (const text of ['2026-02-30', '2026-13-01', 'soon', '2026-3-5']) {
      expect(formatCalendarDate(text)).toBe(text);
    }
  });
});
