import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTIONS_STORAGE_KEY,
  captionLabel,
  effectiveCaptionChoice,
  matchingOption,
  readCaptionChoice,
  saveCaptionChoice,
  type CaptionOption,
} from './captions';

const options = (...languages: string[]): CaptionOption[] =>
  languages.map((language) => ({ language, label: language }));

/** The language shown on an episode with `episode`'s tracks. */
const shown = (episode: CaptionOption[], chosen: string | null | undefined, locale: string) =>
  matchingOption(episode, effectiveCaptionChoice(chosen, locale))?.language ?? null;

describe('which captions start on', () => {
  afterEach(() => window.localStorage.clear());

  it('is the page’s language when the viewer has not chosen, in any region or script', () => {
    expect(shown(options('en', 'es'), undefined, 'es')).toBe('es');
    expect(shown(options('en', 'es-MX'), undefined, 'es')).toBe('es-MX');
    expect(shown(options('pt', 'es'), undefined, 'pt-BR')).toBe('pt');
    // the exact tag before another region of it
    expect(shown(options('pt-PT', 'pt-BR'), undefined, 'pt-BR')).toBe('pt-BR');
    expect(shown(options('ar'), undefined, 'ar')).toBe('ar');
  });

  it('is none when the episode has no captions in the page’s language', () => {
    expect(shown(options('en', 'ko'), undefined, 'es')).toBeNull();
    expect(shown([], undefined, 'ar')).toBeNull();
  });

  it('is the viewer’s own choice whenever there is one, Off included', () => {
    expect(shown(options('en', 'es'), 'en', 'es')).toBe('en');
    expect(shown(options('en', 'es'), null, 'es')).toBeNull();
    // a choice the episode lacks shows nothing, not the page's language
    expect(shown(options('en', 'es'), 'ja', 'es')).toBeNull();
  });

  it('reads no choice, Off and a language apart from what the browser keeps', () => {
    expect(readCaptionChoice()).toBeUndefined();
    saveCaptionChoice(null);
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('off');
    expect(readCaptionChoice()).toBeNull();
    saveCaptionChoice('pt-BR');
    expect(readCaptionChoice()).toBe('pt-BR');
  });
});

describe('a caption language’s name', () => {
  it('is written in the page’s language, starting with a capital', () => {
    expect(captionLabel('ko', '한국어', 'en')).toBe('Korean');
    expect(captionLabel('en', 'English', 'es')).toBe('Inglés');
    expect(captionLabel('es', 'Spanish', 'pt-BR')).toBe('Espanhol');
    expect(captionLabel('ja', 'Japanese', 'ar')).toBe('اليابانية');
  });

  it('falls back to the track’s own label for a tag Intl cannot name', () => {
    expect(captionLabel('not a tag!', 'Director’s notes', 'es')).toBe('Director’s notes');
    expect(captionLabel('qaa', 'Elvish', 'en')).toBe('Elvish');
  });
});
