// zod-free, like all of the early request's chunk: it runs before the app
import { compactCounter, FOR_YOU_TEXTS, imageSrcSet } from '@app/contract';
import { FEED_CLASSES as C, HEART_ICON_PATH } from '../lib/feed-classes';

/** The fields of a feed item the first paint shows (FeedItem, unchecked: the app checks it). */
export type PaintedItem = {
  title: string;
  subtitle?: string | null;
  image: string;
  description?: string | null;
  likes: number;
  episodesCount: number;
  episode: { thumbnail?: string | null; isLocked?: boolean };
};

// the player's and the feed's icons as FeedSlide draws them (player-icons.tsx, feed-icons.tsx)
const svg = (size: number, inner: string) =>
  `<svg viewBox="0 0 24 24" width="${size}" height="${size}" fill="currentColor" aria-hidden="true" focusable="false">${inner}</svg>`;
const PLAY =
  '<path d="M8 5.14v13.72a1 1 0 0 0 1.52.85l10.6-6.86a1 1 0 0 0 0-1.7L9.52 4.29A1 1 0 0 0 8 5.14Z"></path>';
const PAUSE =
  '<rect x="6" y="5" width="4" height="14" rx="1"></rect><rect x="14" y="5" width="4" height="14" rx="1"></rect>';
const MUTED =
  '<path d="M4 9v6h4l5 4V5L8 9H4Zm12.6 3 2.7-2.7-1.4-1.4-2.7 2.7-2.7-2.7-1.4 1.4 2.7 2.7-2.7 2.7 1.4 1.4 2.7-2.7 2.7 2.7 1.4-1.4-2.7-2.7Z"></path>';

const element = <K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] => {
  const made = document.createElement(tag);
  made.className = className;
  made.append(...children);
  return made;
};

const drawing = (tag: 'span' | 'p', className: string, markup: string) => {
  const made = element(tag, className);
  made.innerHTML = markup;
  return made;
};

/**
 * The first item of the feed, painted into the page's server-rendered first paint (the screen
 * `screen`, for-you-shell.ts) as FeedView shows it on its first render: the poster, the title,
 * the episodes and the description, the Watch series button, the like count and the Pause button,
 * the hint when more items follow, and the sound toggle (muted) in the top bar; each element with
 * the classes FeedSlide gives it (feed-classes.ts), so React's first render replaces it in place.
 * Not a locked item's (its lock note is the economy's text): the app paints that one.
 */
export function paintFirstItem(screen: Element, item: PaintedItem, more: boolean): boolean {
  const message = screen.querySelector(':scope > div');
  const sound = screen.querySelector(':scope > header > span:last-child');
  if (message === null || sound === null || item.episode.isLocked === true) return false;

  const src = item.episode.thumbnail || item.image;
  const srcset = imageSrcSet(src);
  // PosterImage's attributes: the app's <img> asks for the same copy
  const poster = element('img', C.poster);
  for (const [name, value] of Object.entries({
    src,
    ...(srcset !== undefined && { srcset, sizes: '480px' }),
    width: '480',
    height: '720',
    alt: '',
    loading: 'eager',
    decoding: 'async',
  })) {
    poster.setAttribute(name, value);
  }

  const title = element('h2', C.itemTitle, item.title);
  const description = item.description
    ? element('p', C.itemDescription, item.description)
    : undefined;
  for (const text of [title, description]) text?.setAttribute('dir', 'auto');
  const facts = [FOR_YOU_TEXTS.episodes(item.episodesCount), item.subtitle]
    .filter(Boolean)
    .join(' · ');
  const likes = compactCounter('en');
  const texts = element(
    'div',
    C.texts,
    title,
    element('p', C.itemFacts, facts),
    ...(description ? [description] : []),
  );
  const watch = drawing('span', C.watch, svg(18, PLAY));
  watch.append(FOR_YOU_TEXTS.watchSeries);
  texts.append(watch);
  const likeCount = drawing('p', C.likes, svg(30, `<path d="${HEART_ICON_PATH}"></path>`));
  likeCount.append(element('span', '', likes(item.likes)));

  const progress = element('div', C.progress);
  progress.style.transform = 'scaleX(var(--progress, 0))';
  const frame = element(
    'div',
    C.frame,
    poster,
    element('div', C.tapArea),
    element('div', C.shade),
    element(
      'div',
      C.info,
      texts,
      element('div', C.side, likeCount, drawing('span', C.playButton, svg(22, PAUSE))),
    ),
    progress,
  );
  const slide = element('article', `${C.slide} ${C.slideMoving}`, frame);
  slide.style.transform = 'translate3d(0, calc(0% + 0px), 0)';
  message.replaceWith(
    element('div', C.feed, slide),
    ...(more ? [element('p', C.hint, FOR_YOU_TEXTS.hint)] : []),
  );
  sound.replaceWith(drawing('span', C.roundButton, svg(24, MUTED)));
  // the feed's own: anywhere on the screen takes a gesture
  screen.className = `${C.screen} ${C.screenGestures}`;
  return true;
}
