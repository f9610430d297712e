// zod-free, like all of this chunk: it runs before the app and must stay small
import { initialLocale } from '../../../i18n/locale';
import { getStoredTokens } from '../../../lib/auth/stored-session';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { documentParsed } from '../../../lib/document-parsed';
import { afterNextPaint } from '../../../lib/next-paint';
import { adModalSlot, fetchEarlyAd, playEarlyAd } from '../../../shared/ads/early-ad';
import { adKindOf, adPoints } from '../../../shared/ads/gate/ad-schedule';
import { FEED_CLASSES as C } from '../lib/feed-classes';
import { paintFirstItem, type PaintedItem } from './paint-first-item';

/** feedRoute.path, spelled out (early-feed.test.ts holds them equal): a route brings its zod. */
export const FEED_PATH = '/api/feed';

/** What the first page was asked with: the app takes the answer only for the same question. */
export type EarlyFeedQuestion = {
  viewerId: string;
  item: string | null;
  lang: string;
  signedIn: boolean;
};

let early: (EarlyFeedQuestion & { answer: Promise<unknown> }) | undefined;

/**
 * A fresh load of /foryou: the feed's first page is asked for as soon as the entry runs, while
 * the app's code still loads, instead of once that code has run (the server cannot preload it:
 * the call carries the viewer's bearer and viewer id, docs/product/feed.md#first-paint). The
 * page's warm-up takes the answer (takeEarlyFeed) and checks it against the contract; a failed
 * call, or one asked differently than the app would, is asked again by the app.
 */
export function startEarlyFeed(search: URLSearchParams): void {
  const tokens = getStoredTokens();
  // an expired token would be refreshed first by the app: it asks for itself then
  const accessToken = tokens && tokens.expires_at > Date.now() ? tokens.access_token : null;
  const question: EarlyFeedQuestion = {
    viewerId: getViewerId(),
    item: search.get('item'),
    lang: initialLocale(),
    signedIn: accessToken !== null,
  };
  // the app's query (api/get-feed.ts), in the order its client writes it
  const query = new URLSearchParams({ viewer_id: question.viewerId });
  if (question.item !== null) query.set('item', question.item);
  query.set('lang', question.lang);
  const answer = fetch(`${FEED_PATH}?${query.toString()}`, {
    headers: accessToken === null ? {} : { authorization: `Bearer ${accessToken}` },
  }).then((response) => (response.ok ? (response.json() as Promise<unknown>) : null));
  const asked = { ...question, answer };
  early = asked;
  // the first item painted where the page's first paint stands, and a guest's opening ad started
  // where the modal will show it, unless the app has taken the answer meanwhile (it renders it
  // itself); a failure is the app's to meet when it asks itself
  settled = Promise.all([answer, documentParsed()]).then(
    ([page]) => {
      if (early !== asked) return undefined;
      const items = itemsOf(page);
      const ad = accessToken === null ? startOpeningAd(items[0]) : undefined;
      return Promise.all([
        paintFirst(items, question.lang) ? afterNextPaint() : undefined,
        ad,
      ]).then(() => undefined);
    },
    () => undefined,
  );
}

const itemsOf = (page: unknown): unknown[] => {
  const items = (page as { items?: unknown } | null)?.items;
  return Array.isArray(items) ? items : [];
};

/** The fields of a feed item the opening ad's decision reads (FeedItem, unchecked). */
type AdItem = { id?: unknown; episodesCount?: unknown; episode?: { isLocked?: unknown } };

/**
 * A guest meets the ad modal at the start of an item whose schedule has an ad at 0 s (a series
 * of several episodes, not a reel: docs/product/feed.md#watch-metrics-and-ads), unless it is
 * locked (it plays nothing). That ad is asked for now and shown in a box where the modal will
 * show it: its still, then its first frame, held there (shared/ads/early-ad.ts); the modal's
 * slot takes the element over and plays on. Settles at that first frame, or once it knows it
 * will not play.
 */
function startOpeningAd(item: unknown): Promise<void> | undefined {
  const { id, episodesCount, episode } = (item ?? {}) as AdItem;
  if (typeof id !== 'string' || typeof episodesCount !== 'number') return undefined;
  if (episode?.isLocked === true || adPoints(adKindOf(episodesCount), Number.NaN)[0] !== 0) {
    return undefined;
  }
  // the slide's box on the feed's screen (FeedSlide), over the first paint until the modal's
  const stage = document.createElement('div');
  stage.className = C.adStage;
  stage.setAttribute('aria-hidden', 'true');
  const frame = stage.appendChild(document.createElement('div'));
  frame.className = C.frameBox;
  const ad = fetchEarlyAd(id, null, { stage, slot: adModalSlot(frame) });
  return playEarlyAd(ad, { firstFrameOnly: true });
}

let settled: Promise<void> = Promise.resolve();

/**
 * Resolves once the early request has painted the first item (or knows it will not), or after
 * `budgetMs`: the entry loads the app's code only then (main.tsx), as on /play, so its download
 * and evaluation do not hold that paint back.
 */
export const earlyFeedSettled = (budgetMs: number): Promise<void> =>
  Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, budgetMs))]);

/**
 * The page's first item over its first paint (paint-first-item.ts), in English only: the other
 * languages' texts (the episodes' plural) come with the app's catalog.
 */
function paintFirst(items: unknown[], lang: string): boolean {
  if (lang !== 'en' || items.length === 0) return false;
  // the server's first paint, as for-you-shell.ts has it, still in #root
  const screen = document.querySelector('#root > main > div[aria-hidden="true"]');
  try {
    return screen !== null && paintFirstItem(screen, items[0] as PaintedItem, items.length > 1);
  } catch {
    // an answer of another shape: the app, which checks it, shows what it is
    return false;
  }
}

/** The early answer if it was asked as `question` asks, once: a later load asks for itself. */
export function takeEarlyFeed(question: EarlyFeedQuestion): Promise<unknown> | undefined {
  const taken = early;
  early = undefined;
  if (
    taken === undefined ||
    taken.viewerId !== question.viewerId ||
    taken.item !== question.item ||
    taken.lang !== question.lang ||
    taken.signedIn !== question.signedIn
  ) {
    return undefined;
  }
  return taken.answer.catch(() => null);
}
