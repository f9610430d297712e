/**
 * The author page's top (banner, avatar, name, About) and its grid's cards, shared by the
 * page's components and its server-rendered first paint (author-shell.ts): the same classes
 * give the same geometry.
 */
export const AUTHOR_CLASSES = {
  page: 'mx-auto grid max-w-6xl gap-8 md:gap-10',
  // edge to edge on a phone; a rounded card within the content on wider screens
  banner:
    'mx-[calc(var(--gutter)*-1)] mt-[calc(var(--gutter)*-1)] h-32 md:mx-0 md:mt-0 md:h-48 md:rounded-2xl',
  identityRow: '-mt-12 flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:px-6',
  identity: 'flex min-w-0 items-end gap-4',
  avatar:
    'size-24 shrink-0 rounded-full bg-surface-2 shadow-xl ring-4 shadow-black/40 ring-bg md:size-32',
  nameBlock: 'grid min-w-0 gap-0.5 pb-1',
  name: 'text-2xl leading-tight font-extrabold tracking-tight [overflow-wrap:anywhere] md:text-4xl',
  // the same height in every state: nothing below moves when the count arrives
  followers: 'h-5 text-sm text-muted',
  actions: 'flex flex-wrap items-start gap-3',
  about: 'grid max-w-prose gap-2',
  sectionHeading: 'text-lg font-bold tracking-tight md:text-xl',
  description: 'text-sm leading-relaxed text-white/85 md:text-base',
  seriesHeadingRow: 'mb-3 flex items-baseline gap-2',
  seriesCount: 'text-sm text-muted',
  grid: 'grid grid-cols-2 gap-x-3 gap-y-5 md:grid-cols-3 md:gap-x-4 lg:grid-cols-5',
  card: 'group block rounded-lg',
  posterFrame:
    'relative block aspect-2/3 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/5',
  poster:
    'absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-hover:scale-105 group-focus-visible:scale-105',
} as const;
