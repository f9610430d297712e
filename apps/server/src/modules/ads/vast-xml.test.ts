import { describe, expect, it } from 'vitest';
import {
  iabVastErrors,
  iabVastUnavailable,
  warnIfIabVastUnavailable,
} from '../../../test/iab-vast-schema';
import { parseVast } from '../../../test/vast-validator';
import { emptyVast, inlineVast, vastTime, type VastInlineAd } from './vast-xml';

const ad = (overrides: Partial<VastInlineAd> = {}): VastInlineAd => ({
  id: 'video-neon-heirs',
  title: 'Neon Heirs',
  description: 'Watch Neon Heirs now',
  servingId: 'serving-1',
  impressionUrl: 'https://tv.example/api/ads/track?ad=a&event=impression',
  trackingUrl: (event) => `https://tv.example/api/ads/track?ad=a&event=${event}`,
  clickThrough: 'https://tv.example/video/neon-heirs',
  clickTracking: 'https://tv.example/api/ads/track?ad=a&event=click',
  skipOffsetSeconds: 5,
  media: { url: 'https://tv.example/media/t.mp4', width: 405, height: 720, durationSeconds: 12 },
  ...overrides,
});

warnIfIabVastUnavailable();

describe('VAST XML', () => {
  it('formats VAST times as HH:MM:SS.mmm', () => {
    expect(vastTime(0)).toBe('00:00:00.000');
    expect(vastTime(12.0456)).toBe('00:00:12.046');
    expect(vastTime(3725.5)).toBe('01:02:05.500');
  });

  it('writes an empty VAST 4.1 document for no ad', () => {
    expect(parseVast(emptyVast())).toEqual({ version: '4.1', ad: null });
  });

  it('escapes titles and keeps URLs with & and ]]> intact in CDATA', () => {
    const tricky = 'https://tv.example/x?a=1&b=]]><script>';
    const parsed = parseVast(
      inlineVast(ad({ title: 'Love & <War> "II"', clickThrough: tricky, id: 'ad-1' })),
    );
    expect(parsed.ad).toMatchObject({
      id: 'ad-1',
      title: 'Love & <War> "II"',
      clickThrough: tricky,
      skipOffset: '00:00:05',
      durationSeconds: 12,
      media: { url: 'https://tv.example/media/t.mp4', width: 405, height: 720 },
    });
    expect(parsed.ad?.tracking.thirdQuartile).toBe(
      'https://tv.example/api/ads/track?ad=a&event=thirdQuartile',
    );
  });

  it("adds the series' poster as a companion image, valid against the IAB's schemas", () => {
    const url = 'https://tv.example/media/posters/neon-heirs.webp?w=480&v=2';
    const xml = inlineVast(
      ad({
        companion: {
          url,
          creativeType: 'image/webp',
          width: 480,
          height: 720,
          altText: 'Neon <Heirs>',
        },
      }),
    );
    expect(parseVast(xml).ad?.companion).toEqual({
      url,
      creativeType: 'image/webp',
      width: 480,
      height: 720,
    });
    expect(xml).toContain('<AltText>Neon &lt;Heirs&gt;</AltText>');
    if (iabVastUnavailable() === null) expect(iabVastErrors(xml)).toEqual([]);
    // no companion without one
    expect(parseVast(inlineVast(ad())).ad?.companion).toBeNull();
  });
});
