/** Just enough of RFC 8216 to write our master playlists and check what ffmpeg wrote. */

import { parseAttributeList } from '@app/contract';

export class PlaylistParseError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'PlaylistParseError';
  }
}

export type Variant = {
  uri: string;
  bandwidth: number;
  averageBandwidth?: number;
  resolution?: { width: number; height: number };
  codecs?: string;
  frameRate?: number;
  attributes: Record<string, string>;
};

export type MasterPlaylist = {
  version?: number;
  independentSegments: boolean;
  variants: Variant[];
};

export type MediaSegment = { uri: string; duration: number; title: string };

export type MediaPlaylist = {
  version?: number;
  targetDuration: number;
  mediaSequence: number;
  playlistType?: string;
  independentSegments: boolean;
  endList: boolean;
  segments: MediaSegment[];
};

function lines(text: string): string[] {
  const all = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (all[0] !== '#EXTM3U') throw new PlaylistParseError('Missing #EXTM3U header');
  return all;
}

function tagValue(line: string, tag: string): string | undefined {
  return line.startsWith(`${tag}:`) ? line.slice(tag.length + 1) : undefined;
}

function toNumber(value: string | undefined, what: string): number {
  const number = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(number)) {
    throw new PlaylistParseError(`Invalid ${what}: ${JSON.stringify(value)}`);
  }
  return number;
}

export function parseMasterPlaylist(text: string): MasterPlaylist {
  const playlist: MasterPlaylist = { independentSegments: false, variants: [] };
  let pending: Record<string, string> | undefined;
  for (const line of lines(text).slice(1)) {
    const version = tagValue(line, '#EXT-X-VERSION');
    const streamInf = tagValue(line, '#EXT-X-STREAM-INF');
    if (version !== undefined) playlist.version = toNumber(version, 'version');
    else if (line === '#EXT-X-INDEPENDENT-SEGMENTS') playlist.independentSegments = true;
    else if (streamInf !== undefined) pending = parseAttributeList(streamInf);
    else if (line.startsWith('#EXTINF')) throw new PlaylistParseError('A media playlist');
    else if (!line.startsWith('#') && pending) {
      const resolution = pending.RESOLUTION?.match(/^(\d+)x(\d+)$/);
      playlist.variants.push({
        uri: line,
        bandwidth: toNumber(pending.BANDWIDTH, 'BANDWIDTH'),
        ...(pending['AVERAGE-BANDWIDTH'] !== undefined && {
          averageBandwidth: toNumber(pending['AVERAGE-BANDWIDTH'], 'AVERAGE-BANDWIDTH'),
        }),
        ...(resolution && {
          resolution: { width: Number(resolution[1]), height: Number(resolution[2]) },
        }),
        ...(pending.CODECS !== undefined && { codecs: pending.CODECS }),
        ...(pending['FRAME-RATE'] !== undefined && {
          frameRate: toNumber(pending['FRAME-RATE'], 'FRAME-RATE'),
        }),
        attributes: pending,
      });
      pending = undefined;
    }
  }
  if (playlist.variants.length === 0) throw new PlaylistParseError('No variant streams');
  return playlist;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const playlist: MediaPlaylist = {
    targetDuration: Number.NaN,
    mediaSequence: 0,
    independentSegments: false,
    endList: false,
    segments: [],
  };
  let pending: { duration: number; title: string } | undefined;
  for (const line of lines(text).slice(1)) {
    const extinf = tagValue(line, '#EXTINF');
    const target = tagValue(line, '#EXT-X-TARGETDURATION');
    const sequence = tagValue(line, '#EXT-X-MEDIA-SEQUENCE');
    const type = tagValue(line, '#EXT-X-PLAYLIST-TYPE');
    const version = tagValue(line, '#EXT-X-VERSION');
    if (extinf !== undefined) {
      const comma = extinf.indexOf(',');
      const duration = comma === -1 ? extinf : extinf.slice(0, comma);
      pending = {
        duration: toNumber(duration, 'EXTINF'),
        title: comma === -1 ? '' : extinf.slice(comma + 1),
      };
    } else if (target !== undefined) playlist.targetDuration = toNumber(target, 'TARGETDURATION');
    else if (sequence !== undefined) playlist.mediaSequence = toNumber(sequence, 'MEDIA-SEQUENCE');
    else if (type !== undefined) playlist.playlistType = type;
    else if (version !== undefined) playlist.version = toNumber(version, 'version');
    else if (line === '#EXT-X-INDEPENDENT-SEGMENTS') playlist.independentSegments = true;
    else if (line === '#EXT-X-ENDLIST') playlist.endList = true;
    else if (line.startsWith('#EXT-X-STREAM-INF'))
      throw new PlaylistParseError('A master playlist');
    else if (!line.startsWith('#')) {
      if (!pending) throw new PlaylistParseError(`Segment without #EXTINF: ${line}`);
      playlist.segments.push({ uri: line, ...pending });
      pending = undefined;
    }
  }
  if (!Number.isFinite(playlist.targetDuration)) {
    throw new PlaylistParseError('Missing #EXT-X-TARGETDURATION');
  }
  return playlist;
}

export type MasterVariantInput = {
  uri: string;
  bandwidth: number;
  averageBandwidth?: number;
  width: number;
  height: number;
  codecs: string;
  frameRate?: number;
};

export function writeMasterPlaylist(variants: readonly MasterVariantInput[]): string {
  const out = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const variant of variants) {
    const attributes = [
      `BANDWIDTH=${Math.round(variant.bandwidth)}`,
      ...(variant.averageBandwidth === undefined
        ? []
        : [`AVERAGE-BANDWIDTH=${Math.round(variant.averageBandwidth)}`]),
      `RESOLUTION=${variant.width}x${variant.height}`,
      ...(variant.frameRate === undefined ? [] : [`FRAME-RATE=${variant.frameRate.toFixed(3)}`]),
      `CODECS="${variant.codecs}"`,
    ];
    out.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri);
  }
  return `${out.join('\n')}\n`;
}
