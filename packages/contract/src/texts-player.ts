/** The spec's user-facing texts for the player pages, shown verbatim by the web app. */
export const PLAYER_TEXTS = {
  /** §2 "Player controls": the error overlay. */
  errorTitle: 'Video Error',
  retry: 'Retry',
  /** Ours: autoplay was allowed only muted. */
  tapToUnmute: 'Tap to unmute',
  /** §8 "Play page player". */
  errors: {
    notAllowed: 'Playback requires user interaction. Please tap play again.',
    notSupported: 'Video format not supported on this device',
    interrupted: 'Playback was interrupted',
    playbackError: (detail: string) => `Playback error: ${detail}`,
  },
  /** §2 "Play page (/play)". */
  notFound: 'Video not found',
  goBack: 'Go Back',
  episodesCount: (count: number) => `${count} episodes`,
  currentlyPlaying: (episodeNumber: number) => `Currently playing: Episode ${episodeNumber}`,
  /** §9 "Profile": cast preview shows 3 names then '+N more'. */
  moreCast: (count: number) => `+${count} more`,
  notAvailable: 'N/A',
} as const;
