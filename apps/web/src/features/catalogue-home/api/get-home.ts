import { homeRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const getHome = (signal?: AbortSignal) => apiGet(homeRoute, undefined, { signal });

export const homeQueryOptions = () =>
  queryOptions({ queryKey: ['home'], queryFn: ({ signal }) => getHome(signal) });

export const useHome = () => useQuery(homeQueryOptions());
