// by path with its extension: the web build (rewards-shell.ts) loads this file in Node
import { sectionCard } from '../../../components/ui/panel.ts';

/**
 * The rewards page's boxes, shared by its components (wallet-page.tsx, check-in-card.tsx,
 * schedule.tsx, expiry-section.tsx, coin-packs.tsx) and its server-rendered first paint
 * (rewards-shell.ts): the same classes give the same geometry.
 */
export const REWARDS_CLASSES = {
  page: 'mx-auto grid max-w-lg gap-5 pb-24',
  top: 'flex items-center justify-between gap-4',
  title: 'text-2xl font-black tracking-tight',
  sectionHeading: 'text-base font-semibold',
  // the check-in card, and its box while the rewards answer comes (row for row)
  checkIn: `grid gap-4 ${sectionCard}`,
  checkInHeadingRow: 'flex items-baseline justify-between gap-3',
  // the streak's text, unseen, for its line's height and baseline
  streakPlaceholder: 'invisible m-0 text-sm',
  buttonPlaceholder: 'h-11 animate-pulse rounded-full bg-surface-2',
  status: 'm-0 text-center text-sm font-semibold text-emerald-300',
  schedule: 'm-0 grid list-none grid-cols-7 gap-1.5 p-0',
  day: 'grid justify-items-center gap-0.5 rounded-lg px-1 py-2 text-center text-xs ring-1',
  dayAhead: 'bg-surface-2 ring-white/5',
  dayLabel: 'text-muted',
  dayCoins: 'font-bold tabular-nums',
  expiry: `grid gap-2 text-sm ${sectionCard}`,
  // one batch's line while the answer comes: a signed-in viewer has one most often
  expiryPlaceholder: 'h-5 w-48 animate-pulse rounded bg-surface-2',
  expiryNote: 'm-0 text-muted',
  packs: `grid gap-3 ${sectionCard}`,
  packList: 'm-0 grid list-none gap-2 p-0',
  pack: 'flex h-12 w-full cursor-pointer items-center justify-between gap-3 rounded-xl border-0 bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-white/15 disabled:cursor-wait disabled:opacity-60',
  packLabel: 'flex items-center gap-2',
  // CoinIcon's own (shared/wallet/episode-economy.tsx)
  coin: 'shrink-0 size-5',
  packsNote: 'm-0 text-xs text-muted',
} as const;
