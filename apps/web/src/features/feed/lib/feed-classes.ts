// by path with its extension: the web build (for-you-shell.ts) loads this file in Node
import { focusRing } from '../../../components/ui/focus-ring.ts';

// a slide's 9:16 box, where the ad modal covers it: the early ad's box stands there too
const FRAME_BOX = 'relative h-full w-full max-w-[calc(100dvh*9/16)]';

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
  // the feed's box of slides, and one slide (FeedView, FeedSlide)
  feed: 'absolute inset-0 overflow-clip',
  slide: 'absolute inset-0 flex justify-center will-change-transform',
  slideMoving: 'transition-transform duration-300 ease-out motion-reduce:transition-none',
  frameBox: FRAME_BOX,
  // the early ad's stage (early/early-feed.ts): the slide's place, over the first paint
  adStage: 'pointer-events-none fixed inset-0 z-40 flex justify-center',
  frame: `${FRAME_BOX} overflow-clip bg-black`,
  poster: 'absolute inset-0 size-full object-cover',
  tapArea: 'absolute inset-0',
  shade:
    'pointer-events-none absolute inset-x-0 bottom-0 h-2/5 bg-gradient-to-t from-black/85 via-black/40 to-transparent',
  info: 'absolute inset-x-0 bottom-0 flex items-end gap-3 p-4 pb-[calc(1.25rem+env(safe-area-inset-bottom))]',
  texts: 'grid min-w-0 flex-1 gap-1.5',
  itemTitle: 'truncate text-lg font-bold drop-shadow',
  itemFacts: 'text-sm text-white/80',
  itemDescription: 'line-clamp-2 text-sm text-white/70',
  watch: `mt-1 inline-flex h-11 w-fit items-center gap-2 rounded-full bg-accent px-5 text-sm font-semibold text-white shadow-lg shadow-black/40 transition hover:brightness-110 ${focusRing}`,
  side: 'flex flex-col items-center gap-4',
  likes: 'flex flex-col items-center text-xs font-semibold',
  playButton: `flex size-11 items-center justify-center rounded-full bg-black/50 ${focusRing}`,
  progress: 'absolute inset-x-0 bottom-0 h-0.5 origin-left bg-white/80',
  hint: 'pointer-events-none absolute top-16 inset-x-0 z-10 text-center text-xs font-semibold text-white/80 drop-shadow',
} as const;

/** BackIcon's drawing (feed-icons.tsx), for the first paint. */
export const BACK_ICON_PATH = 'M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z';

/** HeartIcon's drawing (feed-icons.tsx), for the first item the early request paints. */
export const HEART_ICON_PATH =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z';
