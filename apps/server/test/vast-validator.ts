import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom';
import { AD_LINEAR_EVENTS, type AdLinearEvent } from '@app/contract';

/** What a VAST 4 InLine linear ad carries, as a player would read it. */
export type ParsedVast =
  | { version: string; ad: null }
  | {
      version: string;
      ad: {
        id: string;
        adSystem: string;
        title: string;
        impressionUrl: string;
        durationSeconds: number;
        skipOffset: string | null;
        tracking: Record<AdLinearEvent, string>;
        clickThrough: string;
        clickTracking: string;
        media: { url: string; type: string; delivery: string; width: number; height: number };
        /** The creative's first companion with a static image, if any. */
        companion: { url: string; creativeType: string; width: number; height: number } | null;
      };
    };

const TIME = /^(\d{2}):(\d{2}):(\d{2})(?:\.(\d{3}))?$/;

const fail = (message: string): never => {
  throw new Error(`invalid VAST: ${message}`);
};

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).localName === name,
  );

const one = (parent: Element, name: string): Element => {
  const found = children(parent, name);
  if (found.length !== 1)
    fail(`${parent.localName} needs exactly one ${name}, has ${found.length}`);
  return found[0]!;
};

const text = (element: Element): string => (element.textContent ?? '').trim();

const url = (element: Element): string => {
  const value = text(element);
  const parsed = URL.canParse(value) ? new URL(value) : fail(`${element.localName}: not a URL`);
  if (!/^https?:$/.test(parsed.protocol)) fail(`${element.localName}: not http(s)`);
  return value;
};

const seconds = (value: string): number => {
  const match = TIME.exec(value) ?? fail(`bad time ${value}`);
  const [, h, m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms ?? 0) / 1000;
};

/**
 * A structural check of a VAST 4 document with a real XML parser: the elements and attributes
 * a player needs (VAST 4.1 §3), not the whole XSD.
 */
export const parseVast = (xml: string): ParsedVast => {
  const document = new DOMParser({ onError: onWarningStopParsing }).parseFromString(
    xml,
    'text/xml',
  );
  const root = document.documentElement ?? fail('no root element');
  if (root.localName !== 'VAST') fail(`root is ${root.localName}`);
  const version = root.getAttribute('version') ?? fail('no version');
  if (!/^4\.\d$/.test(version)) fail(`version ${version}`);
  const ads = children(root, 'Ad');
  if (ads.length === 0) return { version, ad: null };
  const adElement = ads[0]!;
  const id = adElement.getAttribute('id') || fail('Ad without id');
  const inline = one(adElement, 'InLine');
  const creative = one(one(inline, 'Creatives'), 'Creative');
  const linear = one(creative, 'Linear');
  const events = children(one(linear, 'TrackingEvents'), 'Tracking');
  const tracking = Object.fromEntries(
    AD_LINEAR_EVENTS.map((event) => {
      const found = events.find((e) => e.getAttribute('event') === event);
      return [event, found ? url(found) : fail(`no ${event} tracking`)];
    }),
  ) as Record<AdLinearEvent, string>;
  const clicks = one(linear, 'VideoClicks');
  const mediaFile = one(one(linear, 'MediaFiles'), 'MediaFile');
  const attribute = (name: string) => mediaFile.getAttribute(name) || fail(`MediaFile ${name}`);
  const durationSeconds = seconds(text(one(linear, 'Duration')));
  const companionElement = children(creative, 'CompanionAds').flatMap((ads) =>
    children(ads, 'Companion'),
  )[0];
  const staticImage = companionElement && children(companionElement, 'StaticResource')[0];
  const companion =
    companionElement && staticImage
      ? {
          url: url(staticImage),
          creativeType: staticImage.getAttribute('creativeType') || fail('no creativeType'),
          width: Number(companionElement.getAttribute('width') || fail('Companion width')),
          height: Number(companionElement.getAttribute('height') || fail('Companion height')),
        }
      : null;
  if (durationSeconds <= 0) fail('zero duration');
  return {
    version,
    ad: {
      id,
      adSystem: text(one(inline, 'AdSystem')) || fail('empty AdSystem'),
      title: text(one(inline, 'AdTitle')) || fail('empty AdTitle'),
      impressionUrl: url(one(inline, 'Impression')),
      durationSeconds,
      skipOffset: linear.getAttribute('skipoffset'),
      tracking,
      clickThrough: url(one(clicks, 'ClickThrough')),
      clickTracking: url(one(clicks, 'ClickTracking')),
      media: {
        url: url(mediaFile),
        type: attribute('type'),
        delivery: attribute('delivery'),
        width: Number(attribute('width')),
        height: Number(attribute('height')),
      },
      companion,
    },
  };
};
