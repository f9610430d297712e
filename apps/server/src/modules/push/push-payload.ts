import {
  NOTIFICATION_TEXTS,
  PRODUCT_NAME,
  PUSH,
  PUSH_TEXTS,
  type Locale,
  type PushPayload,
} from '@app/contract';
import { formatLongDate } from '../../i18n/formats';
import { localizedTexts } from '../../i18n/localized-texts';
import type { PushDelivery } from './push.repository';

/** At most `max` characters (code points, so no surrogate pair is cut), an ellipsis if cut. */
const clip = (text: string, max: number): string => {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
};

/**
 * What one device is shown for an inbox entry, in its user's language: the entry's own words
 * (the inbox's) as the title; the new episode's title as a new episode's body, and a line of
 * what to do for a refund or a renewal reminder; and where a click leads (`url`, the entry's).
 * Title and body are clipped so the encrypted push stays within the 4 KB every push service
 * takes (docs/product/notifications.md#web-push).
 */
export const pushPayloadOf = (delivery: PushDelivery, url: string): PushPayload => {
  const locale: Locale = delivery.locale ?? 'en';
  const texts = localizedTexts(locale, 'notifications', NOTIFICATION_TEXTS);
  const push = localizedTexts(locale, 'push', PUSH_TEXTS);
  const { entry } = delivery;
  const seriesTitle = entry.seriesTitle ?? '';
  let title: string = PRODUCT_NAME;
  let body: string = push.generic;
  if (entry.kind === 'new_episode' && entry.episodeNumber !== null) {
    title = texts.newEpisode(seriesTitle, entry.episodeNumber);
    body = delivery.episodeTitle ?? '';
  } else if (entry.kind === 'new_series') {
    title = texts.newSeries(seriesTitle);
    body = '';
  } else if (entry.kind === 'refund' && entry.coins !== null) {
    title =
      entry.episodeNumber === null
        ? texts.refund(seriesTitle, entry.coins)
        : texts.refundEpisode(seriesTitle, entry.episodeNumber, entry.coins);
    body = push.refundBody;
  } else if (entry.kind === 'renewal_reminder' && entry.renewsAt !== null) {
    const date = formatLongDate(entry.renewsAt, locale);
    title = entry.planId === 'annual' ? texts.renewalAnnual(date) : texts.renewalMonthly(date);
    body = push.renewalBody;
  }
  return {
    id: String(entry.id),
    title: clip(title, PUSH.maxTitleChars),
    body: clip(body, PUSH.maxBodyChars),
    url,
  };
};
