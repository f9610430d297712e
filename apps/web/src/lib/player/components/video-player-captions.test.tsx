import type { CaptionTrack } from '@app/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setActiveLocale } from '../../../i18n/locale-store';
import { stubMediaMethods } from '../../../test/fake-media';
import { CAPTIONS_STORAGE_KEY } from '../lib/captions';
import { VideoPlayer } from './video-player';

type FakeTrack = { id: string; kind: string; label: string; language: string; mode: TextTrackMode };

/**
 * jsdom has no text tracks: each <video> gets a TextTrackList-like view of its <track> children
 * (as browsers make them) plus tracks a test adds the way a browser's own HLS player does.
 */
function fakeTextTracks() {
  const lists = new WeakMap<HTMLMediaElement, { list: EventTarget; native: FakeTrack[] }>();
  const ofElement = new WeakMap<Element, FakeTrack>();
  const trackOf = (element: HTMLTrackElement): FakeTrack => {
    let track = ofElement.get(element);
    if (!track) {
      track = {
        id: element.id,
        kind: element.kind,
        label: element.label,
        language: element.srclang,
        mode: 'disabled',
      };
      ofElement.set(element, track);
    }
    return track;
  };
  const listOf = (video: HTMLMediaElement) => {
    let entry = lists.get(video);
    if (!entry) {
      const native: FakeTrack[] = [];
      const current = () => [...[...video.querySelectorAll('track')].map(trackOf), ...native];
      const list = new Proxy(new EventTarget(), {
        get(target, property) {
          if (property === 'length') return current().length;
          if (typeof property === 'string' && /^\d+$/.test(property)) {
            return current()[Number(property)];
          }
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
        },
      });
      entry = { list, native };
      lists.set(video, entry);
    }
    return entry.list as unknown as TextTrackList;
  };
  vi.spyOn(HTMLMediaElement.prototype, 'textTracks', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return listOf(this);
  });
  return {
    /** The tracks of `video` by language, with their modes. */
    modes: (video: HTMLVideoElement) =>
      Object.fromEntries(
        Array.from(video.textTracks).map((t) => [
          `${t.language}${t.id ? '' : ' (native)'}`,
          t.mode,
        ]),
      ),
    /** A track the browser made from the HLS master itself, announced as browsers do. */
    addNative: (video: HTMLVideoElement, track: Omit<FakeTrack, 'mode' | 'id'>) => {
      lists.get(video)!.native.push({ ...track, id: '', mode: 'disabled' });
      act(() => {
        video.textTracks.dispatchEvent(new Event('addtrack'));
      });
    },
  };
}

const EPISODE_1: CaptionTrack[] = [
  { language: 'en', label: 'English', url: '/media/captions/s/e1/en-1.vtt' },
  { language: 'ko', label: '한국어', url: '/media/captions/s/e1/ko-1.vtt' },
];
const EPISODE_2: CaptionTrack[] = [
  { language: 'ko', label: '한국어', url: '/media/captions/s/e2/ko-2.vtt' },
];

const ccButton = () => screen.getByRole('button', { name: 'Captions' });
const openMenu = () => {
  fireEvent.click(ccButton());
  return screen.getByRole('menu', { name: 'Captions' });
};
const checkedItem = () =>
  within(screen.queryByRole('menu') ?? openMenu())
    .getAllByRole('menuitemradio')
    .find((item) => item.getAttribute('aria-checked') === 'true')?.textContent;

describe('VideoPlayer captions', () => {
  let tracks: ReturnType<typeof fakeTextTracks>;
  beforeEach(() => {
    window.localStorage.clear();
    stubMediaMethods();
    tracks = fakeTextTracks();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    setActiveLocale('en');
  });

  it('has no CC button for an episode without captions', () => {
    render(<VideoPlayer src="/media/a.mp4" />);
    expect(screen.queryByRole('button', { name: 'Captions' })).toBeNull();
  });

  it('adds the episode’s files as tracks, offers Off and each language, and starts in the page’s', () => {
    const { container } = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_1} />);
    const video = container.querySelector('video')!;
    expect(
      [...video.querySelectorAll('track')].map((t) => [t.kind, t.srclang, t.label, t.src]),
    ).toEqual([
      ['subtitles', 'en', 'English', `${location.origin}/media/captions/s/e1/en-1.vtt`],
      ['subtitles', 'ko', '한국어', `${location.origin}/media/captions/s/e1/ko-1.vtt`],
    ]);
    // each language named in the page's language, whatever the uploader labelled it
    const items = within(openMenu()).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Off', 'English', 'Korean']);
    // no choice made yet: the page's language is on
    expect(checkedItem()).toBe('English');
    expect(tracks.modes(video)).toEqual({ en: 'showing', ko: 'disabled' });
  });

  it('starts off when the episode has no captions in the page’s language', () => {
    const { container } = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_2} />);
    expect(tracks.modes(container.querySelector('video')!)).toEqual({ ko: 'disabled' });
    expect(checkedItem()).toBe('Off');
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBeNull();
  });

  it('on a Spanish page, turns on Spanish of any region and names the languages in Spanish', () => {
    setActiveLocale('es');
    const captions: CaptionTrack[] = [
      ...EPISODE_1,
      { language: 'es-419', label: 'Spanish (LatAm)', url: '/media/captions/s/e1/es.vtt' },
    ];
    const view = render(<VideoPlayer src="/media/a.mp4" captions={captions} />);
    const video = view.container.querySelector('video')!;
    expect(tracks.modes(video)).toEqual({ en: 'disabled', ko: 'disabled', 'es-419': 'showing' });
    const items = within(openMenu()).getAllByRole('menuitemradio');
    expect(items.slice(1, 3).map((item) => item.textContent)).toEqual(['Inglés', 'Coreano']);
    expect(items[3]!.textContent).toMatch(/^Español/);
    view.unmount();

    // the viewer's own Off wins over the page's language
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, 'off');
    const again = render(<VideoPlayer src="/media/a.mp4" captions={captions} />);
    expect(tracks.modes(again.container.querySelector('video')!)).toEqual({
      en: 'disabled',
      ko: 'disabled',
      'es-419': 'disabled',
    });
  });

  it('remembers the choice for the next episode and the next visit, and Off too', () => {
    const view = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_1} />);
    const video = view.container.querySelector('video')!;
    fireEvent.click(within(openMenu()).getByRole('menuitemradio', { name: 'Korean' }));
    expect(tracks.modes(video)).toEqual({ en: 'disabled', ko: 'showing' });
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('ko');
    expect(ccButton().getAttribute('aria-pressed')).toBe('true');

    // the next episode: its own files, the same language shown at once
    view.rerender(<VideoPlayer src="/media/b.mp4" captions={EPISODE_2} />);
    expect(video.querySelectorAll('track')).toHaveLength(1);
    expect(tracks.modes(video)).toEqual({ ko: 'showing' });

    // a new visit
    view.unmount();
    const again = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_1} />);
    const next = again.container.querySelector('video')!;
    expect(tracks.modes(next)).toEqual({ en: 'disabled', ko: 'showing' });
    expect(checkedItem()).toBe('Korean');

    fireEvent.click(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Off' }));
    expect(tracks.modes(next)).toEqual({ en: 'disabled', ko: 'disabled' });
    expect(window.localStorage.getItem(CAPTIONS_STORAGE_KEY)).toBe('off');
    again.unmount();
    const third = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_1} />);
    expect(tracks.modes(third.container.querySelector('video')!)).toEqual({
      en: 'disabled',
      ko: 'disabled',
    });
  });

  it('keeps a language the episode lacks for the episodes that have it', () => {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, 'ja');
    const view = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_2} />);
    const video = view.container.querySelector('video')!;
    expect(tracks.modes(video)).toEqual({ ko: 'disabled' });
    expect(checkedItem()).toBe('Off');
    view.rerender(
      <VideoPlayer
        src="/media/b.mp4"
        captions={[{ language: 'ja', label: '日本語', url: '/media/captions/s/e3/ja.vtt' }]}
      />,
    );
    expect(tracks.modes(video)).toEqual({ ja: 'showing' });
  });

  it('offers a language once when the browser adds the HLS master’s rendition too', () => {
    window.localStorage.setItem(CAPTIONS_STORAGE_KEY, 'en');
    const view = render(<VideoPlayer src="/media/a.mp4" captions={EPISODE_1.slice(0, 1)} />);
    const video = view.container.querySelector('video')!;
    tracks.addNative(video, { kind: 'subtitles', label: 'English', language: 'en' });
    tracks.addNative(video, { kind: 'subtitles', label: 'Français', language: 'fr' });
    const items = within(openMenu()).getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual(['Off', 'English', 'French']);
    // ours is shown, the browser's copy of the same language stays off
    expect(tracks.modes(video)).toEqual({
      en: 'showing',
      'en (native)': 'disabled',
      'fr (native)': 'disabled',
    });
  });
});
