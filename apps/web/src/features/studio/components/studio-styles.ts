// Shared class lists of the /cms page: one look for every panel and control.
const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const panel = 'grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-6';

export const panelHeading = 'text-lg font-semibold';

export const fieldLabel = 'text-sm font-medium text-white/85';

export const fieldHint = 'text-xs text-muted';

export const fieldError = 'text-sm text-red-400';

export const textInput =
  'h-11 w-full rounded-xl bg-white/[0.06] px-3.5 text-base text-white ring-1 ring-white/10 transition placeholder:text-white/35 hover:ring-white/20 focus:bg-white/[0.09] focus:ring-white/30 aria-[invalid=true]:ring-red-400/70';

export const textArea = `${textInput} h-auto min-h-28 py-2.5`;

export const primaryButton = `inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-accent px-4 text-sm whitespace-nowrap font-semibold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 disabled:shadow-none ${focusRing}`;

export const secondaryButton = `inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-surface-2 px-4 text-sm whitespace-nowrap font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const smallButton = `inline-flex h-8 items-center justify-center gap-1.5 rounded-lg bg-white/[0.06] px-3 text-xs font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40 ${focusRing}`;

export const iconButton = `grid size-8 shrink-0 place-items-center rounded-full text-white/70 transition hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-30 ${focusRing}`;

/** A label styled as a button, in front of a visually hidden file input. */
export const fileButton = `${secondaryButton} cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-focus`;
