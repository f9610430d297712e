import { AD_LINEAR_EVENTS, type AdLinearEvent } from '@app/contract';

export const VAST_VERSION = '4.1';
const VAST_NS = 'http://www.iab.com/VAST';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export type VastInlineAd = {
  id: string;
  title: string;
  description: string;
  /** VAST 4.1 AdServingId: unique per answer, ties the trackers of one showing together. */
  servingId: string;
  impressionUrl: string;
  trackingUrl: (event: AdLinearEvent) => string;
  clickThrough: string;
  clickTracking: string;
  skipOffsetSeconds: number;
  media: { url: string; width: number; height: number; durationSeconds: number };
  /**
   * A companion image (the advertised series' poster): players show it beside the ad, and ours
   * in the ad's box until the video's first frame.
   */
  companion?: { url: string; creativeType: string; width: number; height: number; altText: string };
};

// the IAB's schemas take the Creative's children in their order: CompanionAds before Linear
const companionAds = (companion: NonNullable<VastInlineAd['companion']>): string => `
          <CompanionAds>
            <Companion width="${companion.width}" height="${companion.height}">
              <StaticResource creativeType="${escapeText(companion.creativeType)}">${cdata(companion.url)}</StaticResource>
              <AltText>${escapeText(companion.altText)}</AltText>
            </Companion>
          </CompanionAds>`;

const escapeText = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** URLs go in CDATA (VAST 4 §3.17); a `]]>` inside is split so it cannot close the section. */
const cdata = (value: string): string =>
  `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** VAST time: HH:MM:SS.mmm. */
export const vastTime = (seconds: number): string => {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
};

/** No ad: a VAST document without Ad elements (VAST 4 §2.3.2: the player shows nothing). */
export const emptyVast = (): string =>
  `${XML_DECLARATION}\n<VAST version="${VAST_VERSION}" xmlns="${VAST_NS}"/>\n`;

/**
 * One InLine linear video ad with a progressive MP4 (VAST 4.1). The children keep the order of
 * the IAB schema's sequences (AdDefinitionBase_type, then Inline_type): the test validates every
 * document against vast_4.1.xsd and vast_4.2.xsd.
 */
export const inlineVast = (ad: VastInlineAd): string => {
  const tracking = AD_LINEAR_EVENTS.map(
    (event) => `            <Tracking event="${event}">${cdata(ad.trackingUrl(event))}</Tracking>`,
  ).join('\n');
  return `${XML_DECLARATION}
<VAST version="${VAST_VERSION}" xmlns="${VAST_NS}">
  <Ad id="${escapeText(ad.id)}">
    <InLine>
      <AdSystem version="1.0">ReelForge</AdSystem>
      <Impression id="${escapeText(ad.id)}">${cdata(ad.impressionUrl)}</Impression>
      <AdServingId>${escapeText(ad.servingId)}</AdServingId>
      <AdTitle>${escapeText(ad.title)}</AdTitle>
      <Creatives>
        <Creative id="${escapeText(ad.id)}" sequence="1">${ad.companion ? companionAds(ad.companion) : ''}
          <Linear skipoffset="${vastTime(ad.skipOffsetSeconds).slice(0, 8)}">
            <TrackingEvents>
${tracking}
            </TrackingEvents>
            <Duration>${vastTime(ad.media.durationSeconds)}</Duration>
            <MediaFiles>
              <MediaFile delivery="progressive" type="video/mp4" width="${ad.media.width}" height="${ad.media.height}">${cdata(ad.media.url)}</MediaFile>
            </MediaFiles>
            <VideoClicks>
              <ClickTracking id="${escapeText(ad.id)}">${cdata(ad.clickTracking)}</ClickTracking>
              <ClickThrough id="${escapeText(ad.id)}">${cdata(ad.clickThrough)}</ClickThrough>
            </VideoClicks>
          </Linear>
          <UniversalAdId idRegistry="unknown">${escapeText(ad.id)}</UniversalAdId>
        </Creative>
      </Creatives>
      <Description>${escapeText(ad.description)}</Description>
    </InLine>
  </Ad>
</VAST>
`;
};
