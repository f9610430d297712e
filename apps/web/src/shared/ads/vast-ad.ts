import { VASTClient, VASTTracker } from '@dailymotion/vast-client';
import { ADS, AD_VAST_PATH, type SeriesId } from '@app/contract';
import { currentAccessToken } from '../../lib/api-client';
import { pickMediaFile, stillImageUrl, type MediaFileLike } from './media-file';

type TrackerArgs = ConstructorParameters<typeof VASTTracker>;

/** The first linear ad of a VAST answer, ready to play and to track. */
export type LinearAd = {
  mediaUrl: string;
  /**
   * The ad's companion image (an image StaticResource), where it has one: shown in the ad's box
   * until the video's first frame.
   */
  stillUrl?: string;
  /** Reports impression, quartiles, complete, skip and click to the ad's own URLs. */
  tracker: VASTTracker;
};

/** Where a click-through goes: a page of this app, another site's page, or nowhere. */
export type ClickThroughTarget =
  { kind: 'in-app'; path: string } | { kind: 'external'; href: string } | null;

/**
 * The ad's ClickThrough URL as a place to go, resolved against `here` (the page's URL). Only
 * http(s) is followed: an ad network's `javascript:` or `data:` URL would run in, or be shown as,
 * our origin's page (docs/decisions.md#responses-and-headers).
 */
export function clickThroughTarget(url: string, here: string): ClickThroughTarget {
  let target: URL;
  try {
    target = new URL(url.trim(), here);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  // house ads link to our own pages: stay in the app
  if (target.origin === new URL(here).origin) {
    return { kind: 'in-app', path: `${target.pathname}${target.search}${target.hash}` };
  }
  return { kind: 'external', href: target.href };
}

type CompanionLike = { staticResources?: { url?: unknown; creativeType?: unknown }[] };

/** The first http(s) image among the ad's companions (vast-client's parse of CompanionAds). */
export function companionImage(creatives: readonly { type?: unknown }[]): string | undefined {
  for (const creative of creatives) {
    const variations = (creative as { variations?: unknown }).variations;
    if (creative.type !== 'companion' || !Array.isArray(variations)) continue;
    for (const variation of variations as CompanionLike[]) {
      for (const resource of variation.staticResources ?? []) {
        const still = stillImageUrl(resource.url, resource.creativeType);
        if (still !== null) return still;
      }
    }
  }
  return undefined;
}

const vastUrl = (contentId: SeriesId | undefined) =>
  contentId === undefined
    ? AD_VAST_PATH
    : `${AD_VAST_PATH}?${new URLSearchParams({ content_id: contentId }).toString()}`;

/**
 * The VAST document for the video ad slot. The bearer is optional: a subscriber's gets no ad.
 * A token the server refuses does not cost the ad: it asks again as a guest.
 */
async function fetchVast(
  contentId: SeriesId | undefined,
  signal?: AbortSignal,
  url = vastUrl(contentId),
) {
  const ask = (token: string | null) =>
    fetch(url, {
      headers: {
        Accept: 'application/xml, text/xml',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      signal,
    });
  const token = await currentAccessToken().catch(() => null);
  let response = await ask(token);
  if (response.status === 401 && token) response = await ask(null);
  if (!response.ok) throw new Error(`VAST request failed with status ${response.status}`);
  return response.text();
}

const parseXml = (text: string) => {
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  if (xml.getElementsByTagName('parsererror').length > 0) throw new Error('VAST is not XML');
  return xml;
};

/**
 * Fetch and parse the ad for `contentId` with vast-client (wrappers are followed). Null when
 * the answer holds no playable linear ad (an empty `<VAST/>`: nothing to show); throws when
 * the ad cannot be loaded at all.
 */
export async function loadLinearAd(
  contentId: SeriesId | undefined,
  canPlayType: (type: string) => string,
  signal?: AbortSignal,
  /** Another VAST document than the ad slot's: a rewarded ad's session (its own tracking). */
  vastUrl?: string,
  /**
   * The slot's VAST answer, already asked for (the early start of /play): the ad server hands
   * out its ads in turn, so asking again would show another. Null: it failed, ask here.
   */
  fetched?: Promise<string | null>,
): Promise<LinearAd | null> {
  const text = (await fetched?.catch(() => null)) ?? (await fetchVast(contentId, signal, vastUrl));
  const xml = parseXml(text);
  const client = new VASTClient();
  // the library's types say `any` here: read only what we use, and check it
  const response: { ads?: unknown } = await client.parseVAST(xml);
  const ads = Array.isArray(response.ads) ? (response.ads as { creatives?: unknown }[]) : [];
  for (const ad of ads) {
    const creatives = Array.isArray(ad.creatives)
      ? (ad.creatives as { type?: unknown; mediaFiles?: unknown; duration?: unknown }[])
      : [];
    for (const creative of creatives) {
      if (creative.type !== 'linear' || !Array.isArray(creative.mediaFiles)) continue;
      // longer than an ad may be (an unknown length parses as -1): the next one, or none
      if (typeof creative.duration === 'number' && creative.duration > ADS.maxAdSeconds) continue;
      const mediaUrl = pickMediaFile(creative.mediaFiles as MediaFileLike[], canPlayType);
      if (mediaUrl === null) continue;
      const tracker = new VASTTracker(client, ad as TrackerArgs[1], creative as TrackerArgs[2]);
      const stillUrl = companionImage(creatives);
      return { mediaUrl, tracker, ...(stillUrl !== undefined && { stillUrl }) };
    }
  }
  return null;
}
