/** A small rounded label (a series' state, an episode's transcode). */
export const chip =
  'inline-flex w-fit items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold';
