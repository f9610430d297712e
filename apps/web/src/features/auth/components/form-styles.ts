// Shared class lists of the auth forms: one look for every step.
const focusRing =
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export const primaryButton = `inline-flex h-12 w-full items-center justify-center gap-2 rounded-xl bg-accent px-5 text-base font-semibold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 disabled:cursor-progress disabled:opacity-70 ${focusRing}`;

export const quietButton = `rounded-md text-sm font-semibold text-white/80 underline-offset-4 transition hover:text-white hover:underline disabled:cursor-progress disabled:opacity-60 ${focusRing}`;

export const formStack = 'grid gap-4';
