import { PRODUCT_NAME, PROFILE_TEXTS, WALLET, WALLET_TEXTS } from '@app/contract';
import { Link, useLocation } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { signInPath } from '../../../shared/auth/next-path';
import { useAuth } from '../../../lib/auth/session-store';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { ECONOMY_LABELS } from '../../../shared/wallet/episode-economy';
import { TabBar } from '../../../shared/shell/tab-bar';
import { useRewards } from '../api/rewards-queries';
import { useViewerTimeZone } from '../lib/time-zone';
import { CheckInCard, CheckInCardPlaceholder } from './check-in-card';
import { ExpirySection } from './expiry-section';
import { CoinPacks } from './coin-packs';
import { Schedule } from './schedule';
import { sectionCard } from '../../../components/ui/panel';
import { DocumentTitle } from '../../../lib/document-title';
import { REWARDS_CLASSES as C } from '../lib/rewards-classes';

/**
 * /rewards (docs/product/wallet.md#daily-check-in): the daily check-in with its 7-day schedule,
 * what expires when, and coin packs. Guests see the schedule and the packs, and sign in.
 */
export function WalletPage() {
  const auth = useAuth();
  const uid = auth.isAuthenticated ? auth.uid || auth.username : null;
  const timeZone = useViewerTimeZone();
  const rewards = useRewards(uid, timeZone);
  const { pathname } = useLocation();

  return (
    <div className={C.page}>
      <DocumentTitle>{`${WALLET_TEXTS.rewardsTitle} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className={C.top}>
        <h1 className={C.title}>{WALLET_TEXTS.rewardsTitle}</h1>
        {rewards.data && (
          <p className="m-0 flex items-center gap-2" data-testid="rewards-balance">
            <CoinIcon />
            <span className="text-xl font-bold tabular-nums">{rewards.data.balance}</span>
            <span className="sr-only">{WALLET_TEXTS.coinsWord(rewards.data.balance)}</span>
          </p>
        )}
      </header>

      {uid === null ? (
        <section className={`grid gap-3 ${sectionCard}`}>
          <p className="m-0 font-semibold">{WALLET_TEXTS.signInForRewards}</p>
          <Schedule schedule={WALLET.checkInSchedule} />
          <Link
            to={signInPath(pathname)}
            className="inline-flex h-11 items-center justify-center justify-self-start rounded-full bg-accent px-5 text-sm font-semibold text-white"
          >
            {PROFILE_TEXTS.signIn}
          </Link>
        </section>
      ) : rewards.isError ? (
        <p role="alert" className="rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200">
          {serverDetail(rewards.error) ?? ECONOMY_LABELS.loadFailed}
        </p>
      ) : rewards.data ? (
        <>
          <CheckInCard uid={uid} timeZone={timeZone?.zone} rewards={rewards.data} />
          <ExpirySection expiring={rewards.data.expiring} />
        </>
      ) : (
        // the cards' own boxes until the answer: what is below them stays where it first paints
        <>
          <CheckInCardPlaceholder />
          <ExpirySection expiring={undefined} />
        </>
      )}

      <CoinPacks />
      <TabBar />
    </div>
  );
}
