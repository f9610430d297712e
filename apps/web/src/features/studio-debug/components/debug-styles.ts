// The debugger's class lists: one look for its panels and controls.
const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const panel = 'grid gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/10 md:p-6';

export const input =
  'h-10 w-full rounded-xl bg-white/[0.06] px-3 text-base text-white ring-1 ring-white/10 placeholder:text-white/35 hover:ring-white/20 focus:ring-white/30';

export const button = `inline-flex h-10 items-center justify-center rounded-xl bg-accent px-5 text-sm font-semibold text-white transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`;

export const smallButton = `inline-flex h-8 items-center justify-center rounded-lg bg-white/[0.06] px-3 text-xs font-semibold text-white ring-1 ring-white/10 hover:bg-white/15 disabled:opacity-40 ${focusRing}`;
