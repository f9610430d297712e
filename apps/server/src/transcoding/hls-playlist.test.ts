import { describe, expect, it } from 'vitest';
import {
  parseMasterPlaylist,
  parseMediaPlaylist,
  PlaylistParseError,
  writeMasterPlaylist,
} from './hls-playlist';

describe('master playlists', () => {
  it('round-trips what writeMasterPlaylist writes', () => {
    const text = writeMasterPlaylist([
      {
        uri: '360p/index.m3u8',
        bandwidth: 560_000,
        averageBandwidth: 500_000,
        width: 360,
        height: 640,
        codecs: 'avc1.4d401e,mp4a.40.2',
        frameRate: 24,
      },
      {
        uri: '720p/index.m3u8',
        bandwidth: 2_900_000,
        width: 720,
        height: 1280,
        codecs: 'avc1.64001f,mp4a.40.2',
      },
    ]);
    const master = parseMasterPlaylist(text);
    expect(master.independentSegments).toBe(true);
    expect(master.variants).toHaveLength(2);
    expect(master.variants[0]).toMatchObject({
      uri: '360p/index.m3u8',
      bandwidth: 560_000,
      averageBandwidth: 500_000,
      resolution: { width: 360, height: 640 },
      codecs: 'avc1.4d401e,mp4a.40.2',
      frameRate: 24,
    });
    expect(master.variants[1]?.averageBandwidth).toBeUndefined();
  });

  it('refuses text that is not a playlist, or a media playlist', () => {
    expect(() => parseMasterPlaylist('<html>')).toThrow(PlaylistParseError);
    expect(() =>
      parseMasterPlaylist('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.ts\n'),
    ).toThrow(PlaylistParseError);
    expect(() =>
      parseMasterPlaylist('#EXTM3U\n#EXT-X-STREAM-INF:RESOLUTION=1x1\na.m3u8\n'),
    ).toThrow(/BANDWIDTH/);
  });
});

describe('media playlists', () => {
  const vod = [
    '#EXTM3U',
    '#EXT-X-VERSION:6',
    '#EXT-X-TARGETDURATION:2',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXTINF:2.000000,',
    'seg_00000.ts',
    '#EXTINF:1.500000,tail',
    'seg_00001.ts',
    '#EXT-X-ENDLIST',
    '',
  ].join('\r\n');

  it('reads segments, durations and the VOD markers', () => {
    expect(parseMediaPlaylist(vod)).toEqual({
      version: 6,
      targetDuration: 2,
      mediaSequence: 0,
      playlistType: 'VOD',
      independentSegments: true,
      endList: true,
      segments: [
        { uri: 'seg_00000.ts', duration: 2, title: '' },
        { uri: 'seg_00001.ts', duration: 1.5, title: 'tail' },
      ],
    });
  });

  it('notices a live (unfinished) playlist and refuses broken ones', () => {
    expect(parseMediaPlaylist(vod.replace('#EXT-X-ENDLIST', '')).endList).toBe(false);
    expect(() => parseMediaPlaylist(vod.replace('#EXT-X-TARGETDURATION:2', ''))).toThrow(
      /TARGETDURATION/,
    );
    expect(() => parseMediaPlaylist(vod.replace('#EXTINF:2.000000,', '#EXTINF:abc,'))).toThrow(
      /EXTINF/,
    );
    expect(() => parseMediaPlaylist(vod.replace('#EXTINF:2.000000,', ''))).toThrow(
      /without #EXTINF/,
    );
  });
});
