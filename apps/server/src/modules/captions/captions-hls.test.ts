import { describe, expect, it } from 'vitest';
import { parseMasterPlaylist, parseMediaPlaylist } from '../../transcoding/hls-playlist';
import { subtitlesPlaylist, withSubtitles, withTimestampMap } from './captions-hls';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:6',
  '#EXT-X-INDEPENDENT-SEGMENTS',
  '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640,CODECS="avc1.64001e,mp4a.40.2"',
  '360p/index.m3u8',
  '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=540x960,CODECS="avc1.64001f,mp4a.40.2"',
  '540p/index.m3u8',
  '',
].join('\n');

const renditions = [
  { language: 'en', name: 'English', uri: '../../captions/s/e/en-1.m3u8' },
  { language: 'pt-BR', name: 'Portuguese "BR"', uri: '../../captions/s/e/pt-br-2.m3u8' },
];

describe('withSubtitles', () => {
  it('adds one SUBTITLES rendition per language and points every variant at the group', () => {
    const text = withSubtitles(MASTER, renditions);
    const media = text.split('\n').filter((line) => line.startsWith('#EXT-X-MEDIA:'));
    expect(media).toEqual([
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="../../captions/s/e/en-1.m3u8"',
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Portuguese 'BR'",LANGUAGE="pt-BR",DEFAULT=NO,AUTOSELECT=YES,URI="../../captions/s/e/pt-br-2.m3u8"`,
    ]);
    const master = parseMasterPlaylist(text);
    expect(master.variants.map((v) => [v.uri, v.attributes.SUBTITLES, v.codecs])).toEqual([
      ['360p/index.m3u8', 'subs', 'avc1.64001e,mp4a.40.2'],
      ['540p/index.m3u8', 'subs', 'avc1.64001f,mp4a.40.2'],
    ]);
    // the renditions come before the variants that refer to them
    expect(text.indexOf('#EXT-X-MEDIA')).toBeLessThan(text.indexOf('#EXT-X-STREAM-INF'));
  });

  it('replaces what an earlier rewrite added, and with no captions gives the original back', () => {
    const once = withSubtitles(MASTER, renditions);
    const twice = withSubtitles(once, renditions.slice(1));
    expect(twice.match(/#EXT-X-MEDIA/g)).toHaveLength(1);
    expect(twice.match(/SUBTITLES="subs"/g)).toHaveLength(2);
    expect(withSubtitles(twice, [])).toBe(MASTER);
  });

  it('keeps names unique in the group', () => {
    const text = withSubtitles(MASTER, [
      { language: 'en', name: 'Subtitles', uri: 'a.m3u8' },
      { language: 'fr', name: 'Subtitles', uri: 'b.m3u8' },
    ]);
    expect(text).toContain('NAME="Subtitles",LANGUAGE="en"');
    expect(text).toContain('NAME="Subtitles (fr)",LANGUAGE="fr"');
  });
});

describe('subtitlesPlaylist', () => {
  it('is one WebVTT segment as long as the episode', () => {
    const playlist = parseMediaPlaylist(subtitlesPlaylist('en-1.hls.vtt', 61.04));
    expect(playlist).toMatchObject({ targetDuration: 62, endList: true, playlistType: 'VOD' });
    expect(playlist.segments).toEqual([{ uri: 'en-1.hls.vtt', duration: 61.04, title: '' }]);
  });
});

describe('withTimestampMap', () => {
  const vtt = 'WEBVTT\nKind: captions\n\n00:00.000 --> 00:01.000\nHi\n';

  it('maps cue time 0 to the stream’s first timestamp, in the header', () => {
    expect(withTimestampMap(vtt, 126_000)).toBe(
      'WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:126000,LOCAL:00:00:00.000\nKind: captions\n\n00:00.000 --> 00:01.000\nHi\n',
    );
  });

  it('replaces a map the file had, and leaves none when the start is unknown', () => {
    const mapped = withTimestampMap(vtt, 900_000);
    expect(withTimestampMap(mapped, 126_000).match(/X-TIMESTAMP-MAP/g)).toHaveLength(1);
    expect(withTimestampMap(mapped, null)).toBe(vtt);
  });
});
