import type { HeroBanner as HeroBannerData } from '@app/contract';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';

/** The first banner, large. The carousel (auto-advance, arrows, dots) comes later. */
export function HeroBanner({ banner }: { banner: HeroBannerData }) {
  const meta = [banner.year, banner.language, `${banner.episodesCount} episodes`].join(' · ');
  return (
    <section className="hero" aria-labelledby="hero-title">
      <PosterImage
        className="hero-image"
        src={banner.image}
        alt={`Poster of ${banner.title}`}
        width={400}
        height={600}
        // the likely LCP element: fetch it first, never lazily
        loading="eager"
        fetchPriority="high"
      />
      <div className="hero-body">
        <h2 id="hero-title" className="hero-title">
          {banner.title}
        </h2>
        <p className="hero-meta">{meta}</p>
        <p className="hero-description">{banner.description}</p>
        <Link to={`/video/${banner.id}`} className="button button-primary">
          More Info
        </Link>
      </div>
    </section>
  );
}
