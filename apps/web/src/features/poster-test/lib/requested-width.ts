import { POSTER_IMAGE_WIDTHS } from '@app/contract';

/** The resized copy a loaded image came from (`?w=` of its currentSrc); null for the original. */
export function requestedWidth(currentSrc: string): number | null {
  if (!currentSrc) return null;
  const width = new URL(currentSrc, 'http://localhost').searchParams.get('w');
  return width === null ? null : Number(width);
}

/**
 * The copy a browser should take from the poster `srcset` for a slot `cssWidth` px wide at a
 * device pixel ratio: the smallest at least as wide as the device pixels, else the largest.
 * Browsers may take a larger one they already have.
 */
export function expectedWidth(cssWidth: number, devicePixelRatio: number): number {
  const needed = cssWidth * devicePixelRatio;
  return POSTER_IMAGE_WIDTHS.find((width) => width >= needed) ?? Math.max(...POSTER_IMAGE_WIDTHS);
}
