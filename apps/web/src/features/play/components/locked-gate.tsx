import { PAGE_ROUTES, WALLET_TEXTS, type Episode, type Series } from '@app/contract';
import { Link, useLocation } from 'react-router';
import { AdPurchaseOptions } from '../../../shared/ads/ad-modal/ad-purchase-options';
import { AdVideo } from '../../../shared/ads/ad-video';
import { adKindOf } from '../../../shared/ads/gate/ad-schedule';
import { serverDetail } from '../../../lib/api-error';
import { signInPath } from '../../../shared/auth/next-path';
import { useAuth } from '../../../lib/auth/session-store';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { ECONOMY_LABELS } from '../../../shared/wallet/episode-economy';
import { useSeriesUnlocks } from '../../../shared/wallet/unlocks-query';
import { useRewardedAd } from '../../../shared/wallet/use-rewarded-ad';
import { useUnlockEpisode } from '../../../shared/wallet/use-unlock-episode';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';
import { formatUsd } from '../../../lib/format';

type Props = {
  series: Series;
  episode: Episode;
  /** Coins per episode; null for an episode its editor locked in a series that sells none. */
  price: number | null;
  className?: string;
};

const PRIMARY = `inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-full border-0 bg-amber-400 px-5 text-sm font-bold text-black transition hover:brightness-110 ${focusRing} disabled:cursor-wait disabled:opacity-60`;
const SECONDARY = `inline-flex h-11 cursor-pointer items-center justify-center rounded-full border-0 bg-surface-2 px-5 text-sm font-semibold text-white ring-1 ring-white/15 transition hover:bg-white/15 ${focusRing} disabled:cursor-wait disabled:opacity-60`;

/**
 * In the player's place on an episode locked for this viewer
 * (docs/product/play.md#locked-episodes): its price and the ways to watch it —
 * coins, one rewarded ad, a subscription or the series. A guest sees the price and signs in.
 * An episode its editor locked without a price opens only with a subscription or the series.
 */
export function LockedGate({ series, episode, price, className = '' }: Props) {
  const auth = useAuth();
  const n = episode.episodeNumber;
  return (
    <section
      aria-label={ECONOMY_LABELS.lockedTitle(n)}
      data-testid="locked-gate"
      className={`relative isolate grid place-items-center overflow-hidden bg-black p-4 ${className}`}
    >
      {(episode.thumbnail || series.thumbnail) && (
        <PosterImage
          src={episode.thumbnail || series.thumbnail}
          alt=""
          aria-hidden="true"
          width={400}
          height={600}
          className="absolute inset-0 -z-10 size-full scale-110 object-cover opacity-25 blur-md"
        />
      )}
      <div className="grid w-full max-w-sm gap-4 rounded-2xl bg-black/70 p-5 text-center ring-1 ring-white/10 backdrop-blur">
        <h2 className="text-lg font-bold">{ECONOMY_LABELS.lockedTitle(n)}</h2>
        {price !== null && (
          <p className="m-0 inline-flex items-center justify-center gap-2 text-2xl font-black text-amber-200 tabular-nums">
            <CoinIcon className="size-6" />
            {WALLET_TEXTS.episodePrice(price)}
          </p>
        )}
        {auth.isAuthenticated ? (
          price !== null && <UnlockOptions series={series} episode={episode} price={price} />
        ) : (
          <SignIn
            label={price === null ? WALLET_TEXTS.signInToWatch : WALLET_TEXTS.signInToUnlock}
          />
        )}
        <AdPurchaseOptions
          seriesId={series.id}
          seriesTitle={series.title}
          kind={adKindOf(series.episodes.length)}
        />
      </div>
    </section>
  );
}

/** To /auth and back to this episode: its unlock, or a subscription the viewer already has. */
function SignIn({ label }: { label: string }) {
  const { pathname, search, hash } = useLocation();
  return (
    <Link to={signInPath(`${pathname}${search}${hash}`)} className={PRIMARY}>
      {label}
    </Link>
  );
}

function UnlockOptions({
  series,
  episode,
  price,
}: Omit<Props, 'className' | 'price'> & { price: number }) {
  const n = episode.episodeNumber;
  const unlocks = useSeriesUnlocks(series.id, true).data;
  const unlock = useUnlockEpisode(series.id);
  const ad = useRewardedAd(series.id, n);
  const balance = unlocks?.balance ?? null;
  const adsLeft = unlocks?.rewarded_ads_left ?? null;

  if (ad.state.kind === 'playing' || ad.state.kind === 'claiming') {
    return (
      <div className="grid gap-2">
        <div className="relative aspect-video overflow-hidden rounded-lg bg-black">
          {ad.state.kind === 'playing' ? (
            <AdVideo
              vastUrl={ad.state.session.vast_url}
              contentId={series.id}
              onDone={ad.finished}
              className="size-full"
            />
          ) : (
            <p role="status" className="grid size-full place-items-center text-sm text-muted">
              {ECONOMY_LABELS.adClaiming}
            </p>
          )}
        </div>
        {ad.state.kind === 'playing' && (
          <button type="button" onClick={ad.cancel} className={SECONDARY}>
            {ECONOMY_LABELS.cancelAd}
          </button>
        )}
      </div>
    );
  }

  const unlockError = unlock.error ? (serverDetail(unlock.error) ?? unlock.error.message) : null;
  const adError =
    ad.state.kind === 'failed'
      ? ad.state.error === null
        ? ECONOMY_LABELS.adNotFinished
        : (serverDetail(ad.state.error) ?? ECONOMY_LABELS.adNotFinished)
      : null;

  const cost = unlocks?.cost_to_finish;
  return (
    <div className="grid gap-2">
      {balance !== null && (
        <p className="m-0 text-sm text-muted">
          {ECONOMY_LABELS.balance(WALLET_TEXTS.coins(balance))}
        </p>
      )}
      {cost && (
        // what the rest of the series costs from here, before this coin is spent
        <p data-testid="gate-cost-to-finish" className="m-0 text-xs text-muted">
          {WALLET_TEXTS.costToFinish(
            cost.episodes,
            cost.coins,
            formatUsd(cost.usd_cents_equivalent / 100),
          )}
        </p>
      )}
      <button
        type="button"
        className={PRIMARY}
        disabled={unlock.isPending}
        onClick={() => unlock.mutate(n)}
      >
        {unlock.isPending ? ECONOMY_LABELS.unlocking : WALLET_TEXTS.unlockWithCoins(price)}
      </button>
      {unlockError && (
        <p role="alert" className="m-0 rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200">
          {unlockError}{' '}
          <Link to={PAGE_ROUTES.rewards} className="font-semibold text-white underline">
            {ECONOMY_LABELS.getCoins}
          </Link>
        </p>
      )}
      <button
        type="button"
        className={SECONDARY}
        disabled={ad.state.kind === 'requesting' || adsLeft === 0}
        onClick={ad.start}
      >
        {ad.state.kind === 'requesting' ? ECONOMY_LABELS.adLoading : WALLET_TEXTS.unlockWithAd}
        {adsLeft !== null && (
          <span className="ms-2 text-xs font-normal text-muted">
            {ECONOMY_LABELS.adsLeft(adsLeft)}
          </span>
        )}
      </button>
      {adError && (
        <p role="alert" className="m-0 rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200">
          {adError}
        </p>
      )}
    </div>
  );
}
