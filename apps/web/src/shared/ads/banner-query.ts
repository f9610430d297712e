import { adBannerRoute } from '@app/contract';
import type { AdPlacement, SeriesId } from '@app/contract';
import { queryOptions } from '@tanstack/react-query';
import { contentLanguage } from '../../i18n/content-language';
import { apiGet } from '../../lib/api-client';

/** The server picks per viewer (none for those with access): the key names the viewer too. */
export const bannerQueryOptions = (
  placement: AdPlacement,
  contentId: SeriesId | undefined,
  viewer: string,
) =>
  queryOptions({
    queryKey: ['ad-banner', placement, contentId ?? null, viewer, contentLanguage().lang],
    queryFn: ({ signal }) =>
      apiGet(adBannerRoute, undefined, {
        signal,
        // in the viewer's language: the promoted series' title as the catalogue shows it
        query: {
          placement,
          ...(contentId !== undefined && { content_id: contentId }),
          ...contentLanguage(),
        },
      }).then((body) => body.banner),
    // one banner per visit of a page is enough; a failure just leaves the space empty
    staleTime: 5 * 60_000,
    retry: false,
  });
