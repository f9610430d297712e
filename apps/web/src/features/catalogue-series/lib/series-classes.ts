/**
 * The series page's top (its poster over a blurred backdrop of it, and the title), shared by
 * SeriesDetail and the server-rendered first paint (series-shell.ts): the same classes give the
 * same geometry.
 */
export const SERIES_CLASSES = {
  hero: 'relative isolate mx-[calc(var(--gutter)*-1)] mt-[calc(var(--gutter)*-1)] overflow-hidden px-(--gutter) pt-(--gutter) pb-2',
  backdrop: 'absolute inset-0 -z-10 overflow-hidden',
  backdropImage: 'size-full scale-125 object-cover opacity-35 blur-3xl',
  backdropShade: 'absolute inset-0 bg-gradient-to-b from-bg/30 via-bg/70 to-bg',
  grid: 'mx-auto grid max-w-6xl grid-cols-[7.5rem_minmax(0,1fr)] gap-x-4 gap-y-5 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-x-8 lg:grid-cols-[15rem_minmax(0,1fr)]',
  poster:
    'aspect-2/3 w-full rounded-lg bg-surface-2 object-cover shadow-2xl ring-1 shadow-black/50 ring-white/10 md:row-span-2',
  heading: 'flex min-w-0 flex-col justify-end gap-2 md:justify-start md:gap-3 md:pt-2',
  title:
    'text-2xl leading-tight font-extrabold tracking-tight text-balance md:text-4xl lg:text-5xl',
} as const;
