/** A titled box of controls (the studio's panels). */
export const panel = 'grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-6';

export const panelHeading = 'text-lg font-semibold';

/** A card on the viewer's pages (account, wallet, waitlist): the viewer-side counterpart of panel. */
export const sectionCard = 'rounded-2xl bg-surface p-5 ring-1 ring-white/5';
