import {
  ANALYTICS_TEXTS,
  OTHER_PAGE,
  WEB_VITALS,
  WEB_VITALS_TEXTS,
  type WebVitalDay,
} from '@app/contract';
import type { ReactNode } from 'react';
import { editorQueryState } from '../../../shared/auth/editor-query-state';
import { formatCalendarDate } from '../../../lib/format';
import { useWebVitalsSummary } from '../api/get-web-vitals';
import { formatCount } from '../lib/format-stats';

const TEXTS = WEB_VITALS_TEXTS;
const cell = 'px-3 py-2 text-end tabular-nums';

/**
 * The field's interaction latency on the analytics page (docs/product/analytics.md#interaction-
 * latency): each page family's INP p75 per day, newest day first, marked past the good line.
 */
export function InteractionLatency() {
  const summary = useWebVitalsSummary();
  const state = editorQueryState(
    summary,
    { loading: TEXTS.loading, loadFailed: TEXTS.loadFailed, retry: ANALYTICS_TEXTS.retry },
    (content) => <Frame>{content}</Frame>,
  );
  if ('fallback' in state) return state.fallback;
  const days = state.data.days;
  return (
    <Frame>
      {days.length === 0 ? (
        <p className="text-[var(--muted)]">{TEXTS.none}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl ring-1 ring-white/10">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{TEXTS.heading}</caption>
            <thead className="bg-[var(--surface)] text-[var(--muted)]">
              <tr>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {TEXTS.day}
                </th>
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {TEXTS.page}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {TEXTS.p75}
                </th>
                <th scope="col" className={`${cell} font-semibold`}>
                  {TEXTS.visits}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((row) => (
                <DayRow key={`${row.day} ${row.page} ${row.name}`} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Frame>
  );
}

function DayRow({ row }: { row: WebVitalDay }) {
  const over = row.p75_ms > WEB_VITALS.goodMs;
  return (
    <tr className="border-t border-white/5">
      <td className="px-3 py-2 text-start">{formatCalendarDate(row.day)}</td>
      <th scope="row" className="px-3 py-2 text-start font-medium">
        {row.page === OTHER_PAGE ? (
          TEXTS.otherPage
        ) : (
          // a path pattern: it reads left to right in every language
          <code dir="ltr">{row.page}</code>
        )}
      </th>
      <td className={`${cell} ${over ? 'font-semibold text-amber-300' : ''}`}>
        {TEXTS.milliseconds(row.p75_ms)}
        {over && <span className="ms-2 text-xs">({TEXTS.overTarget})</span>}
      </td>
      <td className={cell}>{formatCount(row.visits)}</td>
    </tr>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="analytics-inp-title" className="grid gap-3">
      <h2 id="analytics-inp-title" className="text-xl font-bold">
        {TEXTS.heading}
      </h2>
      <p className="text-[var(--muted)]">
        {TEXTS.intro} {TEXTS.target(WEB_VITALS.goodMs)}
      </p>
      {children}
    </section>
  );
}
