import { BACKDROP_IMAGE_WIDTH, CMS_PAGE_TEXTS, HERO_IMAGE_SIZES } from '@app/contract';

type SlotTexts = typeof CMS_PAGE_TEXTS.posterTest.slots;

/** One place the site shows a poster: the PosterImage props it uses there. */
export type PosterSlot = {
  /** Its texts' key: its name and where it is (slotText). */
  id: keyof SlotTexts;
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
    width: 400,
    height: 600,
    sizes: HERO_IMAGE_SIZES,
  },
  {
    id: 'heroPoster',
    width: 400,
    height: 600,
  },
  {
    id: 'seriesDetail',
    width: 400,
    height: 600,
  },
  {
    id: 'player',
    width: 400,
    height: 600,
  },
  {
    id: 'episodeGrid',
    width: 240,
    height: 320,
  },
  {
    id: 'card',
    width: 200,
    height: 300,
  },
  {
    id: 'bannerAd',
    width: 75,
    height: 112,
  },
  {
    id: 'episodeList',
    width: 56,
    height: 84,
  },
  {
    id: 'search',
    width: 32,
    height: 48,
  },
  {
    id: 'backdrop',
    width: BACKDROP_IMAGE_WIDTH,
    height: BACKDROP_IMAGE_WIDTH * 1.5,
    backdrop: { stretchedTo: { width: 160, height: 240 } },
  },
];

/** A slot's name and where it is, in the active language: read them at render. */
export const slotText = (slot: PosterSlot): SlotTexts[keyof SlotTexts] =>
  CMS_PAGE_TEXTS.posterTest.slots[slot.id];
