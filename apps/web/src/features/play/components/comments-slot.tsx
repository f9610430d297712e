/**
 * Where the comments panel of the "Comments" issue mounts (spec §2 "Play page": list with
 * likes, nested replies, cursor paging, a composer). Comments belong to the series.
 */
export function CommentsSlot(_props: { seriesId: string }) {
  return null;
}
