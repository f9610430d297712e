import { pagePaths, type SeriesId } from '@app/contract';
import { MyListButton } from '../../../shared/my-list/my-list-button';
import { ShareButton } from '../../../lib/share/share-button';
import { absoluteLink } from '../../../lib/share/share-link';

/** My List and Share beside Play Now (docs/product/catalogue.md#series-page). */
export function SeriesActions({ id, title }: { id: SeriesId; title: string }) {
  return (
    <>
      <MyListButton seriesId={id} />
      <ShareButton url={() => absoluteLink(pagePaths.video(id))} title={title} />
    </>
  );
}
