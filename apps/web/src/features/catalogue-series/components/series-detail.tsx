import {
  CATALOGUE_TEXTS,
  pagePaths,
  PRODUCT_NAME,
  SERIES_POSTER_SIZES,
  type VideoDetail,
} from '@app/contract';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { useAutoPlayNext } from '../../../lib/use-auto-play-next';
import { visibleTags } from '../../../shared/catalogue/series-tags';
import { SERIES_CLASSES } from '../lib/series-classes';
import { firstPlayableEpisode, sortEpisodes } from '../lib/series-display';
import { EpisodeGrid } from './episode-grid';
import { MetaLine } from '../../../lib/meta-line';
import { AuthorLink, AuthorLinks } from '../../../shared/authors/author-link';
import { useAccess } from '../../../shared/access/use-access';
import {
  AiLabel,
  episodePrice,
  lockedEpisodeNumbers,
} from '../../../shared/wallet/episode-economy';
import { focusRing } from '../../../components/ui/focus-ring';
import { episodesText, ReleaseChips, runtimeText } from '../../../shared/catalogue/series-facts';
import { DocumentTitle } from '../../../lib/document-title';
import { AfterFirstPaint } from '../../../lib/after-first-paint';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

const TEXT = CATALOGUE_TEXTS.detail;
// chunks apart: their modules' names would otherwise sit in the entry's preload table (the
// server preloads the actions' with the page: apps/server/src/modules/web-shell/page-hints.ts)
const SeriesCost = lazy(() => import('./cost-upfront').then((m) => ({ default: m.SeriesCost })));
const seriesActions = preloadableLazy(() =>
  import('./series-actions').then((m) => m.SeriesActions),
);
const SeriesActions = seriesActions.Component;
// fetched with this page's code (the page waits for the buttons): a lazy component first
// rendered before its code is here suspends, and the page would render twice
void seriesActions.preload();

export function SeriesDetail({ series }: { series: VideoDetail }) {
  const episodes = sortEpisodes(series.episodes);
  const playable = firstPlayableEpisode(episodes);
  const tags = visibleTags(series.tags);
  const [autoPlayNext, setAutoPlayNext] = useAutoPlayNext();
  const price = episodePrice(series);
  // locked for this viewer, as on the play page: from the series and the access answer
  const access = useAccess(series.id);
  const locked =
    access.state === 'checking' ? new Set<number>() : lockedEpisodeNumbers(episodes, access.status);
  const autoPlayId = useId();
  const count = episodes.length;
  // what finishing it takes, before episode 1 (docs/product/catalogue.md#series-transparency)
  const facts = { ...series, episodesCount: count };
  const meta = [
    series.year ? String(series.year) : '',
    series.language,
    episodesText(facts),
    runtimeText(series.runtime_seconds) ?? '',
  ].filter(Boolean);

  return (
    <article className="grid grid-cols-1 gap-10">
      <DocumentTitle>{`${series.title} · ${PRODUCT_NAME}`}</DocumentTitle>

      <div className={SERIES_CLASSES.hero}>
        {/* the poster, blurred, as a backdrop behind the facts */}
        <div aria-hidden="true" className={SERIES_CLASSES.backdrop}>
          <PosterImage
            src={series.thumbnail}
            alt=""
            width={400}
            height={600}
            sizes={SERIES_POSTER_SIZES}
            loading="eager"
            className={SERIES_CLASSES.backdropImage}
          />
          <div className={SERIES_CLASSES.backdropShade} />
        </div>

        <div className={SERIES_CLASSES.grid}>
          <PosterImage
            src={series.thumbnail}
            alt={CATALOGUE_TEXTS.posterOf(series.title)}
            width={400}
            height={600}
            sizes={SERIES_POSTER_SIZES}
            // this page's largest image: never lazy, and preloaded with the HTML at this `sizes`
            // (apps/server/src/modules/web-shell/page-hints.ts)
            loading="eager"
            fetchPriority="high"
            className={SERIES_CLASSES.poster}
          />

          <div className={SERIES_CLASSES.heading}>
            <h1 dir="auto" className={SERIES_CLASSES.title}>
              {series.title}
            </h1>
            <MetaLine parts={meta} className="text-sm text-white/80 md:text-base" />
            <ReleaseChips facts={facts} />
            <AiLabel disclosure={series.ai_disclosure} className="justify-self-start self-start" />
            {tags.length > 0 && (
              <ul aria-label={TEXT.tags} className="flex flex-wrap gap-1.5">
                {tags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-medium text-white/85 ring-1 ring-white/10"
                  >
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div className="col-span-2 grid content-start gap-4 md:col-span-1 md:col-start-2">
            {series.description && (
              <p
                dir="auto"
                className="max-w-prose text-sm leading-relaxed text-white/85 md:text-base"
              >
                {series.description}
              </p>
            )}
            <dl className="grid gap-1 text-sm">
              {series.director && (
                <Fact label={TEXT.director}>
                  <AuthorLink name={series.director} />
                </Fact>
              )}
              {series.cast.length > 0 && (
                <Fact label={TEXT.cast}>
                  <AuthorLinks names={series.cast} />
                </Fact>
              )}
            </dl>
            <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
              {playable ? (
                <Link
                  to={pagePaths.play({ id: series.id, episode: playable.episodeNumber })}
                  className={`inline-flex items-center gap-2 rounded-md bg-accent px-7 py-3 font-semibold text-white shadow-lg shadow-accent/20 transition hover:brightness-110 ${focusRing}`}
                >
                  <svg
                    viewBox="0 0 24 24"
                    className="size-5"
                    fill="currentColor"
                    aria-hidden="true"
                  >
                    <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
                  </svg>
                  {TEXT.playNow}
                </Link>
              ) : (
                <button
                  type="button"
                  disabled
                  className="inline-flex cursor-not-allowed items-center gap-2 rounded-md bg-surface-2 px-7 py-3 font-semibold text-muted"
                >
                  {TEXT.playNow}
                </button>
              )}
              <label
                htmlFor={autoPlayId}
                className="inline-flex cursor-pointer items-center gap-2 text-sm text-white/85 select-none"
              >
                <input
                  id={autoPlayId}
                  type="checkbox"
                  checked={autoPlayNext}
                  onChange={(event) => setAutoPlayNext(event.target.checked)}
                  className={`size-4 accent-accent ${focusRing}`}
                />
                {TEXT.autoPlayNext}
              </label>
              {/* no fallback of its own: the page waits for its chunk (series-page.tsx), as
                  buttons arriving later pushed the episodes down on a phone */}
              <SeriesActions
                id={series.id}
                title={series.title}
                ongoing={series.release_status === 'ongoing'}
              />
            </div>
            {price !== null && (
              <Suspense fallback={null}>
                <SeriesCost seriesId={series.id} />
              </Suspense>
            )}
          </div>
        </div>
      </div>

      {/* below the hero: a task of its own after the first paint */}
      <AfterFirstPaint>
        <EpisodeGrid seriesId={series.id} episodes={episodes} locked={locked} price={price} />
      </AfterFirstPaint>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="min-w-20 shrink-0 text-muted">{label}</dt>
      <dd className="min-w-0 text-white/90">{children}</dd>
    </div>
  );
}
