import { PROTOTYPE_TEXTS } from '@app/contract';
import { useId } from 'react';
import { MetaLine } from '../../../lib/meta-line';
import { usePrototypePage } from '../hooks/use-prototype-page';
import { EpisodeAlbum } from './episode-album';
import { PageTitle } from './page-title';
import { PrototypePlayer } from './prototype-player';
import { People, RatingStatus } from './series-facts';

const TEXT = PROTOTYPE_TEXTS;

/**
 * /video-album?episode= (docs/product/prototype.md#video-album): the series as an album,
 * every episode a picture card, the chosen one playing above the grid.
 */
export function VideoAlbumPage() {
  const { series, episode, choose, thumbnailFor, player } = usePrototypePage();
  const albumId = useId();
  const meta = [String(series.year), series.language, ...series.genres];

  return (
    <article className="mx-auto grid max-w-6xl gap-8">
      <PageTitle title={series.title} layout={TEXT.pageNames.videoAlbum} />
      <header className="grid gap-2">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">
          {TEXT.sampleNotice}
        </p>
        <h1 dir="auto" className="text-2xl leading-tight font-extrabold tracking-tight md:text-4xl">
          {series.title}
        </h1>
        <RatingStatus series={series} />
        <MetaLine parts={meta} className="text-sm text-white/80" />
      </header>

      <section className="grid gap-5 rounded-2xl bg-surface p-4 ring-1 ring-white/5 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] md:p-6">
        <PrototypePlayer {...player} className="mx-auto aspect-9/16 w-full max-w-60 rounded-lg" />
        <div className="grid content-start gap-3">
          <p aria-live="polite" className="text-sm font-semibold text-red-300">
            {TEXT.nowPlaying(episode.number)}
          </p>
          <h2 dir="auto" className="text-xl font-bold">
            {episode.title}
          </h2>
          <p dir="auto" className="max-w-prose text-sm leading-relaxed text-white/85">
            {series.description}
          </p>
          <People series={series} />
        </div>
      </section>

      <section aria-labelledby={albumId} className="grid gap-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={albumId} className="text-lg font-bold tracking-tight md:text-xl">
            {TEXT.allEpisodes(series.episodes.length)}
          </h2>
          <p className="text-xs text-muted">{TEXT.lockedHint}</p>
        </div>
        <EpisodeAlbum
          episodes={series.episodes}
          current={episode.number}
          onChoose={choose}
          thumbnailFor={thumbnailFor}
        />
      </section>
    </article>
  );
}
