import { PLAYER_TEXTS } from '@app/contract';

export const PLAYBACK_ERROR_KINDS = ['notAllowed', 'notSupported', 'interrupted', 'other'] as const;
export type PlaybackErrorKind = (typeof PLAYBACK_ERROR_KINDS)[number];

export type PlaybackError = { kind: PlaybackErrorKind; detail: string };

/** The overlay's message for an error. */
export function playbackErrorMessage(error: PlaybackError): string {
  switch (error.kind) {
    case 'notAllowed':
      return PLAYER_TEXTS.errors.notAllowed;
    case 'notSupported':
      return PLAYER_TEXTS.errors.notSupported;
    case 'interrupted':
      return PLAYER_TEXTS.errors.interrupted;
    case 'other':
      return PLAYER_TEXTS.errors.playbackError(error.detail || PLAYER_TEXTS.errors.unknown);
  }
}

/** A rejected `video.play()` promise. */
export function fromPlayRejection(reason: unknown): PlaybackError {
  const name = reason instanceof Error || reason instanceof DOMException ? reason.name : '';
  const detail = reason instanceof Error || reason instanceof DOMException ? reason.message : '';
  if (name === 'NotAllowedError') return { kind: 'notAllowed', detail };
  if (name === 'NotSupportedError') return { kind: 'notSupported', detail };
  if (name === 'AbortError') return { kind: 'interrupted', detail };
  return { kind: 'other', detail: detail || String(reason) };
}

/** MediaError codes (HTML spec); jsdom has no MediaError global to read them from. */
const MEDIA_ERR = { aborted: 1, network: 2, decode: 3, srcNotSupported: 4 } as const;

/** The <video> element's `error` event. */
export function fromMediaError(error: Pick<MediaError, 'code' | 'message'> | null): PlaybackError {
  const detail = error?.message ?? '';
  switch (error?.code) {
    case MEDIA_ERR.srcNotSupported:
      return { kind: 'notSupported', detail };
    case MEDIA_ERR.aborted:
      return { kind: 'interrupted', detail };
    case MEDIA_ERR.network:
      return { kind: 'other', detail: detail || PLAYER_TEXTS.errors.network };
    case MEDIA_ERR.decode:
      return { kind: 'other', detail: detail || PLAYER_TEXTS.errors.decode };
    default:
      return { kind: 'other', detail };
  }
}

/** A fatal hls.js error that survived its recovery attempts. */
export function fromHlsFatal(type: string, details: string): PlaybackError {
  if (type === 'mediaError') return { kind: 'notSupported', detail: details };
  return { kind: 'other', detail: details };
}
