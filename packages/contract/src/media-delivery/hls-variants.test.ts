import { describe, expect, it } from 'vitest';
import { firstSegmentUris, lowestVariantUri, parseAttributeList } from './hls-variants';

describe('parseAttributeList', () => {
  it('keeps commas inside quoted values', () => {
    expect(
      parseAttributeList('BANDWIDTH=800000,CODECS="avc1.4d401e,mp4a.40.2",RESOLUTION=360x640'),
    ).toEqual({
      BANDWIDTH: '800000',
      CODECS: 'avc1.4d401e,mp4a.40.2',
      RESOLUTION: '360x640',
    });
  });
});

describe('lowestVariantUri', () => {
  it('picks the lowest BANDWIDTH, not AVERAGE-BANDWIDTH, as the playlist writes it', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:BANDWIDTH=2400000,RESOLUTION=720x1280',
      '720p/index.m3u8',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=300000,BANDWIDTH=800000,CODECS="avc1.4d401e,mp4a.40.2"',
      '360p/index.m3u8',
      '#EXT-X-STREAM-INF:AVERAGE-BANDWIDTH=900000,BANDWIDTH=1200000',
      '540p/index.m3u8',
    ].join('\r\n');
    expect(lowestVariantUri(master)).toBe('360p/index.m3u8');
  });

  it('takes the URI after any tags between it and its #EXT-X-STREAM-INF', () => {
    const master = '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n\n#EXT-X-FOO\n a/b.m3u8 \n';
    expect(lowestVariantUri(master)).toBe('a/b.m3u8');
  });

  it('ranks a variant without a readable BANDWIDTH last', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-STREAM-INF:RESOLUTION=1x1',
      'none.m3u8',
      '#EXT-X-STREAM-INF:BANDWIDTH=9000000',
      'high.m3u8',
    ].join('\n');
    expect(lowestVariantUri(master)).toBe('high.m3u8');
    expect(lowestVariantUri('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=1x1\nnone.m3u8\n')).toBe(
      'none.m3u8',
    );
  });

  it('answers undefined for a media playlist', () => {
    expect(lowestVariantUri('#EXTM3U\n#EXTINF:2,\nseg0.ts\n')).toBeUndefined();
  });
});

describe('firstSegmentUris', () => {
  it('finds the init section and the first segment', () => {
    const media = [
      '#EXTM3U',
      '#EXT-X-TARGETDURATION:2',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:2.0,',
      'seg0.m4s',
      '#EXTINF:2.0,',
      'seg1.m4s',
    ].join('\n');
    expect(firstSegmentUris(media)).toEqual(['init.mp4', 'seg0.m4s']);
  });

  it('finds only the first segment of an MPEG-TS playlist, and nothing in an empty one', () => {
    expect(
      firstSegmentUris('#EXTM3U\n#EXTINF:2,\nseg_00000.ts\n#EXTINF:2,\nseg_00001.ts\n'),
    ).toEqual(['seg_00000.ts']);
    expect(firstSegmentUris('#EXTM3U\n#EXT-X-ENDLIST\n')).toEqual([]);
  });
});
