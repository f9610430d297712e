/** A titled box of controls (the studio's panels). */
export const panel = 'grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-6';

export const panelHeading = 'text-lg font-semibold';
