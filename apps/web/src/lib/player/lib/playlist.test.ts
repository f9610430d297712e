import { describe, expect, it } from 'vitest';
import { firstSegmentUrls, lowestVariantUrl } from './playlist';

const base = 'http://localhost/media/s/1/master.m3u8';

describe('HLS playlist parsing for prefetch', () => {
  it('picks the lowest-bandwidth variant, resolved against the master', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=720x1280',
      '720p/index.m3u8',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=500000,BANDWIDTH=800000,RESOLUTION=360x640',
      '360p/index.m3u8',
    ].join('\n');
    expect(lowestVariantUrl(master, base)).toBe('http://localhost/media/s/1/360p/index.m3u8');
  });

  it('answers null for a media playlist', () => {
    expect(lowestVariantUrl('#EXTM3U\n#EXTINF:2,\nseg0.ts\n', base)).toBeNull();
  });

  it('finds the init section and first segment', () => {
    const media = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:2.0,',
      'seg0.m4s',
      '#EXTINF:2.0,',
      'seg1.m4s',
    ].join('\n');
    expect(firstSegmentUrls(media, 'http://localhost/media/s/1/360p/index.m3u8')).toEqual([
      'http://localhost/media/s/1/360p/init.mp4',
      'http://localhost/media/s/1/360p/seg0.m4s',
    ]);
  });
});
