import { ANALYTICS_TEXTS, type EngagementStats } from '@app/contract';
import { formatCount, formatRate, formatWatchTime } from '../lib/format-stats';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = ANALYTICS_TEXTS;

export type StatsRow = {
  key: string;
  label: string;
  stats: EngagementStats;
  selected?: boolean;
  /** Rows with onSelect name a button: choosing the series to look into. */
  onSelect?: () => void;
};

const cell = 'px-3 py-2 text-end tabular-nums';

/** Views, unique viewers, average watch time and completion rate, one row per item. */
export function StatsTable({ caption, rows }: { caption: string; rows: StatsRow[] }) {
  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-white/10">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-[var(--surface)] text-[var(--muted)]">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-semibold">
              {caption}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {TEXTS.views}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {TEXTS.uniqueViewers}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {TEXTS.avgWatchTime}
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              {TEXTS.completionRate}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              className={`border-t border-white/5 ${row.selected ? 'bg-white/5' : ''}`}
            >
              <th scope="row" className="px-3 py-2 text-start font-medium">
                {row.onSelect ? (
                  <button
                    type="button"
                    aria-pressed={row.selected ?? false}
                    onClick={row.onSelect}
                    className={`text-start hover:underline ${focusRing}`}
                  >
                    {row.label}
                  </button>
                ) : (
                  row.label
                )}
              </th>
              <td className={cell}>{formatCount(row.stats.views)}</td>
              <td className={cell}>{formatCount(row.stats.unique_viewers)}</td>
              <td className={cell}>{formatWatchTime(row.stats.avg_watch_seconds)}</td>
              <td className={cell}>{formatRate(row.stats.completion_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
