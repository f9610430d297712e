/**
 * Where the ad modal of the "Ads and access" issue mounts, inside the player so it covers
 * fullscreen too (spec §4 "Ad gating on the play page": pauses at scheduled points).
 */
export function AdSlot(_props: { seriesId: string; episodeNumber: number }) {
  return null;
}
