import { PROTOTYPE_TEXTS } from '@app/contract';
import { useId } from 'react';
import { MetaLine } from '../../../lib/meta-line';
import { usePrototypePage } from '../hooks/use-prototype-page';
import { EpisodeChips } from './episode-chips';
import { PageTitle } from './page-title';
import { PrototypePlayer } from './prototype-player';
import { PersonLink, RatingStatus } from './series-facts';

const TEXT = PROTOTYPE_TEXTS;

/**
 * /iqiyi-detail?episode= (docs/product/prototype.md#iqiyi-detail): the player across the
 * top, then the title with its score and status, the episode chips and the people.
 */
export function IqiyiDetailPage() {
  const { series, episode, choose, player } = usePrototypePage();
  const episodesId = useId();
  const meta = [String(series.year), series.language, ...series.genres];

  return (
    <article className="-mx-(--gutter) -mt-(--gutter) grid gap-5">
      <PageTitle title={series.title} layout={TEXT.pageNames.iqiyiDetail} />
      <PrototypePlayer {...player} className="aspect-video max-h-[70vh] w-full" />

      <div className="mx-auto grid w-full max-w-5xl gap-5 px-(--gutter)">
        <header className="grid gap-2">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {TEXT.sampleNotice}
          </p>
          <h1
            dir="auto"
            className="text-2xl leading-tight font-extrabold tracking-tight md:text-3xl"
          >
            {series.title}
          </h1>
          <RatingStatus series={series} accent="text-[#1cd35a]" />
          <MetaLine parts={meta} className="text-sm text-white/80" />
        </header>

        <section aria-labelledby={episodesId} className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={episodesId} className="text-lg font-bold tracking-tight">
              {TEXT.episodes}
              <span className="ms-2 text-sm font-normal text-muted">
                {TEXT.statuses[series.status]} · {TEXT.episodesCount(series.episodes.length)}
              </span>
            </h2>
            <p aria-live="polite" className="text-sm text-white/80">
              {TEXT.nowPlaying(episode.number)}
            </p>
          </div>
          <EpisodeChips
            episodes={series.episodes}
            current={episode.number}
            onChoose={choose}
            tone="iqiyi"
          />
          <p className="text-xs text-muted">{TEXT.lockedHint}</p>
        </section>

        <section className="grid gap-3 text-sm">
          <p dir="auto" className="max-w-prose leading-relaxed text-white/85">
            {series.description}
          </p>
          <ul aria-label={TEXT.people} className="flex flex-wrap gap-2">
            <li className="flex items-center gap-2 rounded-full bg-surface-2 px-3 py-1.5">
              <span className="text-xs text-muted">{TEXT.director}</span>
              <PersonLink name={series.director} />
            </li>
            {series.cast.map((name) => (
              <li
                key={name}
                className="flex items-center gap-2 rounded-full bg-surface-2 px-3 py-1.5"
              >
                <span className="text-xs text-muted">{TEXT.cast}</span>
                <PersonLink name={name} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </article>
  );
}
