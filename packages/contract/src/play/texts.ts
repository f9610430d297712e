import { defineTexts } from '../common/texts';

/** User-facing texts of the player pages, shown verbatim by the web app. */
export const PLAYER_TEXTS = /* @__PURE__ */ defineTexts('player', {
  /** The error overlay (docs/product/play.md#playback-states-and-errors). */
  errorTitle: 'Video Error',
  retry: 'Retry',
  /** Autoplay was allowed only muted. */
  tapToUnmute: 'Tap to unmute',
  /** The overlay's message per cause. */
  errors: {
    notAllowed: 'Playback requires user interaction. Please tap play again.',
    notSupported: 'Video format not supported on this device',
    interrupted: 'Playback was interrupted',
    playbackError: (detail: string) => `Playback error: ${detail}`,
    /** The details of playbackError when the browser gives none. */
    unknown: 'Unknown error',
    network: 'network error',
    decode: 'decode error',
  },
  /** The player's controls: their accessible names, and its loading states. */
  controls: {
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
    /** The speed menu's button: the speed it plays at ('1.5×'). */
    speedValue: (rate: string) => `Playback speed: ${rate}`,
    /** Picture-in-picture (docs/product/play.md#picture-in-picture). */
    enterPictureInPicture: 'Picture in picture',
    exitPictureInPicture: 'Exit picture in picture',
    /** Clean mode: every overlay hidden until a tap or a key (docs/product/play.md#clean-mode). */
    cleanMode: 'Hide overlays',
    loading: 'Loading…',
    buffering: 'Buffering…',
    seeking: 'Seeking…',
  },
  /** Over the page's player while the video plays in the picture-in-picture window. */
  pictureInPicture: {
    playing: 'Playing in picture in picture',
    back: 'Back to the page',
  },
  /** The keyboard shortcuts sheet, on '?' (docs/product/play.md#keyboard-shortcuts). */
  shortcuts: {
    title: 'Keyboard shortcuts',
    close: 'Close',
    /** Keys named in words; the others show as they are printed (←, F, ?). */
    keys: { space: 'Space' },
    /** What each key does, one line per action of the shortcut table. */
    actions: {
      togglePlay: 'Play or pause',
      seekBack: 'Back 10 seconds',
      seekForward: 'Forward 10 seconds',
      volumeUp: 'Volume up',
      volumeDown: 'Volume down',
      toggleFullscreen: 'Full screen on or off',
      toggleMute: 'Mute or unmute',
      slower: 'Slower',
      faster: 'Faster',
      togglePictureInPicture: 'Picture in picture on or off',
      toggleClean: 'Hide or show the overlays',
      showShortcuts: 'Show these shortcuts',
    },
  },
  /** The player's clock as screen readers hear it ('1 minute 5 seconds of 3 minutes 0 seconds'). */
  time: {
    minutes: (count: number) => `${count} ${count === 1 ? 'minute' : 'minutes'}`,
    seconds: (count: number) => `${count} ${count === 1 ? 'second' : 'seconds'}`,
    position: (elapsed: string, total: string) => `${elapsed} of ${total}`,
    /** Between the elapsed and total time, for screen readers: '0:05 of 1:00'. */
    of: 'of',
    /** The bubble after a skip, '+10s'. */
    seekStep: (seconds: number) => `${seconds}s`,
  },
  /** The play page (docs/product/play.md#play-page). */
  notFound: 'Video not found',
  goBack: 'Go Back',
  episodesCount: (count: number) => `${count} episodes`,
  currentlyPlaying: (episodeNumber: number) => `Currently playing: Episode ${episodeNumber}`,
  /** The mobile sheet's cast preview: 3 names, then '+N more'. */
  moreCast: (count: number) => `+${count} more`,
  notAvailable: 'N/A',
  /** Back in history, or to the series page. */
  back: 'Back',
  /** An episode, in the page's heading and title and in the episode list. */
  episode: (n: number) => `Episode ${n}`,
  /** The phone's title bar: 'Episode 3 / 12'. */
  episodeOf: (n: number, count: number) => `Episode ${n} / ${count}`,
  /** Opens the details sheet (phones). */
  details: 'Details ›',
  /** The player's accessible name. */
  playerLabel: (n: number, title: string) => `Episode ${n}: ${title}`,
  noEpisodes: 'No episodes yet.',
  /** The series facts, beside the player and in the phone's details sheet. */
  year: 'Year',
  episodes: 'Episodes',
  language: 'Language',
  synopsis: 'Synopsis',
  director: 'Director',
  cast: 'Cast',
  tags: 'Tags',
  close: 'Close',
  /** The episode list: the playing one, and a locked number's name on the phone's strip. */
  playing: 'Playing',
  episodeLocked: (n: number) => `Episode ${n}, locked`,
  episodeLockedPrice: (n: number, coins: number) => `Episode ${n}, locked, ${coins} coins`,
  /** The countdown before the next episode. */
  nextEpisodeIn: (seconds: number) => `Next episode in ${seconds}`,
  cancel: 'Cancel',
  playNow: 'Play now',
});
