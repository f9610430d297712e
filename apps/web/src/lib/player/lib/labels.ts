import { PLAYER_TEXTS } from '@app/contract';

/** Accessible names of the player's controls (an alias of the group: read at render). */
export const PLAYER_LABELS = PLAYER_TEXTS.controls;

/** Round icon buttons of the control bar. */
export const CONTROL_BUTTON_CLASS =
  'inline-flex size-8 shrink-0 sm:size-10 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent text-white hover:bg-white/15';
