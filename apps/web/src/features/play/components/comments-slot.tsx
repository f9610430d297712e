import { lazy, Suspense } from 'react';

// its own chunk: the panel, its queries and time labels are not needed for the first frame
const CommentsPanel = lazy(() =>
  import('./comments/comments-panel').then((m) => ({ default: m.CommentsPanel })),
);

/**
 * The comments panel (docs/product/comments.md#comments-panel): list with likes, nested
 * replies, cursor paging, a composer. Comments belong to the series.
 */
export function CommentsSlot({ seriesId }: { seriesId: string }) {
  return (
    <Suspense fallback={null}>
      <CommentsPanel seriesId={seriesId} />
    </Suspense>
  );
}
