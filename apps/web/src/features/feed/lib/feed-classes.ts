// by path with its extension: the web build (for-you-shell.ts) loads this file in Node
import { focusRing } from '../../../components/ui/focus-ring.ts';

/**
 * The feed's screen, its top bar and its messages, shared by its components (feed-shell.tsx)
 * and its server-rendered first paint (for-you-shell.ts): the same classes give the same
 * geometry.
 */
export const FEED_CLASSES = {
  // clip, not hidden: focusing something in a slide (the ad modal) must not scroll the screen
  screen: 'fixed inset-0 overflow-clip bg-black text-white',
  // while the feed moves: anywhere on the screen takes the gesture
  screenGestures: 'touch-none select-none',
  bar: 'pointer-events-none absolute inset-x-0 top-0 z-20 flex items-center justify-between gap-3 bg-gradient-to-b from-black/50 to-transparent p-3 pt-[calc(0.75rem+env(safe-area-inset-top))] pb-8',
  roundButton: `pointer-events-auto flex size-11 items-center justify-center rounded-full bg-black/45 text-white hover:bg-black/70 ${focusRing}`,
  title: 'text-base font-bold drop-shadow-md',
  // the sound toggle's place before there is anything to hear
  soundPlaceholder: 'size-11',
  // BackIcon's own (feed-icons.tsx): it points to where the reading direction starts
  backIcon: 'rtl:-scale-x-100',
  message: 'absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center',
  messageTitle: 'text-lg font-semibold',
  messageDetail: 'max-w-xs text-sm text-white/70',
  messageActions: 'mt-2 flex flex-wrap justify-center gap-3',
} as const;

/** BackIcon's drawing (feed-icons.tsx), for the first paint. */
export const BACK_ICON_PATH = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';
