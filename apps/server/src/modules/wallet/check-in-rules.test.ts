import { describe, expect, it } from 'vitest';
import { WALLET } from '@app/contract';
import { HOUR_MS } from '../../lib/time';
import {
  addDays,
  canCheckIn,
  canonicalZone,
  isNewDay,
  localDate,
  nextCheckInAt,
  nextStreak,
  startOfDay,
  streakDay,
} from './check-in-rules';

describe('check-in rules', () => {
  it('reads the calendar date in the zone, not on the server', () => {
    const at = new Date('2026-04-11T03:59:00Z');
    expect(localDate(at, 'UTC')).toBe('2026-04-11');
    expect(localDate(at, 'America/New_York')).toBe('2026-04-10');
    expect(localDate(at, 'Asia/Tokyo')).toBe('2026-04-11');
  });

  it('finds where a day starts, across daylight saving changes', () => {
    expect(startOfDay('2026-04-02', 'Europe/Paris').toISOString()).toBe('2026-04-01T22:00:00.000Z');
    expect(startOfDay('2026-01-02', 'Europe/Paris').toISOString()).toBe('2026-01-01T23:00:00.000Z');
    // Paris moves to summer time at 02:00 on 29 March 2026: that day still starts at 23:00 UTC
    expect(startOfDay('2026-03-29', 'Europe/Paris').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfDay('2026-03-30', 'Europe/Paris').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startOfDay('2026-04-21', 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-04-20T10:00:00.000Z',
    );
  });

  it('knows real zones only', () => {
    expect(canonicalZone('utc')).toBe('UTC');
    expect(canonicalZone('Europe/Paris')).toBe('Europe/Paris');
    expect(canonicalZone('Mars/Olympus')).toBeNull();
    expect(canonicalZone('')).toBeNull();
  });

  it('needs a later date both where the last check-in was and where this one is', () => {
    const last = { date: '2026-04-20', zone: 'UTC', at: null };
    const evening = new Date('2026-04-20T20:00:00Z');
    expect(isNewDay(null, evening, 'UTC')).toBe(true);
    expect(isNewDay(last, evening, 'UTC')).toBe(false);
    expect(isNewDay(last, evening, 'Pacific/Kiritimati')).toBe(false);
    expect(nextCheckInAt(last, evening, 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-04-21T00:00:00.000Z',
    );
    // going west: the new zone's midnight comes later than UTC's
    expect(nextCheckInAt(last, evening, 'America/Los_Angeles').toISOString()).toBe(
      '2026-04-21T07:00:00.000Z',
    );
    expect(isNewDay(last, new Date('2026-04-21T00:00:01Z'), 'Pacific/Kiritimati')).toBe(true);
  });

  it('grants once for three zone changes within an hour', () => {
    // 23:59:50 on 1 May in Pago Pago (UTC-11)
    const first = new Date('2026-05-02T10:59:50Z');
    expect(canCheckIn(null, first, 'Pacific/Pago_Pago')).toBe(true);
    const last = {
      date: localDate(first, 'Pacific/Pago_Pago'),
      zone: 'Pacific/Pago_Pago',
      at: first,
    };
    // 20 s later it is 2 May in Pago Pago, and 23:45 on 2 May on the Chatham Islands (UTC+12:45)
    const second = new Date('2026-05-02T11:00:10Z');
    expect(isNewDay(last, second, 'Pacific/Chatham')).toBe(true);
    expect(canCheckIn(last, second, 'Pacific/Chatham')).toBe(false);
    // 15 minutes later it is 3 May there, and in Kiritimati
    const third = new Date('2026-05-02T11:15:10Z');
    expect(isNewDay(last, third, 'Pacific/Kiritimati')).toBe(true);
    expect(canCheckIn(last, third, 'Pacific/Kiritimati')).toBe(false);
    expect(nextCheckInAt(last, third, 'Pacific/Kiritimati').toISOString()).toBe(
      '2026-05-03T06:59:50.000Z',
    );
  });

  it('grants a new local day 20 hours after the last check-in, not a second before', () => {
    const at = new Date('2026-05-02T10:59:50Z');
    const last = { date: '2026-05-01', zone: 'Pacific/Pago_Pago', at };
    const hours = (n: number) => new Date(at.getTime() + n * HOUR_MS);
    expect(WALLET.checkInMinIntervalHours).toBe(20);
    expect(canCheckIn(last, new Date(hours(20).getTime() - 1000), 'Pacific/Pago_Pago')).toBe(false);
    expect(canCheckIn(last, hours(20), 'Pacific/Pago_Pago')).toBe(true);
    // 20 hours are not enough without a new day where the last check-in was
    const evening = { date: '2026-05-02', zone: 'UTC', at: new Date('2026-05-02T00:30:00Z') };
    expect(canCheckIn(evening, new Date('2026-05-02T21:00:00Z'), 'UTC')).toBe(false);
    expect(nextCheckInAt(evening, new Date('2026-05-02T21:00:00Z'), 'UTC').toISOString()).toBe(
      '2026-05-03T00:00:00.000Z',
    );
  });

  it('counts a streak day by day, and starts again after a gap or a week', () => {
    const last = { date: '2026-04-20', zone: 'UTC', at: null };
    expect(nextStreak(last, 3, addDays('2026-04-20', 1))).toBe(4);
    expect(nextStreak(last, 3, addDays('2026-04-20', 2))).toBe(1);
    expect(nextStreak(null, 0, '2026-04-20')).toBe(1);
    expect([1, 2, 7, 8, 14, 15].map(streakDay)).toEqual([1, 2, 7, 1, 7, 1]);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
