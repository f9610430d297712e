import {
  claimRewardedAdRoute,
  ErrorCode,
  rewardedAdRoute,
  type RewardedAdSession,
  type SeriesId,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiCall } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import type { AdOutcome } from '../ads/vast-ad-video';
import { refreshAfterCoins } from './unlocks-query';

export type RewardedAdState =
  | { kind: 'idle' }
  | { kind: 'requesting' }
  | { kind: 'playing'; session: RewardedAdSession }
  | { kind: 'claiming' }
  | { kind: 'failed'; error: unknown };

/** The `complete` pixel may reach the server just after the ad's last frame: ask again. */
const CLAIM_ATTEMPTS = 4;
const CLAIM_RETRY_MS = 750;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watch one rewarded ad to unlock an episode (docs/product/wallet.md#rewarded-ads): the server
 * opens a session and names its VAST document; the ad's `complete` tracking reaches the server,
 * and only then does the claim unlock the episode (409 AD_NOT_COMPLETED before).
 */
export function useRewardedAd(seriesId: SeriesId, episodeNumber: number) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<RewardedAdState>({ kind: 'idle' });
  const params = { id: seriesId, number: String(episodeNumber) };

  const start = async () => {
    setState({ kind: 'requesting' });
    try {
      const session = await apiCall(rewardedAdRoute, { params, body: {} });
      setState({ kind: 'playing', session });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  const claim = async (session: RewardedAdSession) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await apiCall(claimRewardedAdRoute, {
          params: { ...params, session: session.ad_session_id },
          body: {},
        });
      } catch (error) {
        const early = isApiError(error) && error.code === ErrorCode.AD_NOT_COMPLETED;
        if (!early || attempt === CLAIM_ATTEMPTS) throw error;
        await sleep(CLAIM_RETRY_MS);
      }
    }
  };

  const finished = async (outcome: AdOutcome) => {
    if (state.kind !== 'playing') return;
    if (outcome !== 'complete') {
      setState({ kind: 'failed', error: null });
      return;
    }
    setState({ kind: 'claiming' });
    try {
      await claim(state.session);
      await refreshAfterCoins(queryClient);
      setState({ kind: 'idle' });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  const cancel = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start: () => void start(), finished: (o: AdOutcome) => void finished(o), cancel };
}
