import {
  deleteEpisodeCaptionRoute,
  episodeCaptionsRoute,
  type PutCaptionBody,
  putEpisodeCaptionRoute,
} from '@app/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

type EpisodeRef = { seriesId: string; episodeNumber: number };

const paramsOf = ({ seriesId, episodeNumber }: EpisodeRef) => ({
  id: seriesId,
  number: String(episodeNumber),
});

export const episodeCaptionsQueryOptions = (episode: EpisodeRef) =>
  queryOptions({
    queryKey: ['studio', 'captions', episode.seriesId, episode.episodeNumber],
    queryFn: ({ signal }) =>
      apiCall(episodeCaptionsRoute, { params: paramsOf(episode), signal }).then(
        (body) => body.data.captions,
      ),
  });

/** An episode's caption files (editors only; docs/product/studio.md#captions). */
export const useEpisodeCaptions = (episode: EpisodeRef) =>
  useQuery(episodeCaptionsQueryOptions(episode));

/** Adds or replaces the captions of one language. */
export const useSaveCaption = (episode: EpisodeRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ language, body }: { language: string; body: PutCaptionBody }) =>
      apiCall(putEpisodeCaptionRoute, {
        params: { ...paramsOf(episode), language },
        body,
      }).then((answer) => answer.data),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: episodeCaptionsQueryOptions(episode).queryKey }),
  });
};

export const useDeleteCaption = (episode: EpisodeRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: string) =>
      apiCall(deleteEpisodeCaptionRoute, {
        params: { ...paramsOf(episode), language },
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: episodeCaptionsQueryOptions(episode).queryKey }),
  });
};
