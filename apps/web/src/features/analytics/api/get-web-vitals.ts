import { webVitalsSummaryRoute } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

/** Each page's INP p75 per day (editors only); a day's figure moves slowly: five minutes. */
export const useWebVitalsSummary = () =>
  useQuery({
    queryKey: ['analytics', 'web-vitals'],
    queryFn: ({ signal }) => apiCall(webVitalsSummaryRoute, { signal }),
    staleTime: 5 * 60_000,
  });
