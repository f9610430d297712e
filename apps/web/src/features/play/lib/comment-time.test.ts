import { COMMENT_TIME_LABELS } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commentTimeLabel, viewerLocale } from './comment-time';

const NOW = Date.parse('2025-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

afterEach(() => vi.unstubAllGlobals());

describe('commentTimeLabel', () => {
  it.each([
    [ago(0), 'just now'],
    [ago(59_000), 'just now'],
    [ago(MINUTE), '1 minute ago'],
    [ago(5 * MINUTE), '5 minutes ago'],
    [ago(59 * MINUTE), '59 minutes ago'],
    [ago(HOUR), '1 hour ago'],
    [ago(23 * HOUR + 59 * MINUTE), '23 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(6 * DAY), '6 days ago'],
  ])('in English, %s reads %s', (timestamp, label) => {
    expect(commentTimeLabel(timestamp, NOW, 'en-US')).toBe(label);
  });

  it('shows the date from 7 days on', () => {
    expect(commentTimeLabel('2025-03-03T12:00:00.000Z', NOW, 'en-US')).toBe('Mar 3, 2025');
  });

  it('reads "just now" for a timestamp slightly in the future', () => {
    expect(commentTimeLabel(new Date(NOW + 5000).toISOString(), NOW, 'en')).toBe('just now');
  });

  it('speaks Chinese for zh-CN, matching the contract words', () => {
    expect(commentTimeLabel(ago(10_000), NOW, 'zh-CN')).toBe(COMMENT_TIME_LABELS.justNow);
    expect(commentTimeLabel(ago(5 * MINUTE), NOW, 'zh-CN')).toBe(COMMENT_TIME_LABELS.minutesAgo(5));
    expect(commentTimeLabel(ago(3 * HOUR), NOW, 'zh-CN')).toBe(COMMENT_TIME_LABELS.hoursAgo(3));
    expect(commentTimeLabel(ago(2 * DAY), NOW, 'zh-CN')).toBe(COMMENT_TIME_LABELS.daysAgo(2));
    expect(commentTimeLabel('2025-03-03T12:00:00.000Z', NOW, 'zh-CN')).toBe('2025年3月3日');
  });

  it("uses Intl's words in other locales", () => {
    expect(commentTimeLabel(ago(2 * HOUR), NOW, 'fr-FR')).toBe('il y a 2 heures');
  });

  it('is empty for a timestamp that is no date', () => {
    expect(commentTimeLabel('yesterday-ish', NOW, 'en')).toBe('');
  });
});

describe('viewerLocale', () => {
  it("is the browser's language", () => {
    vi.stubGlobal('navigator', { language: 'zh-CN' });
    expect(viewerLocale()).toBe('zh-CN');
  });

  it('falls back to English for a language Intl refuses', () => {
    vi.stubGlobal('navigator', { language: 'not a locale!' });
    expect(viewerLocale()).toBe('en');
  });
});
