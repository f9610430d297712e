import { BREAKPOINTS, type CommentPlatform } from '@app/contract';

/**
 * A MediaQueryList is costly to make (the browser evaluates it against the page) and cheap to
 * read: one is kept per matchMedia and read for each event, which the feed's swipe sends
 * (docs/decisions.md#performance-targets, interaction latency).
 */
let coarsePointer: { from: typeof window.matchMedia; list: MediaQueryList } | undefined;

const touchFirst = (): boolean => {
  const matchMedia = window.matchMedia as typeof window.matchMedia | undefined;
  if (!matchMedia) return false;
  if (coarsePointer?.from !== matchMedia) {
    coarsePointer = { from: matchMedia, list: matchMedia.call(window, '(pointer: coarse)') };
  }
  return coarsePointer.list.matches;
};

/** The event's platform: 'mobile' below 768 px or on a touch-first device, otherwise 'pc'. */
export function detectPlatform(): CommentPlatform {
  const narrow = window.innerWidth < BREAKPOINTS.tabletMin;
  return narrow || touchFirst() ? 'mobile' : 'pc';
}
