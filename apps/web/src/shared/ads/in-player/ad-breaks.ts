import { ADS } from '@app/contract';

/** An ad break of the home/prototype player (docs/product/ads.md#in-player-ad-break). */
export type AdBreak = { kind: 'preroll' } | { kind: 'midroll'; at: number };

export const breakKey = (adBreak: AdBreak): string =>
  adBreak.kind === 'preroll' ? 'preroll' : `midroll-${adBreak.at}`;

/** Pre-roll: on the first play, when the position is under 5 s and no ad has been shown. */
export const prerollDue = (position: number, anyAdShown: boolean): boolean =>
  !anyAdShown && position < ADS.prerollMaxPositionSeconds;

/** Mid-roll: the mark playback has just reached (within 1 s) and not yet played, or null. */
export function dueMidroll(
  marks: readonly number[],
  played: ReadonlySet<number>,
  time: number,
): number | null {
  const mark = marks.find(
    (at) => !played.has(at) && time >= at && time < at + ADS.triggerWindowSeconds,
  );
  return mark ?? null;
}
