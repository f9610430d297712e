import { pagePaths, type SeriesId } from '@app/contract';
import { FollowButton } from '../../../shared/notifications/follow-button';
import { MyListButton } from '../../../shared/my-list/my-list-button';
import { ShareButton } from '../../../lib/share/share-button';
import { absoluteLink } from '../../../lib/share/share-link';

/** My List, Follow and Share beside Play Now (docs/product/catalogue.md#series-page). */
export function SeriesActions({
  id,
  title,
  ongoing,
}: {
  id: SeriesId;
  title: string;
  ongoing: boolean;
}) {
  return (
    <>
      <MyListButton seriesId={id} />
      <FollowButton seriesId={id} ongoing={ongoing} />
      <ShareButton url={() => absoluteLink(pagePaths.video(id))} title={title} />
    </>
  );
}
