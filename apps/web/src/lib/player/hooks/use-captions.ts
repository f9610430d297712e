import type { CaptionTrack } from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { activeLocale } from '../../../i18n/locale-store';
import {
  applyCaptionChoice,
  captionLabel,
  captionOptions,
  effectiveCaptionChoice,
  matchingOption,
  OWN_TRACK_ID_PREFIX,
  readCaptionChoice,
  saveCaptionChoice,
  type CaptionChoice,
  type CaptionOption,
} from '../lib/captions';

const sameOptions = (a: readonly CaptionOption[], b: readonly CaptionOption[]) =>
  a.length === b.length &&
  a.every((o, i) => o.language === b[i]!.language && o.label === b[i]!.label);

/**
 * The episode's captions as <track> elements of `video`, the languages the CC menu offers (named
 * in the page's language), and what is shown: the viewer's choice, remembered in this browser and
 * applied to every episode after it, else the page's language where the episode has it
 * (docs/product/play.md#captions).
 */
export function useCaptions(
  video: HTMLVideoElement | null,
  captions: readonly CaptionTrack[] = [],
) {
  const [chosen, setChosen] = useState(readCaptionChoice);
  const [options, setOptions] = useState<CaptionOption[]>([]);
  const locale = activeLocale();
  const choice = effectiveCaptionChoice(chosen, locale);
  const currentChoice = useEffectEvent(() => choice);

  // a new episode brings new files: rebuilt only when they differ
  const tracksKey = JSON.stringify(captions.map((c) => [c.language, c.label, c.url]));
  useEffect(() => {
    if (video === null) return;
    const elements = (JSON.parse(tracksKey) as [string, string, string][]).map(
      ([language, label, url]) => {
        const element = document.createElement('track');
        element.id = `${OWN_TRACK_ID_PREFIX}${language}`;
        element.kind = 'subtitles';
        element.srclang = language;
        element.label = label;
        element.src = url;
        video.append(element);
        return element;
      },
    );
    return () => elements.forEach((element) => element.remove());
  }, [video, tracksKey]);

  // tracks come and go (ours, or the master's renditions where the browser plays HLS itself)
  useEffect(() => {
    if (video === null) return;
    const list = video.textTracks;
    const refresh = () => {
      setOptions((previous) => {
        const next = captionOptions(list);
        return sameOptions(previous, next) ? previous : next;
      });
      applyCaptionChoice(list, currentChoice());
    };
    refresh();
    // a TextTrackList is an EventTarget in browsers (jsdom's is a bare array)
    if (!('addEventListener' in list)) return;
    list.addEventListener('addtrack', refresh);
    list.addEventListener('removetrack', refresh);
    return () => {
      list.removeEventListener('addtrack', refresh);
      list.removeEventListener('removetrack', refresh);
    };
  }, [video, tracksKey]);

  useEffect(() => {
    if (video !== null) applyCaptionChoice(video.textTracks, choice);
  }, [video, choice, options]);

  const choose = useCallback((language: CaptionChoice) => {
    setChosen(language);
    saveCaptionChoice(language);
  }, []);

  const named = useMemo(
    () => options.map((o) => ({ ...o, label: captionLabel(o.language, o.label, locale) })),
    [options, locale],
  );

  return {
    options: named,
    active: matchingOption(options, choice)?.language ?? null,
    choose,
  };
}
