/**
 * The site header's box, shared by SiteHeader (features/shell) and the server-rendered first
 * paints (headerShellHtml), so a shell's content lands where the app's will.
 */
export const HEADER_CLASSES = {
  header:
    'sticky top-0 z-20 border-b border-white/5 bg-bg/85 backdrop-blur-md supports-[backdrop-filter]:bg-bg/70',
  row: 'mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 md:flex-nowrap md:gap-x-6 md:px-6 md:py-3 lg:px-12',
  searchSlot: 'order-last w-full md:order-none md:ms-auto md:w-72 lg:w-96',
} as const;

/**
 * The header's box as static HTML, the start of each server-rendered first paint (home-shell.ts,
 * series-shell.ts, author-shell.ts, rankings-shell.ts): the logo row and the search box, as tall
 * as theirs (h-10 each).
 */
export const headerShellHtml = (): string =>
  [
    `<header class="${HEADER_CLASSES.header}"><div class="${HEADER_CLASSES.row}">`,
    '<div class="h-10"></div>',
    `<div class="${HEADER_CLASSES.searchSlot}"><div class="h-10"></div></div>`,
    '</div></header>',
  ].join('');
