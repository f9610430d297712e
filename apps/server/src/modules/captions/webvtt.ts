import { CAPTION_TEXTS } from '@app/contract';

/** A WebVTT file that passed the check: its text with `\n` line endings, and its cue count. */
export type CheckedWebVtt = { text: string; cues: number };

export type WebVttResult = { ok: true; vtt: CheckedWebVtt } | { ok: false; detail: string };

// (hh:)mm:ss.ttt; hours take two or more digits (W3C WebVTT, "WebVTT timestamp")
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
const ARROW = '-->';

const secondsOf = (timestamp: string): number | null => {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, hours = '0', minutes, seconds, millis] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
};

/** `start --> end [settings]`: the two times, or null for a malformed line. */
const timingOf = (line: string): { start: number; end: number } | null => {
  const match = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+.*)?$/.exec(line);
  if (!match) return null;
  const start = secondsOf(match[1]!);
  const end = secondsOf(match[2]!);
  return start === null || end === null ? null : { start, end };
};

const isBlank = (line: string) => line.trim() === '';

/**
 * Checks a WebVTT file the way a browser's parser reads it, strictly enough that what passes
 * plays everywhere (docs/product/studio.md#captions): the `WEBVTT` signature, then blocks apart
 * by blank lines; every cue has a timing line `start --> end` with valid timestamps and an end
 * after its start. The first problem is answered with its line number.
 */
export function checkWebVtt(input: string): WebVttResult {
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  const fail = (detail: string): WebVttResult => ({ ok: false, detail });
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) return fail(CAPTION_TEXTS.notWebVtt);

  let i = 1;
  // the header runs to the first blank line
  while (i < lines.length && !isBlank(lines[i]!)) {
    if (lines[i]!.includes(ARROW)) return fail(CAPTION_TEXTS.blankLineFirst(i + 1));
    i++;
  }

  let cues = 0;
  while (i < lines.length) {
    if (isBlank(lines[i]!)) {
      i++;
      continue;
    }
    const blockStart = i;
    const block: string[] = [];
    while (i < lines.length && !isBlank(lines[i]!)) block.push(lines[i++]!);
    const first = block[0]!;
    // comments, and the style and region blocks allowed before the cues
    if (/^(?:NOTE|STYLE|REGION)(?:[ \t].*)?$/.test(first)) continue;
    // an optional identifier line, then the timing line
    const timingIndex = first.includes(ARROW) ? 0 : 1;
    const timingLine = block[timingIndex];
    const lineNumber = blockStart + timingIndex + 1;
    if (timingLine === undefined || !timingLine.includes(ARROW)) {
      return fail(CAPTION_TEXTS.missingTiming(blockStart + 1));
    }
    const timing = timingOf(timingLine.trim());
    if (!timing) return fail(CAPTION_TEXTS.badTiming(lineNumber, timingLine.trim()));
    if (timing.end <= timing.start) return fail(CAPTION_TEXTS.endBeforeStart(lineNumber));
    const stray = block.findIndex((line, index) => index > timingIndex && line.includes(ARROW));
    if (stray !== -1) return fail(CAPTION_TEXTS.blankLineFirst(blockStart + stray + 1));
    cues++;
  }
  if (cues === 0) return fail(CAPTION_TEXTS.noCues);
  return { ok: true, vtt: { text, cues } };
}
