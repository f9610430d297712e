import {
  PRODUCT_NAME,
  RANKING_KINDS,
  rankingKindOf,
  RANKINGS_TEXTS,
  type RankingKind,
} from '@app/contract';
import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { focusRing } from '../../../components/ui/focus-ring';
import { TabBar } from '../../../shared/shell/tab-bar';
import { useRankings } from '../api/get-rankings';
import { PLACEHOLDER_ROWS, RANKINGS_CLASSES } from '../lib/rankings-classes';
import { RankingList } from './ranking-list';
import { DocumentTitle } from '../../../lib/document-title';

/**
 * /rankings (docs/product/rankings.md): four rankings as tabs, the chosen one in `?kind=`, so a
 * link or a reload opens the same tab.
 */
export function RankingsPage() {
  const [search, setSearch] = useSearchParams();
  const kind = rankingKindOf(search.get('kind'));
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
    <div className={RANKINGS_CLASSES.page}>
      <DocumentTitle>{`${RANKINGS_TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 className={RANKINGS_CLASSES.title}>{RANKINGS_TEXTS.title}</h1>
      <div
        role="tablist"
        aria-label={RANKINGS_TEXTS.tabsLabel}
        onKeyDown={onKeyDown}
        className={RANKINGS_CLASSES.tabs}
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
            className={`${RANKINGS_CLASSES.tab} ${focusRing}`}
          >
            {RANKINGS_TEXTS.tabs[k]}
          </button>
        ))}
      </div>
      <section role="tabpanel" id={panelId} aria-labelledby={tabId(kind)} tabIndex={0}>
        <p className={RANKINGS_CLASSES.description}>{RANKINGS_TEXTS.descriptions[kind]}</p>
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
        <div aria-hidden="true" className={RANKINGS_CLASSES.placeholder}>
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
            <div key={i} className={RANKINGS_CLASSES.placeholderRow} />
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
  if (data.data.length === 0)
    return <p className={RANKINGS_CLASSES.empty}>{RANKINGS_TEXTS.empty}</p>;
  return <RankingList entries={data.data} />;
}
