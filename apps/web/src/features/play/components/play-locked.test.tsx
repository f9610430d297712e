import { WALLET_TEXTS } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaMethods } from '../../../test/fake-media';
import { grantedMp4, makeGrant, makeUnlocks, pricedSeries } from '../../../test/economy-fixtures';
import { makeEpisode, makeVideoDetail } from '../../../test/fixtures';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../../test/monetization-fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { PlayPage } from './play-page';

// the VAST video has its own tests: here an ad that plays to its end when asked
vi.mock('../../../shared/ads/ad-video', () => ({
  AdVideo: ({ onDone, vastUrl }: { onDone: (o: string) => void; vastUrl?: string }) => (
    <button type="button" data-vast={vastUrl} onClick={() => onDone('complete')}>
      finish the ad
    </button>
  ),
}));

let series = pricedSeries();
const renderPlay = (episode: number) =>
  renderPage(<PlayPage />, { path: '/play', url: `/play?id=neon-heirs&episode=${episode}` });
const gate = () => screen.queryByTestId('locked-gate');
// role queries walk the whole page, which is large here: slow on a busy machine
const SLOW = { timeout: 5000 };
const video = () => document.querySelector('video');

type Handler = (request: RecordedRequest) => Response | Promise<Response> | undefined;

function serve(status = makeStatus(), extra: Handler = () => undefined) {
  return stubApi((request) => {
    const handled = extra(request);
    if (handled) return handled;
    const path = request.path.split('?')[0];
    if (path === '/api/series/neon-heirs') return jsonResponse({ success: true, data: series });
    if (path === '/api/subscriptions/status') return jsonResponse(status);
    if (path === '/api/series/neon-heirs/unlocks') {
      return jsonResponse(
        makeUnlocks(status.unlocked_episodes ?? [], { balance: 50, rewarded_ads_left: 3 }),
      );
    }
    if (path === '/api/ads/banner') return jsonResponse({ banner: null });
    if (path === '/api/my-list') return jsonResponse({ items: [] });
    return jsonResponse({ detail: 'not here', code: 'NOT_FOUND' }, 404);
  });
}

beforeEach(() => {
  series = pricedSeries();
  stubMediaMethods();
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

describe('locked episodes on the play page', () => {
  it('shows a guest the price and the sign-in prompt instead of the player', async () => {
    serve();
    renderPlay(3);

    const locked = await screen.findByTestId('locked-gate');
    expect(within(locked).getByRole('heading', { name: 'Episode 3 is locked' })).toBeTruthy();
    expect(locked.textContent).toContain('40 coins');
    expect(
      within(locked).getByRole('link', { name: 'Sign in to unlock' }).getAttribute('href'),
    ).toBe(`/auth?next=${encodeURIComponent('/play?id=neon-heirs&episode=3')}`);
    expect(within(locked).queryByRole('button', { name: /Unlock for/ })).toBeNull();
    // nothing of the episode reaches a player: its media would answer 403
    expect(video()).toBeNull();
  });

  it('plays the free episodes and shows the price on the locked ones in the list and strip', async () => {
    serve();
    renderPlay(2);

    await screen.findByText('Currently playing: Episode 2');
    expect(gate()).toBeNull();
    expect(video()).not.toBeNull();
    const list = screen.getAllByRole('navigation', { name: 'Episodes' });
    // the strip names the price in each locked button
    expect(
      within(list[0]!).getByRole('button', { name: 'Episode 4, locked, 40 coins' }),
    ).toBeTruthy();
    expect(within(list[0]!).getByRole('button', { name: 'Episode 2' })).toBeTruthy();
    // the side list shows a badge
    expect(within(list[1]!).getAllByTestId('price-badge')).toHaveLength(3);
  });

  it('plays a priced episode for a subscriber under its grant, without a gate', async () => {
    signInViewer();
    serve({ ...PREMIUM_STATUS, playback: [3, 4, 5].map((n) => makeGrant(n)) });
    renderPlay(4);
    await screen.findByText('Currently playing: Episode 4');
    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(4)));
    expect(gate()).toBeNull();
    expect(screen.queryAllByTestId('price-badge')).toHaveLength(0);
  });

  it('keeps the gate for a priced episode the access answer holds no grant for', async () => {
    signInViewer();
    // access to the series alone does not open its media: the grant does
    serve({ ...PREMIUM_STATUS, playback: [3, 5].map((n) => makeGrant(n)) });
    renderPlay(4);
    expect(await screen.findByTestId('locked-gate')).toBeTruthy();
    expect(video()).toBeNull();
    const list = screen.getAllByRole('navigation', { name: 'Episodes' });
    expect(
      within(list[0]!).getByRole('button', { name: 'Episode 4, locked, 40 coins' }),
    ).toBeTruthy();
    expect(within(list[0]!).getByRole('button', { name: 'Episode 3' })).toBeTruthy();
  });

  it('unlocks with coins in one request however often it is clicked, then plays', async () => {
    signInViewer();
    let status = makeStatus({ unlocked_episodes: [] });
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    // the unlock answers when the test says so: the button stays disabled meanwhile
    const requests = serve(status, (request) => {
      if (request.path === '/api/series/neon-heirs/episodes/3/unlock') {
        return answered.then(() => {
          status = makeStatus({ unlocked_episodes: [3], playback: [makeGrant(3)] });
          return jsonResponse({
            series_id: 'neon-heirs',
            episode_number: 3,
            access: 'coins',
            charged: 40,
            balance: 10,
            cap_reached: false,
          });
        });
      }
      if (request.path.startsWith('/api/subscriptions/status')) return jsonResponse(status);
      return undefined;
    });
    renderPlay(3);

    const unlock = await screen.findByRole('button', { name: 'Unlock for 40 coins' }, SLOW);
    expect(await screen.findByText('Your balance: 50 coins')).toBeTruthy();
    // the cost to finish, in the gate before a coin is spent (three locked episodes of 40)
    expect(screen.getByTestId('gate-cost-to-finish').textContent).toBe(
      WALLET_TEXTS.costToFinish(3, 120, '$1.20'),
    );
    fireEvent.click(unlock);
    fireEvent.click(unlock);
    const pending = (await screen.findByRole(
      'button',
      { name: 'Unlocking…' },
      SLOW,
    )) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    fireEvent.click(pending);
    await act(async () => release());

    // the access answer is asked again: its grant opens the episode, which plays at once
    await waitFor(() => expect(gate()).toBeNull());
    expect(video()?.getAttribute('src')).toBe(grantedMp4(3));
    await waitFor(() => expect(video()?.paused).toBe(false));
    const unlocks = requests.filter((r) => r.path.endsWith('/episodes/3/unlock'));
    expect(unlocks).toHaveLength(1);
    expect(unlocks[0]!.method).toBe('POST');
    expect((unlocks[0]!.body as { idempotency_key: string }).idempotency_key).toMatch(
      /^[A-Za-z0-9_-]{8,64}$/,
    );
  });

  it('says so when the coins do not suffice, and links to Rewards', async () => {
    signInViewer();
    serve(makeStatus({ unlocked_episodes: [] }), (request) =>
      request.path.endsWith('/episodes/3/unlock')
        ? jsonResponse(
            {
              detail: 'Not enough coins: this episode costs 40 coins and you have 10',
              code: 'INSUFFICIENT_COINS',
            },
            402,
          )
        : undefined,
    );
    renderPlay(3);

    fireEvent.click(await screen.findByRole('button', { name: 'Unlock for 40 coins' }, SLOW));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Not enough coins: this episode costs 40 coins and you have 10',
    );
    expect(within(alert).getByRole('link', { name: 'Get coins' }).getAttribute('href')).toBe(
      '/rewards',
    );
    expect(gate()).not.toBeNull();
  });

  it('unlocks after a rewarded ad reported complete and claimed', async () => {
    signInViewer();
    let status = makeStatus({ unlocked_episodes: [] });
    const session = '5d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a';
    const requests = serve(status, (request) => {
      if (request.path.endsWith('/episodes/3/rewarded-ad')) {
        return jsonResponse({
          ad_session_id: session,
          vast_url: `/api/ads/vast?reward_session=${session}`,
          remaining_today: 2,
        });
      }
      if (request.path.endsWith(`/rewarded-ad/${session}/claim`)) {
        status = makeStatus({ unlocked_episodes: [3], playback: [makeGrant(3)] });
        return jsonResponse({
          series_id: 'neon-heirs',
          episode_number: 3,
          access: 'ad',
          charged: 0,
          balance: 50,
          cap_reached: false,
        });
      }
      if (request.path.startsWith('/api/subscriptions/status')) return jsonResponse(status);
      return undefined;
    });
    renderPlay(3);

    fireEvent.click(await screen.findByRole('button', { name: /Watch an ad to unlock/ }, SLOW));
    const ad = await screen.findByRole('button', { name: 'finish the ad' });
    expect(ad.getAttribute('data-vast')).toBe(`/api/ads/vast?reward_session=${session}`);
    expect(requests.some((r) => r.path.endsWith('/claim'))).toBe(false);
    fireEvent.click(ad);

    await waitFor(() => expect(gate()).toBeNull());
    expect(video()?.getAttribute('src')).toBe(grantedMp4(3));
    expect(requests.filter((r) => r.path.endsWith('/claim'))).toHaveLength(1);
  });

  it('labels an AI-generated series in the player', async () => {
    serve();
    renderPlay(1);
    await screen.findByText('Currently playing: Episode 1');
    expect(screen.getByTestId('ai-label').textContent).toBe('AI-generated');
  });
});

describe('an episode its editor locked, in a series without a price', () => {
  const editorLocked = () =>
    makeVideoDetail({
      episodes: [1, 2, 3].map((n) =>
        makeEpisode({
          episodeId: `ep-${n}`,
          episodeNumber: n,
          videoUrl: `/media/neon-heirs/${n}/original.mp4`,
          isLocked: n === 2,
        }),
      ),
      episodesCount: 3,
    });

  it('shows a guest the gate without a price or an unlock, with a way to sign in', async () => {
    series = editorLocked();
    serve();
    renderPlay(2);

    const locked = await screen.findByTestId('locked-gate');
    expect(within(locked).getByRole('heading', { name: 'Episode 2 is locked' })).toBeTruthy();
    expect(locked.textContent).not.toMatch(/coin/i);
    expect(within(locked).queryByRole('button', { name: /Watch an ad/ })).toBeNull();
    expect(within(locked).queryByRole('link', { name: 'Sign in to unlock' })).toBeNull();
    expect(
      within(locked).getByRole('link', { name: WALLET_TEXTS.signInToWatch }).getAttribute('href'),
    ).toBe(`/auth?next=${encodeURIComponent('/play?id=neon-heirs&episode=2')}`);
    expect(within(locked).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(within(locked).getByRole('button', { name: /Buy this series/ })).toBeTruthy();
    expect(video()).toBeNull();
  });

  it('offers a signed-in viewer only Subscribe and Buy, and marks it locked without a price', async () => {
    signInViewer();
    series = editorLocked();
    const requests = serve(makeStatus({ unlocked_episodes: [], playback: [] }));
    renderPlay(2);

    const locked = await screen.findByTestId('locked-gate');
    expect(within(locked).queryByRole('button', { name: /Unlock for/ })).toBeNull();
    expect(within(locked).queryByRole('button', { name: /Watch an ad/ })).toBeNull();
    expect(within(locked).queryByRole('link', { name: /Sign in/ })).toBeNull();
    expect(within(locked).getByRole('link', { name: 'Subscribe' })).toBeTruthy();
    expect(video()).toBeNull();
    // nothing to sell: the unlocks are not asked for
    expect(requests.some((r) => r.path.includes('/unlocks'))).toBe(false);

    const list = screen.getAllByRole('navigation', { name: 'Episodes' });
    expect(within(list[0]!).getByRole('button', { name: 'Episode 2, locked' })).toBeTruthy();
    expect(within(list[1]!).getByTestId('locked-badge').textContent).toBe('Locked');
    expect(screen.queryAllByTestId('price-badge')).toHaveLength(0);
  });

  it('plays it under its grant for a viewer the access answer opens it to (an editor)', async () => {
    signInViewer();
    series = editorLocked();
    serve(makeStatus({ unlocked_episodes: [], playback: [makeGrant(2)] }));
    renderPlay(2);

    await waitFor(() => expect(video()?.getAttribute('src')).toBe(grantedMp4(2)));
    expect(gate()).toBeNull();
    expect(screen.queryByTestId('locked-badge')).toBeNull();
  });
});
