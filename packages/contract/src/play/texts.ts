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
  },
  /** The play page (docs/product/play.md#play-page). */
  notFound: 'Video not found',
  goBack: 'Go Back',
  episodesCount: (count: number) => `${count} episodes`,
  currentlyPlaying: (episodeNumber: number) => `Currently playing: Episode ${episodeNumber}`,
  /** The mobile sheet's cast preview: 3 names, then '+N more'. */
  moreCast: (count: number) => `+${count} more`,
  notAvailable: 'N/A',
});
