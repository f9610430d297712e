import { randomBytes } from 'node:crypto';

/**
 * Where captions live: `captions/{seriesId}/{episodeId}/{language}-{random}.vtt`, beside it the
 * HLS rendition's `.m3u8` and `.hls.vtt`. Apart from `uploads/` (whose unreferenced files are
 * swept) and `hls/{assetId}/` (which a new transcode replaces whole).
 */
export const captionsPrefix = (seriesId: string, episodeId?: string): string =>
  episodeId === undefined ? `captions/${seriesId}/` : `captions/${seriesId}/${episodeId}/`;

/** A fresh stem per upload: a replaced file is never overwritten under a cached name. */
export const newCaptionStem = (seriesId: string, episodeId: string, language: string): string =>
  `${captionsPrefix(seriesId, episodeId)}${language.toLowerCase()}-${randomBytes(6).toString('hex')}`;

const VTT = '.vtt';

/** The files of one caption, by the key of its WebVTT file. */
export const captionFiles = (vttKey: string) => {
  const stem = vttKey.endsWith(VTT) ? vttKey.slice(0, -VTT.length) : vttKey;
  return {
    vtt: `${stem}${VTT}`,
    playlist: `${stem}.m3u8`,
    streamVtt: `${stem}.hls${VTT}`,
    all: [`${stem}${VTT}`, `${stem}.m3u8`, `${stem}.hls${VTT}`],
  };
};
