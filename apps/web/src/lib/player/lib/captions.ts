/**
 * Captions on the <video> (docs/product/play.md#captions). The episode's WebVTT files
 * are <track> elements, whatever plays the video (an MP4, the browser's HLS, hls.js light, which
 * has no subtitles of its own); a browser playing the HLS master itself may add the master's
 * subtitles renditions too. The menu offers each language once, preferring our tracks.
 */

/** Where the viewer's choice lives: a language tag, or 'off'; absent until they choose. */
export const CAPTIONS_STORAGE_KEY = 'reelforge.captions';
const OFF = 'off';

/** A language tag, or null for Off. */
export type CaptionChoice = string | null;

/** Our <track> elements' ids start with this; TextTrack.id mirrors the element's id. */
export const OWN_TRACK_ID_PREFIX = 'reelforge-cc-';

export type CaptionOption = { language: string; label: string };

type TrackList = ArrayLike<TextTrack>;

const isTextTrackForCaptions = (track: TextTrack) =>
  track.kind === 'subtitles' || track.kind === 'captions';

const isOwn = (track: TextTrack) => track.id.startsWith(OWN_TRACK_ID_PREFIX);

/** Caption tracks, ours first, each in the order the element lists them. */
const captionTracks = (list: TrackList): TextTrack[] => {
  const tracks = Array.from(list).filter(isTextTrackForCaptions);
  return [...tracks.filter(isOwn), ...tracks.filter((track) => !isOwn(track))];
};

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const primary = (tag: string) => tag.split('-')[0]!.toLowerCase();

/** The menu: each language once, labelled as its first (preferred) track is. */
export function captionOptions(list: TrackList): CaptionOption[] {
  const options: CaptionOption[] = [];
  for (const track of captionTracks(list)) {
    if (!track.language || options.some((o) => sameLanguage(o.language, track.language))) continue;
    options.push({ language: track.language, label: track.label || track.language });
  }
  return options;
}

/**
 * The option a remembered choice shows on this episode: the same language, else the same
 * language in another region or script (`pt-BR` → `pt`); null when none fits or for Off.
 */
export function matchingOption(
  options: readonly CaptionOption[],
  choice: string | null,
): CaptionOption | null {
  if (choice === null) return null;
  return (
    options.find((o) => sameLanguage(o.language, choice)) ??
    options.find((o) => primary(o.language) === primary(choice)) ??
    null
  );
}

/** Shows the chosen language's preferred track and turns every other caption track off. */
export function applyCaptionChoice(list: TrackList, choice: string | null): void {
  const option = matchingOption(captionOptions(list), choice);
  const shown = option
    ? captionTracks(list).find((track) => sameLanguage(track.language, option.language))
    : undefined;
  for (const track of captionTracks(list)) {
    const mode: TextTrackMode = track === shown ? 'showing' : 'disabled';
    // setting the same mode again still fires `change` in some browsers
    if (track.mode !== mode) track.mode = mode;
  }
}

/** The viewer's own choice, undefined when they have made none (in this browser). */
export function readCaptionChoice(): CaptionChoice | undefined {
  try {
    const stored = window.localStorage.getItem(CAPTIONS_STORAGE_KEY);
    if (stored === null) return undefined;
    return stored === OFF ? null : stored;
  } catch {
    // storage can be blocked (privacy modes): as if no choice was made
    return undefined;
  }
}

/**
 * What the player shows: the viewer's own choice (Off included) whenever they made one, else
 * the page's language, so an episode with captions in it starts with them on
 * (docs/product/play.md#captions; matchingOption takes `es-MX` for `es`, `pt` for `pt-BR`).
 */
export const effectiveCaptionChoice = (
  chosen: CaptionChoice | undefined,
  pageLocale: string,
): CaptionChoice => (chosen === undefined ? pageLocale : chosen);

const displayNames = new Map<string, Intl.DisplayNames>();

/**
 * A track's language named in the page's language ('Coreano' for `ko` on a Spanish page), with
 * the capital a menu item starts with; the track's own label where Intl knows no name for it.
 */
export function captionLabel(language: string, label: string, pageLocale: string): string {
  try {
    let names = displayNames.get(pageLocale);
    if (!names) {
      names = new Intl.DisplayNames([pageLocale], { type: 'language', fallback: 'none' });
      displayNames.set(pageLocale, names);
    }
    const name = names.of(language);
    if (!name) return label;
    return name.charAt(0).toLocaleUpperCase(pageLocale) + name.slice(1);
  } catch {
    // not a well-formed tag (a browser's own track may carry anything)
    return label;
  }
}

export function saveCaptionChoice(choice: CaptionChoice): void {
  try {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, choice ?? OFF);
  } catch {
    // kept for this visit only
  }
}
