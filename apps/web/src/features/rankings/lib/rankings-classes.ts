/**
 * The rankings page's heading, tabs and list placeholder, shared by RankingsPage and the
 * server-rendered first paint (rankings-shell.ts): the same classes give the same geometry.
 */
export const RANKINGS_CLASSES = {
  page: 'mx-auto grid max-w-5xl gap-5 pb-24',
  title: 'text-2xl font-black tracking-tight md:text-3xl',
  tabs: 'flex gap-1 overflow-x-auto border-b border-white/10 [scrollbar-width:none]',
  // the chosen tab by its aria-selected, which the first paint sets as the app does
  tab: 'shrink-0 rounded-t-md border-b-2 border-transparent px-3 py-2 text-sm font-semibold whitespace-nowrap text-white/65 transition hover:text-white aria-selected:border-white aria-selected:text-white',
  description: 'mb-3 text-sm text-muted',
  // six rows' boxes, each as tall as a ranked row (ranking-list.tsx: a 96 px poster and p-2)
  placeholder: 'grid animate-pulse gap-2 md:grid-cols-2',
  placeholderRow: 'h-28 rounded-lg bg-surface',
  empty: 'text-muted',
} as const;

/** The placeholder's rows: a phone's screen and more. */
export const PLACEHOLDER_ROWS = 6;
