import {
  PROFILE_TEXTS,
  PAGE_ROUTES,
  WALLET_TEXTS,
  type CoinEntry,
  type Wallet,
} from '@app/contract';
import { Link } from 'react-router';
import { serverDetail } from '../../../lib/api-error';
import { CoinIcon } from '../../../shared/wallet/episode-economy';
import { formatDate } from '../../../lib/format';
import { useWallet } from '../api/get-wallet';
import { sectionCard } from '../../../components/ui/panel';

const signed = (coins: number) => (coins > 0 ? `+${coins}` : `−${Math.abs(coins)}`);

/**
 * A signed-in viewer's real wallet (docs/product/account.md#wallet): the balance, bonus and
 * purchased coins, what expires when, and the coin history a page at a time.
 */
export function WalletPanel({ uid }: { uid: string }) {
  const wallet = useWallet(uid);
  const pages = wallet.data?.pages ?? [];
  const current: Wallet | undefined = pages[0];
  const entries = pages.flatMap((page) => page.entries);

  return (
    <section aria-labelledby="wallet-title" className={`grid gap-4 ${sectionCard}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="wallet-title" className="text-base font-semibold">
          {PROFILE_TEXTS.wallet}
        </h2>
        <p className="flex items-center gap-2" data-testid="wallet-balance">
          <CoinIcon />
          <span className="text-2xl font-bold tabular-nums">{current ? current.balance : '…'}</span>
          <span className="text-sm text-muted">{PROFILE_TEXTS.coins}</span>
        </p>
      </div>

      {wallet.isError && (
        <p className="m-0 flex items-center gap-3 text-sm text-red-300">
          {serverDetail(wallet.error) ?? PROFILE_TEXTS.walletLoadFailed}
          <button
            type="button"
            onClick={() => void wallet.refetch()}
            className="cursor-pointer rounded-full border-0 bg-surface-2 px-3 py-1 text-xs font-semibold text-white"
          >
            {PROFILE_TEXTS.retry}
          </button>
        </p>
      )}

      {current && (
        <>
          <dl className="m-0 grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-muted">{WALLET_TEXTS.bonusCoins}</dt>
              <dd className="m-0 font-semibold tabular-nums">{current.bonus_balance}</dd>
            </div>
            <div className="rounded-lg bg-surface-2 px-3 py-2">
              <dt className="text-xs text-muted">{WALLET_TEXTS.purchasedCoins}</dt>
              <dd className="m-0 font-semibold tabular-nums">{current.purchased_balance}</dd>
            </div>
          </dl>
          {current.expiring.length > 0 && (
            <div className="grid gap-1 text-sm">
              <h3 className="text-xs font-semibold text-muted">{WALLET_TEXTS.expiringSoon}</h3>
              <ul className="m-0 grid list-none gap-1 p-0">
                {current.expiring.map((batch) => (
                  <li key={batch.expires_at} className="text-amber-200">
                    {WALLET_TEXTS.coins(batch.coins)} ·{' '}
                    {WALLET_TEXTS.expiresOn(formatDate(batch.expires_at))}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <Link
            to={PAGE_ROUTES.rewards}
            className="justify-self-start text-sm font-semibold text-amber-300 underline-offset-2 hover:underline"
          >
            {WALLET_TEXTS.rewardsTitle} ›
          </Link>

          <div className="grid gap-2">
            <h3 className="text-sm font-semibold">{WALLET_TEXTS.history}</h3>
            {entries.length === 0 ? (
              <p className="m-0 text-sm text-muted">{WALLET_TEXTS.noHistory}</p>
            ) : (
              <ol aria-label={WALLET_TEXTS.history} className="m-0 grid list-none gap-1 p-0">
                {entries.map((entry) => (
                  <HistoryEntry key={entry.id} entry={entry} />
                ))}
              </ol>
            )}
            {wallet.hasNextPage && (
              <button
                type="button"
                disabled={wallet.isFetchingNextPage}
                onClick={() => void wallet.fetchNextPage()}
                className="h-10 cursor-pointer justify-self-start rounded-full border-0 bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 hover:bg-white/15 disabled:opacity-60"
              >
                {WALLET_TEXTS.loadMore}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function HistoryEntry({ entry }: { entry: CoinEntry }) {
  const episode =
    entry.series_id !== null && entry.episode_number !== null
      ? ` · ${entry.series_id} #${entry.episode_number}`
      : '';
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <span className="grid min-w-0">
        <span className="truncate font-medium">
          {WALLET_TEXTS.reasons[entry.reason]}
          {episode}
        </span>
        <span className="text-xs text-muted">
          {formatDate(entry.created_at)}
          {entry.expires_at && ` · ${WALLET_TEXTS.expiresOn(formatDate(entry.expires_at))}`}
        </span>
      </span>
      <span
        className={`shrink-0 font-bold tabular-nums ${entry.coins > 0 ? 'text-emerald-300' : 'text-red-300'}`}
      >
        {signed(entry.coins)}
      </span>
    </li>
  );
}
