import { availableListsRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

export const availableListsQueryOptions = () =>
  queryOptions({
    queryKey: ['content', 'available-lists'],
    queryFn: ({ signal }) =>
      apiGet(availableListsRoute, undefined, { signal }).then((body) => body.lists),
    staleTime: 5 * 60_000,
  });

/** The home rows a series can join (docs/product/catalogue.md#lists). */
export const useAvailableLists = () => useQuery(availableListsQueryOptions());
