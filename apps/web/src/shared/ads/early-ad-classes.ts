/**
 * The early ad's box (early-ad.ts): the ad modal's card over a player's box and the ad slot in
 * it (AdModal's), and the ad's element in the slot. Apart, without imports: the build loads it in
 * Node for the first paint's inline CSS (features/feed/lib/for-you-shell.ts), where the early ad
 * shows before the app's stylesheet.
 */
export const EARLY_AD_CLASSES = {
  overlay: 'absolute inset-0 grid place-items-center bg-black/85 p-3',
  card: 'grid w-full max-w-md gap-3 rounded-2xl bg-surface p-4',
  slot: 'relative grid aspect-video w-full place-items-center overflow-hidden rounded-lg bg-black',
  // the places of what the modal's card has around its slot, empty: its header (the title's line
  // and the countdown, 1.5rem), the Continue button (2.75rem), and the ad-free options (their
  // title's line, 1.25rem, a 0.5rem gap and the buttons' row, 2.75rem), so that the slot stays
  // where it is when the modal takes it over
  header: 'h-6',
  continue: 'h-11',
  purchaseOptions: 'h-[4.5rem]',
  // positioned: it paints over the still, an absolute sibling before it
  video: 'relative size-full object-contain',
} as const;
