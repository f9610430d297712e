import { homeRoute } from '@app/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { contentLanguage } from '../../../i18n/content-language';

export const getHome = (signal?: AbortSignal) =>
  apiGet(homeRoute, undefined, { signal, query: contentLanguage() });

export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['home', contentLanguage().lang],
    queryFn: ({ signal }) => getHome(signal),
  });

export const useHome = () => useQuery(homeQueryOptions());
