import { PROTOTYPE_PLAYER_ERRORS as ERRORS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { hlsErrorMessage, mediaErrorMessage, playRejectionMessage } from './player-errors';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('mediaErrorMessage', () => {
  it('words each MediaError code as the spec does', () => {
    expect(mediaErrorMessage({ code: 1, message: '' })).toBe('Video loading was aborted');
    expect(mediaErrorMessage({ code: 2, message: '' })).toBe(
      'Network error occurred while loading video',
    );
    expect(mediaErrorMessage({ code: 3, message: '' })).toBe(
      'Video format is not supported by your browser',
    );
    expect(mediaErrorMessage({ code: 4, message: '' })).toBe('Video source is not supported');
  });

  it('falls back to the message, or Unknown error', () => {
    expect(mediaErrorMessage({ code: 9, message: 'odd' })).toBe('Video error: odd');
    expect(mediaErrorMessage(null)).toBe('Video error: Unknown error');
  });
});

describe('playRejectionMessage', () => {
  const manual = { automatic: false, pausedSince: false };

  it('says autoplay failed when the browser blocks an automatic start', () => {
    expect(
      playRejectionMessage(named('NotAllowedError'), { automatic: true, pausedSince: false }),
    ).toBe('Autoplay failed. Please tap to play manually.');
  });

  it('says loading was interrupted on an abort nobody asked for', () => {
    expect(playRejectionMessage(named('AbortError'), manual)).toBe(ERRORS.interrupted);
  });

  it('is no error when a pause (an ad break) aborted the pending play', () => {
    expect(
      playRejectionMessage(named('AbortError'), { automatic: false, pausedSince: true }),
    ).toBeNull();
  });

  it('names an unsupported source and words anything else with its message', () => {
    expect(playRejectionMessage(named('NotSupportedError'), manual)).toBe(
      'Video source is not supported',
    );
    expect(playRejectionMessage(named('TypeError', 'boom'), manual)).toBe('Video error: boom');
  });
});

describe('hlsErrorMessage', () => {
  it('maps hls.js failures to the spec wording', () => {
    expect(hlsErrorMessage({ kind: 'other', detail: 'manifestLoadError' })).toBe(ERRORS.network);
    expect(hlsErrorMessage({ kind: 'other', detail: 'fragLoadTimeOut' })).toBe(ERRORS.network);
    expect(hlsErrorMessage({ kind: 'notSupported', detail: 'bufferAppendError' })).toBe(
      ERRORS.decode,
    );
    expect(hlsErrorMessage({ kind: 'notSupported', detail: 'no Media Source Extensions' })).toBe(
      ERRORS.sourceNotSupported,
    );
    expect(hlsErrorMessage({ kind: 'other', detail: 'internalException' })).toBe(
      'Video error: internalException',
    );
  });
});
