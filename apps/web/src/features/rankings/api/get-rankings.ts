import { rankingsRoute, type RankingKind } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';

export const rankingsQueryOptions = (kind: RankingKind) =>
  queryOptions({
    queryKey: ['rankings', kind, contentLanguage().lang],
    queryFn: ({ signal }) =>
      apiGet(rankingsRoute, undefined, { signal, query: { kind, ...contentLanguage() } }),
  });

/** GET /api/rankings?kind= (docs/product/rankings.md#calls). */
export const useRankings = (kind: RankingKind) => useQuery(rankingsQueryOptions(kind));
