import { BACKDROP_IMAGE_WIDTH, HERO_IMAGE_SIZES } from '@app/contract';

/** One place the site shows a poster: the PosterImage props it uses there. */
export type PosterSlot = {
  id: string;
  label: string;
  where: string;
  /** CSS px, as the component passes `width` and `height`. */
  width: number;
  height: number;
  /** `sizes` when it is not `{width}px` (PosterImage's default). */
  sizes?: string;
  /**
   * The one fixed copy (`width` px, no srcset) drawn stretched to `stretchedTo`: the player's
   * blurred side bands.
   */
  backdrop?: { stretchedTo: { width: number; height: number } };
};

/**
 * Every poster size the site uses, as its components render them (features cannot import each
 * other, so the figures are repeated here; docs/product/studio.md#debug-and-poster-test-pages-built
 * lists where each comes from). Largest first.
 */
export const POSTER_SLOTS: readonly PosterSlot[] = [
  {
    id: 'hero',
    label: 'Hero banner, phones',
    where: 'Home hero backdrop (features/catalogue-home hero-slide), across a phone screen',
    width: 400,
    height: 600,
    sizes: HERO_IMAGE_SIZES,
  },
  {
    id: 'hero-poster',
    label: 'Hero poster, wider screens',
    where: 'Home hero beside the facts (features/catalogue-home hero-slide)',
    width: 400,
    height: 600,
  },
  {
    id: 'series-detail',
    label: 'Series poster',
    where:
      'Series page /video/{id} and its blurred backdrop (features/catalogue-series series-detail)',
    width: 400,
    height: 600,
  },
  {
    id: 'player',
    label: 'Player poster',
    where: 'Over the video on /play until its first frame (lib/player video-player)',
    width: 400,
    height: 600,
  },
  {
    id: 'episode-grid',
    label: 'Episode thumbnail',
    where: 'Episode grid on the series page (features/catalogue-series episode-grid)',
    width: 240,
    height: 320,
  },
  {
    id: 'card',
    label: 'Series card',
    where:
      'Home rows and Continue watching (features/catalogue-home series-card, continue-watching-row)',
    width: 200,
    height: 300,
  },
  {
    id: 'banner-ad',
    label: 'Banner ad',
    where: 'House banner on /play (shared/ads banner-ad)',
    width: 75,
    height: 112,
  },
  {
    id: 'episode-list',
    label: 'Episode list',
    where: 'Episode list on /play (features/play episode-picker)',
    width: 56,
    height: 84,
  },
  {
    id: 'search',
    label: 'Search suggestion',
    where: 'Search box results (features/catalogue-search search-box)',
    width: 32,
    height: 48,
  },
  {
    id: 'backdrop',
    label: 'Blurred side bands',
    where: 'Behind a vertical episode on /play: the 32 px copy stretched (lib/player video-player)',
    width: BACKDROP_IMAGE_WIDTH,
    height: BACKDROP_IMAGE_WIDTH * 1.5,
    backdrop: { stretchedTo: { width: 160, height: 240 } },
  },
];
