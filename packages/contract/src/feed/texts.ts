import { defineTexts } from '../common/texts';

/** The For You feed's texts (/foryou; docs/product/feed.md), shown verbatim by the web app. */
export const FOR_YOU_TEXTS = /* @__PURE__ */ defineTexts('forYou', {
  title: 'For You',
  /** The feed's accessible name. */
  feedLabel: 'For You feed',
  /** Goes to /play at the item's opening episode. */
  watchSeries: 'Watch series',
  episodes: (count: number) => (count === 1 ? '1 episode' : `${count} episodes`),
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
  back: 'Back to Home',
  previous: 'Previous',
  next: 'Next',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  /** Shown once, until the viewer moves: how to get to the next item. */
  hint: 'Swipe up, scroll or press ↓ for more',
  loading: 'Loading…',
  empty: 'Nothing to watch yet. New series appear here as they are published.',
  end: "You're all caught up",
  endDetail: 'That was every series in the catalogue.',
  loadFailed: 'Failed to load the feed',
  retry: 'Retry',
  startOver: 'Start over',
  goHome: 'Go Home',
  // the server's answers to a bad page request
  invalidCursor: 'Invalid feed cursor',
  expiredCursor: 'This feed page has expired: load the feed again from the top',
  itemWithCursor: 'item picks the first page only: leave it out when a cursor is given',
});
