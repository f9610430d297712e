import { CATALOGUE_TEXTS, HERO_IMAGE_SIZES, pagePaths, type HeroBanner } from '@app/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { MetaLine } from '../../../lib/meta-line';
import { HERO_CLASSES } from '../lib/hero-classes';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = CATALOGUE_TEXTS.home;

type HeroSlideProps = {
  banner: HeroBanner;
  /** The first slide holds the likely LCP image: fetch it at once and first. */
  priority: boolean;
};

/** One banner: the 2:3 poster as a full-bleed backdrop, its facts and the two calls to action. */
export function HeroSlide({ banner, priority }: HeroSlideProps) {
  const meta = [
    banner.year,
    banner.language,
    CATALOGUE_TEXTS.episodesCount(banner.episodesCount),
  ].filter(Boolean);
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  return (
    <>
      {/* Phones show the vertical poster itself; wider screens a blurred, scaled copy of it. */}
      <div className={HERO_CLASSES.backdrop} aria-hidden="true">
        <PosterImage
          src={banner.image}
          alt=""
          width={400}
          height={600}
          sizes={HERO_IMAGE_SIZES}
          loading={loading}
          fetchPriority={fetchPriority}
          className={HERO_CLASSES.image}
        />
        <div className={HERO_CLASSES.shade} />
        <div className={HERO_CLASSES.sideShade} />
      </div>

      <div className="relative mx-auto flex h-full max-w-7xl items-end justify-between gap-10 px-(--gutter) pb-14 md:items-center md:pb-12">
        <div className="flex max-w-2xl min-w-0 flex-1 flex-col items-start gap-3 md:gap-4">
          <h2
            dir="auto"
            className="line-clamp-2 text-3xl leading-tight font-extrabold tracking-tight text-balance drop-shadow md:text-5xl lg:text-6xl"
          >
            {banner.title}
          </h2>
          <MetaLine parts={meta} className="text-sm font-medium text-white/85 md:text-base" />
          {banner.description && (
            <p dir="auto" className="line-clamp-3 max-w-prose text-sm text-white/80 md:text-base">
              {banner.description}
            </p>
          )}
          <dl className="hidden gap-1 text-sm text-muted sm:grid">
            {banner.director && (
              <div className="flex gap-1.5">
                <dt className="text-white/60">{TEXT.director}</dt>
                <dd dir="auto" className="truncate text-white/85">
                  {banner.director}
                </dd>
              </div>
            )}
            {banner.cast.length > 0 && (
              <div className="flex gap-1.5">
                <dt className="text-white/60">{TEXT.cast}</dt>
                <dd dir="auto" className="line-clamp-1 text-white/85">
                  {banner.cast.join(', ')}
                </dd>
              </div>
            )}
          </dl>
          <div className="mt-1 flex flex-wrap gap-3">
            <Link
              to={pagePaths.play({ id: banner.id })}
              className={`hidden items-center gap-2 rounded-md bg-white px-6 py-2.5 font-semibold text-black transition hover:bg-white/85 ${focusRing} md:inline-flex`}
            >
              <PlayIcon />
              {TEXT.play}
            </Link>
            <Link
              to={pagePaths.video(banner.id)}
              className={`inline-flex items-center gap-2 rounded-md bg-white/20 px-6 py-2.5 font-semibold text-white backdrop-blur-sm transition hover:bg-white/30 ${focusRing}`}
            >
              <InfoIcon />
              {TEXT.moreInfo}
            </Link>
          </div>
        </div>

        <PosterImage
          src={banner.image}
          alt={CATALOGUE_TEXTS.posterOf(banner.title)}
          width={400}
          height={600}
          loading={loading}
          fetchPriority={fetchPriority}
          className="hidden aspect-2/3 w-52 shrink-0 rounded-lg object-cover shadow-2xl ring-1 shadow-black/60 ring-white/10 md:block lg:w-64"
        />
      </div>
    </>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="currentColor" aria-hidden="true">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5z" />
    </svg>
  );
}

function InfoIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.01" strokeLinecap="round" />
    </svg>
  );
}
