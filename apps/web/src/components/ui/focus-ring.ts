/**
 * The keyboard focus ring: the theme's focus colour, 3 px like the base style's `:focus-visible`,
 * set off from the control so it reads on any background.
 */
export const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The same ring on a label that wraps a visually hidden control (a file input). */
export const focusRingWithin =
  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus';
