import { describe, expect, it } from 'vitest';
import { webVitalPageOf } from './page-family';
import { webVitalReportSchema } from './web-vitals';

describe('web vitals', () => {
  it('files a path under its page family, never the raw URL', () => {
    expect(webVitalPageOf('/')).toBe('/');
    expect(webVitalPageOf('/video/the-synthetic-bride')).toBe('/video/:id');
    expect(webVitalPageOf('/author/Mira%20Okafor')).toBe('/author/:name');
    expect(webVitalPageOf('/cms/analytics')).toBe('/cms/analytics');
    expect(webVitalPageOf('/play')).toBe('/play');
    expect(webVitalPageOf('/no/such/page')).toBe('other');
    expect(webVitalPageOf('/video/')).toBe('other');
  });

  it('takes a page family and refuses a raw path', () => {
    expect(
      webVitalReportSchema.safeParse({ name: 'INP', value: 72, page: '/foryou' }).success,
    ).toBe(true);
    expect(
      webVitalReportSchema.safeParse({ name: 'INP', value: 72, page: '/video/neon-heirs' }).success,
    ).toBe(false);
  });
});
