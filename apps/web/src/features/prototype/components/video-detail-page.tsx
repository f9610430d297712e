import { PROTOTYPE_TEXTS } from '@app/contract';
import { useId } from 'react';
import { MetaLine } from '../../../lib/meta-line';
import { PosterImage } from '../../../lib/poster-image';
import { usePrototypePage } from '../hooks/use-prototype-page';
import { EpisodeChips } from './episode-chips';
import { PageTitle } from './page-title';
import { PrototypePlayer } from './prototype-player';
import { People, RatingStatus } from './series-facts';

const TEXT = PROTOTYPE_TEXTS;

/**
 * /video-detail?url=&episode= (docs/product/prototype.md#video-detail): a streaming
 * app's title page with the player beside the facts and the episode numbers below them.
 */
export function VideoDetailPage() {
  const { series, episode, choose, poster, player } = usePrototypePage();
  const episodesId = useId();
  const meta = [
    String(series.year),
    series.language,
    ...series.genres,
    TEXT.episodesCount(series.episodes.length),
  ];

  return (
    <article className="relative isolate">
      <PageTitle title={series.title} layout={TEXT.pageNames.videoDetail} />
      {poster && (
        <div
          aria-hidden="true"
          className="absolute inset-x-[calc(var(--gutter)*-1)] -top-(--gutter) -z-10 h-[28rem] overflow-hidden"
        >
          <PosterImage
            src={poster}
            alt=""
            width={400}
            height={600}
            loading="eager"
            className="size-full scale-125 object-cover opacity-30 blur-3xl"
          />
          <div className="absolute inset-0 bg-gradient-to-b from-bg/30 via-bg/70 to-bg" />
        </div>
      )}

      <div className="mx-auto grid max-w-6xl gap-6 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-8 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <PrototypePlayer
          {...player}
          className="mx-auto aspect-9/16 h-[min(70vh,40rem)] w-auto max-w-full rounded-xl shadow-2xl ring-1 shadow-black/50 ring-white/10"
        />

        <div className="grid content-start gap-4">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {TEXT.sampleNotice}
          </p>
          <h1
            dir="auto"
            className="text-3xl leading-tight font-extrabold tracking-tight text-balance md:text-4xl lg:text-5xl"
          >
            {series.title}
          </h1>
          <RatingStatus series={series} />
          <MetaLine parts={meta} className="text-sm text-white/80" />
          <p dir="auto" className="max-w-prose text-sm leading-relaxed text-white/85 md:text-base">
            {series.description}
          </p>
          <People series={series} />

          <section aria-labelledby={episodesId} className="mt-2 grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id={episodesId} className="text-lg font-bold tracking-tight">
                {TEXT.episodes}
              </h2>
              <p aria-live="polite" className="text-sm text-white/80">
                {TEXT.nowPlaying(episode.number)}
              </p>
            </div>
            <EpisodeChips episodes={series.episodes} current={episode.number} onChoose={choose} />
            <p className="text-xs text-muted">{TEXT.lockedHint}</p>
          </section>
        </div>
      </div>
    </article>
  );
}
