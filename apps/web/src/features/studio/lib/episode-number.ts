import { studioEpisodeSchema } from '@app/contract';

// the numbers a publish accepts
const { minValue, maxValue } = studioEpisodeSchema.shape.episodeNumber;
const MIN = minValue ?? 1;
const MAX = maxValue ?? Number.MAX_SAFE_INTEGER;

/**
 * The episode number a file name gives: its first number, the extension left out ('ep2.mp4' is 2,
 * 'S01E05.mp4' is 1: the first number, as docs/product/studio.md#files says). Null when it has
 * none, or none a publish accepts.
 */
export function episodeNumberFromName(name: string): number | null {
  const base = name.replace(/\.[^.]*$/, '');
  const match = /\d+/.exec(base);
  if (!match) return null;
  const n = Number(match[0]);
  return n >= MIN && n <= MAX ? n : null;
}

/**
 * The numbers for a batch of files, in their order: each name's own, else the next free one
 * (the highest so far + 1). Named files are counted first, so 'intro.mp4' beside 'ep1.mp4' becomes
 * 2 rather than taking 1 and being replaced by it.
 */
export function assignEpisodeNumbers(names: readonly string[], taken: readonly number[]): number[] {
  const own = names.map(episodeNumberFromName);
  let highest = Math.max(0, ...taken, ...own.filter((n): n is number => n !== null));
  return own.map((n) => {
    if (n !== null) return n;
    highest += 1;
    return highest;
  });
}
