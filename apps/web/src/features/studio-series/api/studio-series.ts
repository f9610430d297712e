import {
  type AddStudioEpisodesBody,
  addStudioEpisodesRoute,
  deleteStudioEpisodeRoute,
  deleteStudioSeriesRoute,
  retryStudioEpisodeRoute,
  STUDIO_SERIES_POLL_MS,
  type StudioSeries,
  type StudioSeriesListResponse,
  studioSeriesListRoute,
  studioSeriesRoute,
  type TranscodeSummary,
  type UpdateStudioSeriesBody,
  updateStudioSeriesRoute,
} from '@app/contract';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { setAnswer } from '../../../lib/set-answer';

type SeriesList = StudioSeriesListResponse['data'];

/** Ask again every 2 s while a transcode is queued or running; stop once nothing is. */
export const pollWhilePending = (summary: TranscodeSummary | undefined): number | false =>
  summary && summary.pending > 0 ? STUDIO_SERIES_POLL_MS : false;

export const studioSeriesListQueryOptions = () =>
  queryOptions({
    queryKey: ['studio', 'series'],
    queryFn: ({ signal }) => apiCall(studioSeriesListRoute, { signal }).then((body) => body.data),
    refetchInterval: (query) => pollWhilePending(query.state.data?.summary),
  });

export const studioSeriesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['studio', 'series', id],
    queryFn: ({ signal }) =>
      apiCall(studioSeriesRoute, { params: { id }, signal }).then((body) => body.data),
    refetchInterval: (query) => pollWhilePending(query.state.data?.summary),
  });

/** Every series, published or not, with its transcodes (editors only). */
export const useStudioSeriesList = () => useQuery(studioSeriesListQueryOptions());

/** One series, kept live while its episodes transcode; starts from the list's copy. */
export const useStudioSeries = (id: string) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...studioSeriesQueryOptions(id),
    initialData: () =>
      queryClient
        .getQueryData(studioSeriesListQueryOptions().queryKey)
        ?.series.find((series) => series.id === id),
  });
};

/**
 * A change answered with the series: both views show it without asking again, and a poll asked
 * before the change cannot put the series as it was back in the editor.
 */
const remember = async (queryClient: QueryClient, series: StudioSeries) => {
  await Promise.all([
    setAnswer(queryClient, studioSeriesQueryOptions(series.id).queryKey, series),
    setAnswer(
      queryClient,
      studioSeriesListQueryOptions().queryKey,
      (list: SeriesList | undefined) =>
        list && { ...list, series: list.series.map((s) => (s.id === series.id ? series : s)) },
    ),
  ]);
  void queryClient.invalidateQueries({
    queryKey: studioSeriesListQueryOptions().queryKey,
    exact: true,
  });
};

const useSeriesChange = <V>(change: (variables: V) => Promise<{ data: StudioSeries }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(variables).then((body) => body.data),
    onSuccess: (series) => remember(queryClient, series),
  });
};

export const useUpdateSeries = (id: string) =>
  useSeriesChange((body: UpdateStudioSeriesBody) =>
    apiCall(updateStudioSeriesRoute, { params: { id }, body }),
  );

export const useAddEpisodes = (id: string) =>
  useSeriesChange((body: AddStudioEpisodesBody) =>
    apiCall(addStudioEpisodesRoute, { params: { id }, body }),
  );

export const useRemoveEpisode = (id: string) =>
  useSeriesChange((episodeNumber: number) =>
    apiCall(deleteStudioEpisodeRoute, {
      params: { id, number: String(episodeNumber) },
    }),
  );

export const useRetryEpisode = (id: string) =>
  useSeriesChange((episodeNumber: number) =>
    apiCall(retryStudioEpisodeRoute, {
      params: { id, number: String(episodeNumber) },
      body: {},
    }),
  );

export const useDeleteSeries = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(deleteStudioSeriesRoute, { params: { id } }),
    // the page closes the series: its own query goes with it once nothing shows it
    onSuccess: () => {
      queryClient.setQueryData(
        studioSeriesListQueryOptions().queryKey,
        (list: SeriesList | undefined) =>
          list && { ...list, series: list.series.filter((s) => s.id !== id) },
      );
      void queryClient.invalidateQueries({
        queryKey: studioSeriesListQueryOptions().queryKey,
        exact: true,
      });
    },
  });
};
