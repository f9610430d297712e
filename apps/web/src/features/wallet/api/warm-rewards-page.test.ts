import type { Rewards } from '@app/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { viewerTimeZone } from '../lib/time-zone';
import { rewardsQueryOptions } from './rewards-queries';
import { warmRewardsPage } from './warm-rewards-page';

const rewards: Rewards = {
  schedule: [5, 5, 10, 10, 15, 15, 30],
  streak_day: 1,
  today_reward: 5,
  checked_in_today: false,
  local_date: '2026-11-27',
  time_zone: 'UTC',
  next_check_in_at: '2026-11-28T00:00:00.000Z',
  balance: 0,
  bonus_balance: 0,
  expiring: [],
};

describe('warmRewardsPage', () => {
  it('asks a signed-in viewer’s rewards in their zone, under the key the page reads', async () => {
    storeSession(makeAuthSession());
    const requests = stubApi(() => jsonResponse(rewards));
    const queryClient = new QueryClient();
    await warmRewardsPage(queryClient);

    const zone = await viewerTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(requests.map((r) => r.path)).toEqual([
      `/api/rewards?time_zone=${encodeURIComponent(zone!)}`,
    ]);
    // WalletPage's key: the uid (the token's sub), and the same zone
    expect(queryClient.getQueryData(rewardsQueryOptions('sub-alice', zone).queryKey)).toEqual(
      rewards,
    );
  });

  it('reads the zone in a task after the one it was called in where there is no worker', async () => {
    storeSession(makeAuthSession());
    stubApi(() => jsonResponse(rewards));
    // a fresh module: the zone is read once a page (jsdom has no Worker)
    vi.resetModules();
    const fresh = await import('./warm-rewards-page');
    const zoneReads = vi.spyOn(Intl, 'DateTimeFormat');
    const warming = fresh.warmRewardsPage(new QueryClient());
    expect(zoneReads).not.toHaveBeenCalled();
    await warming;
    expect(zoneReads).toHaveBeenCalled();
  });

  it('asks nothing for a guest', async () => {
    const requests = stubApi(() => jsonResponse(rewards));
    await warmRewardsPage(new QueryClient());
    expect(requests).toHaveLength(0);
  });
});
