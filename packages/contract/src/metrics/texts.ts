import { defineTexts } from '../common/texts';

/** The server's answers to bad metrics batches. */
export const METRICS_TEXTS = /* @__PURE__ */ defineTexts('metrics', {
  noValidEvents: 'No valid events in the request',
  tooManyEvents: (max: number) => `At most ${max} events per request`,
  tooManyFields: (max: number) => `A user event carries at most ${max} fields`,
  eventTooLarge: (maxBytes: number) => `A user event is at most ${maxBytes} bytes of JSON`,
  nulCharacter: 'Text must not contain the NUL character',
  loneSurrogate: 'Text must be valid Unicode (a lone surrogate was sent)',
  unknownSeries: 'Unknown series_id: no published series has this id',
  unknownEpisode: 'Unknown episode_id: the series has no such episode',
  episodeNumberMismatch: 'episode_number is not the number of that episode',
  rateLimited: 'Too many events from this client: try again in a minute',
});
