import { pagePaths, type Episode, type Series } from '@app/contract';
import { MyListButton } from '../../../shared/my-list/my-list-button';
import { ShareButton } from '../../../lib/share/share-button';
import { absoluteLink } from '../../../lib/share/share-link';

type Props = {
  series: Series;
  episode: Episode | undefined;
  /** The playing second, read when the viewer shares. */
  position: () => number;
  className?: string;
};

/**
 * Under the player: My List, and share this episode at this second
 * (docs/product/play.md#share).
 */
export function PlayActions({ series, episode, position, className = '' }: Props) {
  const link = () => {
    const t = Math.floor(position());
    return absoluteLink(
      pagePaths.play({
        id: series.id,
        episode: episode?.episodeNumber,
        t: episode && t > 0 ? t : undefined,
      }),
    );
  };
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <MyListButton seriesId={series.id} />
      <ShareButton url={link} title={series.title} />
    </div>
  );
}
