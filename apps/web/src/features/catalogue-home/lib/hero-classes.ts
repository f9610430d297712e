/**
 * The hero carousel's box and first image, shared by HeroCarousel / HeroSlide and the
 * server-rendered home shell (home-shell.ts): the same classes give the same geometry.
 */
export const HERO_CLASSES = {
  section:
    'relative isolate mx-[calc(var(--gutter)*-1)] mt-[calc(var(--gutter)*-1)] h-[min(74svh,600px)] min-h-[440px] overflow-hidden bg-surface md:h-[520px] lg:h-[600px]',
  backdrop: 'absolute inset-0 overflow-hidden',
  image: 'size-full object-cover object-top md:scale-125 md:opacity-50 md:blur-2xl',
  /** posters carry their own lettering: dim the lower half well under the title on phones */
  shade:
    'absolute inset-0 bg-[linear-gradient(to_top,var(--color-bg)_0%,--alpha(var(--color-bg)/0.96)_45%,--alpha(var(--color-bg)/0.55)_65%,transparent_88%)] md:bg-[linear-gradient(to_top,var(--color-bg)_0%,transparent_35%)]',
  /** darkens the side the text starts on: the left, the right under dir="rtl" */
  sideShade:
    'absolute inset-0 hidden bg-gradient-to-r from-bg via-bg/75 to-transparent rtl:bg-gradient-to-l md:block',
} as const;
