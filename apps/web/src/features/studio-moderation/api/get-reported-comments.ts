import { COMMENT_MODERATION, reportedCommentsRoute } from '@app/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import type { QueueView } from '../lib/queue-view';

/** Every cached page of the queue: a prefix of reportedCommentsQueryKey. */
export const REPORTED_COMMENTS_KEY = ['studio', 'moderation', 'reported'] as const;

export const reportedCommentsQueryKey = (view: QueueView) =>
  [...REPORTED_COMMENTS_KEY, view.sort, view.status, view.page] as const;

export const reportedCommentsQueryOptions = (view: QueueView) =>
  queryOptions({
    queryKey: reportedCommentsQueryKey(view),
    queryFn: ({ signal }) =>
      apiCall(reportedCommentsRoute, {
        signal,
        query: {
          sort: view.sort,
          status: view.status,
          page: view.page,
          limit: COMMENT_MODERATION.queueDefaultLimit,
        },
      }),
    // reports keep arriving: a queue a minute old is worth reloading on return
    staleTime: 30_000,
  });

/** One page of the queue (editors only); the last page stays on screen while the next loads. */
export const useReportedComments = (view: QueueView) =>
  useQuery({ ...reportedCommentsQueryOptions(view), placeholderData: keepPreviousData });
