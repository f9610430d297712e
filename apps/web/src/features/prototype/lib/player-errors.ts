import { PROTOTYPE_PLAYER_ERRORS as ERRORS } from '@app/contract';
import type { PlaybackError } from '../../../lib/player/lib/playback-error';

/** MediaError codes (HTML spec); jsdom has no MediaError global to read them from. */
const MEDIA_ERR = { aborted: 1, network: 2, decode: 3, srcNotSupported: 4 } as const;

/** The <video> element's own error (a source it plays directly: MP4, native HLS). */
export function mediaErrorMessage(error: Pick<MediaError, 'code' | 'message'> | null): string {
  switch (error?.code) {
    case MEDIA_ERR.aborted:
      return ERRORS.aborted;
    case MEDIA_ERR.network:
      return ERRORS.network;
    case MEDIA_ERR.decode:
      return ERRORS.decode;
    case MEDIA_ERR.srcNotSupported:
      return ERRORS.sourceNotSupported;
    default:
      return ERRORS.other(error?.message ?? '');
  }
}

/**
 * A refused `video.play()`; null when nothing went wrong: an AbortError after a pause (an ad
 * break pauses the content while its play() is pending) is not an error.
 */
export function playRejectionMessage(
  reason: unknown,
  { automatic, pausedSince }: { automatic: boolean; pausedSince: boolean },
): string | null {
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : '';
  const message = reason instanceof Error || reason instanceof DOMException ? reason.message : '';
  switch (name) {
    case 'AbortError':
      return pausedSince ? null : ERRORS.interrupted;
    case 'NotAllowedError':
      return automatic ? ERRORS.autoplayFailed : ERRORS.other(message);
    case 'NotSupportedError':
      return ERRORS.sourceNotSupported;
    default:
      return ERRORS.other(message || (reason === undefined ? '' : String(reason)));
  }
}

// hls.js names its network failures *LoadError and *LoadTimeOut (manifest, level, fragment, key)
const HLS_NETWORK_DETAIL = /load(error|timeout)$/i;

/**
 * A fatal hls.js failure, as lib/player's source hook reports it: media errors (the stream
 * cannot be decoded) and network errors get the texts of MediaError 3 and 2
 * (docs/product/prototype.md#player-errors).
 */
export function hlsErrorMessage(error: PlaybackError): string {
  if (error.kind === 'notSupported') {
    // the hook says so when the browser has no Media Source Extensions at all
    return /media source/i.test(error.detail) ? ERRORS.sourceNotSupported : ERRORS.decode;
  }
  if (HLS_NETWORK_DETAIL.test(error.detail)) return ERRORS.network;
  return ERRORS.other(error.detail);
}
