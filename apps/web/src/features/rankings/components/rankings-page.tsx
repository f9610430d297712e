import { PRODUCT_NAME, RANKING_KINDS, RANKINGS_TEXTS, type RankingKind } from '@app/contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { TabBar } from '../../../shared/shell/tab-bar';
import { useRankings } from '../api/get-rankings';
import { RankingList } from './ranking-list';

const isKind = (value: string | null): value is RankingKind =>
  (RANKING_KINDS as readonly (string | null)[]).includes(value);

/**
 * /rankings (docs/product/rankings.md): four rankings as tabs, the chosen one in `?kind=`, so a
 * link or a reload opens the same tab.
 */
export function RankingsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('kind');
  const kind: RankingKind = isKind(asked) ? asked : 'trending';
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (k: RankingKind) => `${baseId}-tab-${k}`;
  const panelId = `${baseId}-panel`;

  const choose = (next: RankingKind) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('kind', next);
        return params;
      },
      { replace: true },
    );

  // the tab pattern of WAI-ARIA: arrows move (and choose) along the tabs, Home and End to the ends
  const onKeyDown = (event: KeyboardEvent) => {
    const index = RANKING_KINDS.indexOf(kind);
    const last = RANKING_KINDS.length - 1;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : step === undefined
            ? null
            : (index + step + RANKING_KINDS.length) % RANKING_KINDS.length;
    if (target === null) return;
    event.preventDefault();
    choose(RANKING_KINDS[target]!);
    tabs.current[target]?.focus();
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-5 pb-24">
      <title>{`${RANKINGS_TEXTS.title} · ${PRODUCT_NAME}`}</title>
      <h1 className="text-2xl font-black tracking-tight md:text-3xl">{RANKINGS_TEXTS.title}</h1>
      <div
        role="tablist"
        aria-label={RANKINGS_TEXTS.tabsLabel}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-white/10 [scrollbar-width:none]"
      >
        {RANKING_KINDS.map((k, i) => (
          <button
            key={k}
            ref={(element) => {
              tabs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={tabId(k)}
            aria-selected={k === kind}
            aria-controls={panelId}
            tabIndex={k === kind ? 0 : -1}
            onClick={() => choose(k)}
            className={`shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap transition ${focusRing} ${
              k === kind
                ? 'border-white text-white'
                : 'border-transparent text-white/65 hover:text-white'
            }`}
          >
            {RANKINGS_TEXTS.tabs[k]}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={panelId} aria-labelledby={tabId(kind)} tabIndex={0}>
        <p className="mb-3 text-sm text-muted">{RANKINGS_TEXTS.descriptions[kind]}</p>
        <RankingPanel kind={kind} />
      </section>
      <div className="md:hidden">
        <TabBar />
      </div>
    </div>
  );
}

function RankingPanel({ kind }: { kind: RankingKind }) {
  const { data, status, refetch, isFetching } = useRankings(kind);
  if (status === 'pending') {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {RANKINGS_TEXTS.title}
        </p>
        <div aria-hidden="true" className="grid animate-pulse gap-2 md:grid-cols-2">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="h-28 rounded-lg bg-surface" />
          ))}
        </div>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className="grid justify-items-start gap-3">
        <p>{RANKINGS_TEXTS.loadFailed}</p>
        <button
          type="button"
          className={secondaryButton}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {RANKINGS_TEXTS.retry}
        </button>
      </div>
    );
  }
  if (data.data.length === 0) return <p className="text-muted">{RANKINGS_TEXTS.empty}</p>;
  return <RankingList entries={data.data} />;
}
