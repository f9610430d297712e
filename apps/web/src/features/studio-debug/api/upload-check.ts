import { type PresignBody, storageStatusRoute, uploadCheckRoute } from '@app/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** What a presign of `body` would do, without signing (docs/product/studio.md#debug-and-poster-test-pages-built). */
export const useUploadCheck = () =>
  useMutation({
    mutationFn: (body: PresignBody) => apiCall(uploadCheckRoute, { body }),
  });

export const debugStorageStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['studio-debug', 'storage-status'],
    queryFn: ({ signal }) => apiCall(storageStatusRoute, { signal }),
    // a debugger shows what storage says now: asked again on "Check again"
    staleTime: Infinity,
    retry: false,
  });

export const useDebugStorageStatus = () => useQuery(debugStorageStatusQueryOptions());
