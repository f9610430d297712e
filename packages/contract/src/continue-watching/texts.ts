import { defineTexts } from '../common/texts';

/** The home page's Continue Watching row (docs/product/continue-watching.md), shown verbatim. */
export const CONTINUE_WATCHING_TEXTS = /* @__PURE__ */ defineTexts('continueWatching', {
  heading: 'Continue Watching',
  episode: (episodeNumber: number) => `Episode ${episodeNumber}`,
  progress: (percent: number) => `${percent}% watched`,
});
