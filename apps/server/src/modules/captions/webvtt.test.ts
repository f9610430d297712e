import { describe, expect, it } from 'vitest';
import { CAPTION_TEXTS } from '@app/contract';
import { checkWebVtt } from './webvtt';

const VALID = `WEBVTT - Paper Moons, episode 1
Kind: captions

NOTE written by hand

STYLE
::cue { color: yellow }

1
00:00:00.500 --> 00:00:02.000
Hello.

intro-2
00:02.000 --> 00:04.250 align:start line:10%
Two lines,
one cue.

01:00:00.000 --> 01:00:01.000
An hour in.
`;

const detailOf = (text: string) => {
  const result = checkWebVtt(text);
  return result.ok ? null : result.detail;
};

describe('checkWebVtt', () => {
  it('accepts cues with and without identifiers, hours, settings, notes and styles', () => {
    const result = checkWebVtt(VALID);
    expect(result).toEqual({ ok: true, vtt: { text: VALID, cues: 3 } });
  });

  it('normalises a byte-order mark and CRLF line endings', () => {
    const result = checkWebVtt(`\uFEFF${VALID.replace(/\n/g, '\r\n')}`);
    expect(result.ok && result.vtt.text).toBe(VALID);
  });

  it('refuses a file that does not start with WEBVTT', () => {
    expect(detailOf('1\n00:00:00,500 --> 00:00:02,000\nHello\n')).toBe(CAPTION_TEXTS.notWebVtt);
    expect(detailOf('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n')).toBe(CAPTION_TEXTS.notWebVtt);
    expect(detailOf('')).toBe(CAPTION_TEXTS.notWebVtt);
  });

  it('names the line of a malformed timing (SRT commas, missing digits, minutes over 59)', () => {
    expect(detailOf('WEBVTT\n\n1\n00:00:00,500 --> 00:00:02,000\nHello\n')).toBe(
      CAPTION_TEXTS.badTiming(4, '00:00:00,500 --> 00:00:02,000'),
    );
    expect(detailOf('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nA\n\n0:03.000 --> 0:04.000\nB')).toBe(
      CAPTION_TEXTS.badTiming(6, '0:03.000 --> 0:04.000'),
    );
    expect(detailOf('WEBVTT\n\n00:61:00.000 --> 01:00:00.000\nA\n')).toMatch(/^Line 3: invalid/);
    expect(detailOf('WEBVTT\n\n00:00:01.000 -> 00:00:02.000\nA\n')).toBe(
      CAPTION_TEXTS.missingTiming(3),
    );
  });

  it('refuses a cue that ends at or before its start', () => {
    expect(detailOf('WEBVTT\n\n00:00:05.000 --> 00:00:04.999\nBackwards\n')).toBe(
      CAPTION_TEXTS.endBeforeStart(3),
    );
    expect(detailOf('WEBVTT\n\nid\n00:00:05.000 --> 00:00:05.000\nEmpty\n')).toBe(
      CAPTION_TEXTS.endBeforeStart(4),
    );
  });

  it('refuses an identifier without a timing line, and cues not apart by a blank line', () => {
    expect(detailOf('WEBVTT\n\n00:00.000 --> 00:01.000\nA\n\nlonely id\n')).toBe(
      CAPTION_TEXTS.missingTiming(6),
    );
    expect(detailOf('WEBVTT\n00:00.000 --> 00:01.000\nA\n')).toBe(CAPTION_TEXTS.blankLineFirst(2));
    expect(detailOf('WEBVTT\n\n00:00.000 --> 00:01.000\nA\n00:01.000 --> 00:02.000\nB\n')).toBe(
      CAPTION_TEXTS.blankLineFirst(5),
    );
  });

  it('refuses a file without cues', () => {
    expect(detailOf('WEBVTT\n\nNOTE nothing here\n')).toBe(CAPTION_TEXTS.noCues);
  });
});
