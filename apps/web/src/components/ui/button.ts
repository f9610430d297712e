import { focusRing, focusRingWithin } from './focus-ring';

const base = `inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress ${focusRing}`;

/** One height per size: `md` for every form and panel, `lg` for a form's full-width main action. */
const SIZES = {
  sm: 'h-8 gap-1.5 rounded-lg px-3 text-xs',
  md: 'h-11 gap-2 rounded-xl px-4 text-sm',
  lg: 'h-12 w-full gap-2 rounded-xl px-5 text-base',
} as const;

const VARIANTS = {
  primary:
    'bg-accent text-white shadow-lg shadow-accent/25 hover:brightness-110 disabled:shadow-none',
  secondary: 'bg-surface-2 text-white ring-1 ring-white/10 hover:bg-white/15',
  danger: 'bg-red-600/90 text-white hover:bg-red-600',
  subtle: 'bg-white/[0.06] text-white ring-1 ring-white/10 hover:bg-white/15',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** A button's classes: its variant at one of the sizes. */
export const buttonClass = (variant: ButtonVariant, size: ButtonSize = 'md'): string =>
  `${base} ${SIZES[size]} ${VARIANTS[variant]}`;

export const primaryButton = buttonClass('primary');
export const secondaryButton = buttonClass('secondary');
export const dangerButton = buttonClass('danger');
export const smallButton = buttonClass('subtle', 'sm');

/** An icon alone in a round button (remove, close). */
export const iconButton = `grid size-8 shrink-0 place-items-center rounded-full text-white/70 transition hover:bg-white/10 hover:text-white disabled:cursor-not-allowed disabled:opacity-30 ${focusRing}`;

/** A secondary action set as text (Forgot password?, Resend code). */
export const quietButton = `rounded-md text-sm font-semibold text-white/80 underline-offset-4 transition hover:text-white hover:underline disabled:cursor-progress disabled:opacity-60 ${focusRing}`;

/** A label styled as a button, in front of a visually hidden file input. */
export const fileButton = `${secondaryButton} w-fit cursor-pointer has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50 ${focusRingWithin}`;
