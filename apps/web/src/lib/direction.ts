/**
 * Inline direction at the moment of use. Nothing here caches it: a language switch sets
 * <html dir> without a reload, and the next scroll or key press must follow it.
 */

export type InlineDirection = 'ltr' | 'rtl';

/** The direction an element lays out its inline content in (inherited from <html dir>). */
export function directionOf(element: Element): InlineDirection {
  const view = element.ownerDocument.defaultView;
  return view?.getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/** The page's direction, for what is not laid out yet (a menu about to open). */
export function pageDirection(): InlineDirection {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * How far a horizontal scroller has moved from its start edge, in px, in either direction.
 * scrollLeft is 0 at the start both ways and goes negative towards the end in RTL (CSSOM View:
 * Chromium since 85, Firefox, Safari), so the distance is its magnitude.
 */
export function scrolledFromStart(element: Element): number {
  const { scrollLeft } = element;
  return directionOf(element) === 'rtl' ? 0 - scrollLeft : scrollLeft;
}

/** The px left before a horizontal scroller's end edge. */
export function leftBeforeEnd(element: Element): number {
  return element.scrollWidth - element.clientWidth - scrolledFromStart(element);
}

/**
 * The physical `left` for scrollBy / scrollTo that moves `distance` px towards the scroller's
 * end (a negative distance: towards its start). In RTL the end is on the left.
 */
export function towardsEnd(element: Element, distance: number): number {
  return directionOf(element) === 'rtl' ? -distance : distance;
}
