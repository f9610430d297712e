import { storageStatusRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const storageStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['studio', 'storage-status'],
    queryFn: ({ signal }) => apiCall(storageStatusRoute, { signal }),
    // asked again only on Retry (docs/product/studio.md#storage-check)
    staleTime: Infinity,
    retry: false,
  });

/** Whether file storage takes uploads (docs/product/studio.md#storage-check). */
export const useStorageStatus = () => useQuery(storageStatusQueryOptions());
