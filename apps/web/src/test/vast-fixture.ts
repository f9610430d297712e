/** Test data: a VAST 4.1 house ad like the built-in ad server's, with every tracker. */
export const AD_ID = 'video-neon-heirs';
// VAST URLs are absolute (vast-client drops relative tracking URLs as malformed)
const ORIGIN = window.location.origin;
export const track = (event: string) => `${ORIGIN}/api/ads/track?ad=${AD_ID}&event=${event}`;
export const AD_MP4 = '/media/neon-heirs/1/original.mp4';
export const AD_HLS = '/media/neon-heirs/1/master.m3u8';

const trackers = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip']
  .map((event) => `<Tracking event="${event}"><![CDATA[${track(event)}]]></Tracking>`)
  .join('');

export const VAST_XML = `<?xml version="1.0" encoding="UTF-8"?>
<VAST version="4.1">
  <Ad id="${AD_ID}">
    <InLine>
      <AdSystem>ReelForge</AdSystem>
      <AdTitle>Neon Heirs</AdTitle>
      <Impression><![CDATA[${track('impression')}]]></Impression>
      <Creatives>
        <Creative id="${AD_ID}-linear">
          <Linear>
            <Duration>00:00:20</Duration>
            <TrackingEvents>${trackers}</TrackingEvents>
            <VideoClicks>
              <ClickThrough><![CDATA[${ORIGIN}/video/neon-heirs]]></ClickThrough>
              <ClickTracking><![CDATA[${track('click')}]]></ClickTracking>
            </VideoClicks>
            <MediaFiles>
              <MediaFile delivery="streaming" type="application/x-mpegURL" width="720" height="1280"><![CDATA[${AD_HLS}]]></MediaFile>
              <MediaFile delivery="progressive" type="video/mp4" width="720" height="1280"><![CDATA[${AD_MP4}]]></MediaFile>
            </MediaFiles>
          </Linear>
        </Creative>
      </Creatives>
    </InLine>
  </Ad>
</VAST>`;

/** The advertised series' poster, as the house ad server adds it (a companion image). */
export const AD_STILL = `${ORIGIN}/media/posters/neon-heirs.jpg?w=480`;

/** VAST_XML with the poster as a companion image in the linear creative. */
export const VAST_WITH_STILL = VAST_XML.replace(
  '<Linear>',
  `<CompanionAds>
            <Companion width="480" height="720">
              <StaticResource creativeType="image/jpeg"><![CDATA[${AD_STILL}]]></StaticResource>
              <AltText>Neon Heirs</AltText>
            </Companion>
          </CompanionAds>
          <Linear>`,
);

export const EMPTY_VAST = '<VAST version="4.1"/>';

/** A VAST (or any XML) answer, as the ad server sends it. */
export const xml = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/xml' } });

/** Record the tracking pixels vast-client fires (it loads them as images). */
export function recordPixels(stubGlobal: (name: string, value: unknown) => unknown): string[] {
  const fired: string[] = [];
  stubGlobal(
    'Image',
    class {
      set src(url: string) {
        fired.push(url);
      }
    },
  );
  return fired;
}
