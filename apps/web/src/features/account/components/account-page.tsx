import { PAGE_ROUTES, PRODUCT_NAME, PROFILE, PROFILE_TEXTS } from '@app/contract';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LazyPremiumBadge } from '../../../shared/access/lazy-premium-badge';
import { useAuth } from '../../../lib/auth/session-store';
import { signOut } from '../../../shared/auth/sign-out';
import { TabBar } from '../../../shared/shell/tab-bar';
import { focusRing } from '../../../components/ui/focus-ring';
import { sectionCard } from '../../../components/ui/panel';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = PROFILE_TEXTS;
// signed-in users only: the API client and the contract's schemas come with it
const PrivacySection = lazy(() =>
  import('./privacy-section').then((m) => ({ default: m.PrivacySection })),
);
// the real wallet (signed in) and My List call the API: their code and schemas load apart
const WalletPanel = lazy(() => import('./wallet-panel').then((m) => ({ default: m.WalletPanel })));
const PurchasesSection = lazy(() =>
  import('./purchases-section').then((m) => ({ default: m.PurchasesSection })),
);
// a subscriber's plan: its renewal and Cancel (docs/product/account.md#your-plan)
const PlanSection = lazy(() => import('./plan-section').then((m) => ({ default: m.PlanSection })));
const MyListSection = lazy(() =>
  import('./my-list-section').then((m) => ({ default: m.MyListSection })),
);

/**
 * /login (docs/product/account.md): who is signed in, the VIP offer and the wallet. It imports
 * no zod-backed contract module, so a direct visit loads little more than the entry.
 */
export function AccountPage() {
  const auth = useAuth();

  return (
    <div className="mx-auto grid max-w-lg grid-cols-1 gap-5 pb-24">
      <DocumentTitle>{`${TEXT.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 className="sr-only">{TEXT.title}</h1>

      <section
        aria-label={auth.isAuthenticated ? auth.username : TEXT.guest}
        className="flex items-center gap-4 rounded-2xl bg-surface p-4 ring-1 ring-white/5"
      >
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-accent to-rose-900 text-2xl font-bold text-white uppercase shadow-lg shadow-accent/20"
        >
          {auth.isAuthenticated ? Array.from(auth.username)[0] : '?'}
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold">
            {auth.isAuthenticated ? auth.username : TEXT.guest}
          </p>
          {auth.isAuthenticated && (
            <p className="truncate text-sm text-muted">{TEXT.uid(auth.uid)}</p>
          )}
          <LazyPremiumBadge className="mt-1.5" />
        </div>
        {auth.isAuthenticated ? (
          <button
            type="button"
            onClick={() => void signOut()}
            className={`h-10 shrink-0 rounded-full bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 ${focusRing}`}
          >
            {TEXT.signOut}
          </button>
        ) : (
          <Link
            to={PAGE_ROUTES.auth}
            className={`inline-flex h-10 shrink-0 items-center rounded-full bg-accent px-5 text-sm font-semibold text-white shadow-lg shadow-accent/25 transition hover:brightness-110 ${focusRing}`}
          >
            {TEXT.signIn}
          </Link>
        )}
      </section>

      <p className="inline-flex items-center gap-2 justify-self-start rounded-full bg-amber-400/15 px-3 py-1.5 text-sm font-semibold text-amber-300 ring-1 ring-amber-300/30">
        <CoinIcon />
        {TEXT.firstLoginBadge}
      </p>

      <section
        aria-labelledby="vip-title"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-amber-200 via-amber-400 to-yellow-600 p-5 text-black shadow-xl shadow-amber-500/10"
      >
        <div className="flex items-center justify-between gap-4">
          <h2 id="vip-title" className="flex items-center gap-2 text-xl font-black tracking-tight">
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 fill-current">
              <path d="M3 8l4.5 3.5L12 5l4.5 6.5L21 8l-2 10H5z" />
            </svg>
            {TEXT.vipTitle}
          </h2>
          <Link
            to={PAGE_ROUTES.subscription}
            className="rounded-full bg-black px-4 py-2 text-sm font-semibold text-amber-200 transition hover:bg-black/80 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-black"
          >
            {TEXT.vipCta}
          </Link>
        </div>
        <ul className="mt-4 grid grid-cols-2 gap-2 text-sm font-semibold">
          {TEXT.vipBenefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2 rounded-lg bg-black/10 px-3 py-2">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0">
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                />
              </svg>
              {benefit}
            </li>
          ))}
        </ul>
      </section>

      {auth.isAuthenticated ? (
        <Suspense fallback={<WalletPlaceholder />}>
          <WalletPanel uid={auth.uid || auth.username} />
        </Suspense>
      ) : (
        <GuestWallet />
      )}

      {auth.isAuthenticated && (
        <Suspense fallback={null}>
          <PlanSection uid={auth.uid || auth.username} />
        </Suspense>
      )}

      {auth.isAuthenticated && (
        <Suspense fallback={null}>
          <PurchasesSection uid={auth.uid || auth.username} />
        </Suspense>
      )}

      <Suspense fallback={null}>
        <MyListSection />
      </Suspense>

      {auth.isAuthenticated && (
        <Suspense fallback={null}>
          <PrivacySection username={auth.username} />
        </Suspense>
      )}

      <TabBar />
    </div>
  );
}

/** A guest's wallet: a fixed display, nothing fetched (docs/product/account.md#wallet). */
function GuestWallet() {
  return (
    <section
      aria-labelledby="wallet-title"
      className={`flex items-center justify-between ${sectionCard}`}
    >
      <h2 id="wallet-title" className="text-base font-semibold">
        {TEXT.wallet}
      </h2>
      <p className="flex items-center gap-2">
        <CoinIcon />
        <span className="text-2xl font-bold tabular-nums">{PROFILE.walletCoins}</span>
        <span className="text-sm text-muted">{TEXT.coins}</span>
      </p>
    </section>
  );
}

/** The wallet's box while its code and balance load: no number, not the guest's 10. */
function WalletPlaceholder() {
  return (
    <section
      aria-label={TEXT.wallet}
      aria-busy="true"
      className="h-20 animate-pulse rounded-2xl bg-surface ring-1 ring-white/5"
    />
  );
}

function CoinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9" fill="#f5b700" />
      <circle cx="12" cy="12" r="6" fill="none" stroke="#8a5a00" strokeWidth="1.5" />
    </svg>
  );
}
