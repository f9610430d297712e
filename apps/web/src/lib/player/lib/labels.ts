/** Accessible names of the player's controls. */
export const PLAYER_LABELS = {
  region: 'Video player',
  play: 'Play',
  pause: 'Pause',
  forward: 'Forward 10 seconds',
  mute: 'Mute',
  unmute: 'Unmute',
  volume: 'Volume',
  seek: 'Seek',
  enterFullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  captions: 'Captions',
  captionsOff: 'Off',
  speed: 'Playback speed',
  loading: 'Loading…',
  buffering: 'Buffering…',
  seeking: 'Seeking…',
} as const;

/** Round icon buttons of the control bar. */
export const CONTROL_BUTTON_CLASS =
  'inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full border-0 bg-transparent text-white hover:bg-white/15';
