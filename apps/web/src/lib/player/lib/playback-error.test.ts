import { describe, expect, it } from 'vitest';
import {
  fromHlsFatal,
  fromMediaError,
  fromPlayRejection,
  playbackErrorMessage,
  type PlaybackError,
} from './playback-error';

const message = (error: PlaybackError) => playbackErrorMessage(error);

describe('playback error messages', () => {
  it('asks for a tap when play() is not allowed', () => {
    const error = fromPlayRejection(new DOMException('autoplay blocked', 'NotAllowedError'));
    expect(message(error)).toBe('Playback requires user interaction. Please tap play again.');
  });

  it('says playback was interrupted when play() is aborted', () => {
    const error = fromPlayRejection(new DOMException('new load', 'AbortError'));
    expect(message(error)).toBe('Playback was interrupted');
  });

  it('shows the detail of any other play() failure', () => {
    expect(message(fromPlayRejection(new Error('boom')))).toBe('Playback error: boom');
    expect(message(fromPlayRejection('odd'))).toBe('Playback error: odd');
  });

  it('maps MEDIA_ERR_SRC_NOT_SUPPORTED to the format message', () => {
    expect(message(fromMediaError({ code: 4, message: 'DEMUXER_ERROR' }))).toBe(
      'Video format not supported on this device',
    );
  });

  it('maps MEDIA_ERR_ABORTED to the interrupted message', () => {
    expect(message(fromMediaError({ code: 1, message: '' }))).toBe('Playback was interrupted');
  });

  it('shows the media error detail otherwise', () => {
    expect(message(fromMediaError({ code: 2, message: '' }))).toBe('Playback error: network error');
    expect(message(fromMediaError({ code: 3, message: 'PIPELINE_ERROR_DECODE' }))).toBe(
      'Playback error: PIPELINE_ERROR_DECODE',
    );
    expect(message(fromMediaError(null))).toBe('Playback error: Unknown error');
  });

  it('maps an unrecoverable hls.js media error to the format message', () => {
    expect(message(fromHlsFatal('mediaError', 'bufferAppendError'))).toBe(
      'Video format not supported on this device',
    );
    expect(message(fromHlsFatal('networkError', 'manifestLoadError'))).toBe(
      'Playback error: manifestLoadError',
    );
  });
});
