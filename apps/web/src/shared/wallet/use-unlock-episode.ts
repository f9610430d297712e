import { type SeriesId, unlockEpisodeRoute, type UnlockResult } from '@app/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiCall } from '../../lib/api-client';
import { randomUuid } from '../../lib/metrics/uuid';
import { refreshAfterCoins } from './unlocks-query';

/**
 * Unlock with coins (docs/product/wallet.md#fair-unlocks): one request per intent, with one
 * idempotency key per episode kept until it succeeds, so a retry after a lost answer or a
 * double click charges once. The page disables its button while `isPending`.
 */
export function useUnlockEpisode(seriesId: SeriesId) {
  const queryClient = useQueryClient();
  const keys = useRef(new Map<number, string>());
  // a second click before the button re-renders disabled joins the request in flight
  const inFlight = useRef(new Map<number, Promise<UnlockResult>>());
  return useMutation({
    mutationFn: (episodeNumber: number): Promise<UnlockResult> => {
      const running = inFlight.current.get(episodeNumber);
      if (running) return running;
      let key = keys.current.get(episodeNumber);
      if (key === undefined) {
        key = randomUuid();
        keys.current.set(episodeNumber, key);
      }
      const request = apiCall(unlockEpisodeRoute, {
        params: { id: seriesId, number: String(episodeNumber) },
        body: { idempotency_key: key },
      }).finally(() => inFlight.current.delete(episodeNumber));
      inFlight.current.set(episodeNumber, request);
      return request;
    },
    onSuccess: (result) => {
      keys.current.delete(result.episode_number);
      return refreshAfterCoins(queryClient);
    },
  });
}
