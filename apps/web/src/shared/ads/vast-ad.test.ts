import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../lib/auth/session-store';
import { makeAuthSession } from '../../test/fixtures';
import { stubApi } from '../../test/stub-api';
import { clickThroughTarget, companionImage, loadLinearAd } from './vast-ad';
import {
  AD_MP4,
  AD_STILL,
  EMPTY_VAST,
  recordPixels,
  track,
  VAST_WITH_STILL,
  VAST_XML,
  xml,
} from '../../test/vast-fixture';

const playsMp4 = (type: string) => (type === 'video/mp4' ? 'maybe' : '');

describe('clickThroughTarget', () => {
  const here = 'https://reelforge.example/play?id=neon-heirs';
  it.each([
    [
      'an own page in the app',
      'https://reelforge.example/video/neon-heirs?x=1#c',
      { kind: 'in-app', path: '/video/neon-heirs?x=1#c' },
    ],
    [
      'a relative URL in the app',
      '/video/neon-heirs',
      { kind: 'in-app', path: '/video/neon-heirs' },
    ],
    [
      'an advertiser over https',
      ' https://shop.example/offer ',
      { kind: 'external', href: 'https://shop.example/offer' },
    ],
    [
      'an advertiser over http',
      'http://shop.example/',
      { kind: 'external', href: 'http://shop.example/' },
    ],
  ] as const)('follows %s', (_name, url, expected) => {
    expect(clickThroughTarget(url, here)).toEqual(expected);
  });

  it.each([
    'javascript:alert(document.domain)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://reelforge.example/0a1b',
    'file:///etc/passwd',
    'intent://scan/#Intent;scheme=zxing;end',
    'http://[not a host',
  ])('follows nothing for %s', (url) => {
    expect(clickThroughTarget(url, here)).toBeNull();
  });
});

describe('loadLinearAd', () => {
  it('asks the VAST path for the series and returns the playable media file', async () => {
    const requests = stubApi(() => xml(VAST_XML));
    const ad = await loadLinearAd('neon-heirs', playsMp4);

    expect(requests[0]).toMatchObject({
      path: '/api/ads/vast?content_id=neon-heirs',
      authorization: null,
    });
    expect(ad?.mediaUrl).toBe(AD_MP4);
  });

  it("reads the ad's companion image as its still, and none without one", async () => {
    stubApi(() => xml(VAST_WITH_STILL));
    expect((await loadLinearAd('neon-heirs', playsMp4))?.stillUrl).toBe(AD_STILL);
    stubApi(() => xml(VAST_XML));
    expect((await loadLinearAd('neon-heirs', playsMp4))?.stillUrl).toBeUndefined();
  });

  it('sends the bearer when signed in, and asks as a guest when it is refused', async () => {
    storeSession(makeAuthSession());
    const requests = stubApi((request) => (request.authorization ? xml('', 401) : xml(VAST_XML)));
    const ad = await loadLinearAd('neon-heirs', playsMp4);

    expect(requests.map((r) => r.authorization)).toEqual(['Bearer access-1', null]);
    expect(ad).not.toBeNull();
  });

  it('passes over an ad longer than 30 s for the next one, or answers none', async () => {
    const long = VAST_XML.replace(
      '<Duration>00:00:20</Duration>',
      '<Duration>00:00:45</Duration>',
    ).replace(AD_MP4, 'https://ads.example/long.mp4');
    const adOf = (text: string) => text.slice(text.indexOf('<Ad '), text.indexOf('</Ad>') + 5);
    // two ads: the 45 s one first, the 20 s one next
    const both = VAST_XML.replace(adOf(VAST_XML), `${adOf(long)}${adOf(VAST_XML)}`);
    stubApi(() => xml(both));
    expect((await loadLinearAd('neon-heirs', playsMp4))?.mediaUrl).toBe(AD_MP4);
    stubApi(() => xml(long));
    expect(await loadLinearAd('neon-heirs', playsMp4)).toBeNull();
  });

  it('answers null for an empty VAST (no ad for this viewer)', async () => {
    stubApi(() => xml(EMPTY_VAST));
    expect(await loadLinearAd('neon-heirs', playsMp4)).toBeNull();
  });

  it('fails on a server error or an answer that is not XML', async () => {
    stubApi(() => xml('', 503));
    await expect(loadLinearAd('neon-heirs', playsMp4)).rejects.toThrow(/503/);
    stubApi(() => xml('<html><body>oops'));
    await expect(loadLinearAd('neon-heirs', playsMp4)).rejects.toThrow();
  });

  it('tracks impression, quartiles and complete with the ad’s own URLs', async () => {
    const fired = recordPixels(vi.stubGlobal);
    stubApi(() => xml(VAST_XML));
    const ad = (await loadLinearAd('neon-heirs', playsMp4))!;

    ad.tracker.trackImpression();
    for (const second of [1, 5.1, 10.1, 15.1]) ad.tracker.setProgress(second);
    ad.tracker.complete();

    expect(fired).toEqual(
      ['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'].map(track),
    );
  });
});

describe('companionImage', () => {
  const companion = (creativeType: unknown, url: unknown) => ({
    type: 'companion',
    variations: [{ staticResources: [{ creativeType, url }] }],
  });

  it('takes the first http(s) image among the companions', () => {
    expect(
      companionImage([
        { type: 'linear' },
        companion('text/html', 'https://ads.example/frame.html'),
        companion('image/png', ' https://ads.example/still.png '),
        companion('image/jpeg', 'https://ads.example/other.jpg'),
      ]),
    ).toBe('https://ads.example/still.png');
  });

  it.each([
    ['a script URL', companion('image/png', 'javascript:alert(1)')],
    ['a data URL', companion('image/png', 'data:image/png;base64,AAAA')],
    ['no type', companion(null, 'https://ads.example/still.png')],
    ['a linear creative', { type: 'linear', variations: [] }],
  ])('takes nothing from %s', (_name, creative) => {
    expect(companionImage([creative])).toBeUndefined();
  });
});
