import { fetchEarlyAd, playEarlyAd } from '../shared/ads/early-ad';
import { setMedia } from './fake-media';
import { stubApi } from './stub-api';
import { VAST_XML, xml } from './vast-fixture';

/**
 * The early start's ad for neon-heirs, playing in its box (`stage`, the element in `slot`),
 * `currentTime` seconds in: what the ad modal's slot takes over. Media methods must be stubbed
 * (fake-media's stubMediaMethods).
 */
export async function playingEarlyAd(currentTime: number) {
  stubApi(() => xml(VAST_XML));
  const stage = document.createElement('div');
  const slot = stage.appendChild(document.createElement('div'));
  const ad = fetchEarlyAd('neon-heirs', null, { stage, slot });
  await playEarlyAd(ad);
  const video = (await ad.video)!;
  setMedia(video, { readyState: 4, currentTime });
  return { video, stage, slot };
}
