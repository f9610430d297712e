import { PROTOTYPE_TEXTS, pagePaths } from '@app/contract';
import { Link } from 'react-router';
import type { SampleSeries } from '../lib/sample-series';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXT = PROTOTYPE_TEXTS;

/** "★ 9.2" and the status badge. `accent` colours the score for the layout's brand. */
export function RatingStatus({
  series,
  accent = 'text-amber-300',
  className = '',
}: {
  series: SampleSeries;
  accent?: string;
  className?: string;
}) {
  return (
    <dl className={`flex flex-wrap items-center gap-x-4 gap-y-2 ${className}`}>
      <div className="flex items-center gap-1.5">
        <dt className="sr-only">{TEXT.rating}</dt>
        <dd className={`flex items-center gap-1 font-bold ${accent}`}>
          <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
          </svg>
          <span aria-hidden="true" className="text-lg tabular-nums">
            {series.rating.toFixed(1)}
          </span>
          <span className="sr-only">{TEXT.ratingValue(series.rating)}</span>
        </dd>
      </div>
      <div className="flex items-center">
        <dt className="sr-only">{TEXT.status}</dt>
        <dd className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs font-semibold text-white/90 ring-1 ring-white/15">
          {TEXT.statuses[series.status]}
        </dd>
      </div>
    </dl>
  );
}

/** Director and cast, each name a link to their author page. */
export function People({ series, className = '' }: { series: SampleSeries; className?: string }) {
  return (
    <dl className={`grid gap-1.5 text-sm ${className}`}>
      <div className="flex gap-2">
        <dt className="w-20 shrink-0 text-muted">{TEXT.director}</dt>
        <dd className="min-w-0">
          <PersonLink name={series.director} />
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="w-20 shrink-0 text-muted">{TEXT.cast}</dt>
        <dd className="min-w-0">
          <ul className="flex flex-wrap gap-x-1">
            {series.cast.map((name, i) => (
              <li key={name}>
                <PersonLink name={name} />
                {i < series.cast.length - 1 && <span aria-hidden="true">,</span>}
              </li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}

export function PersonLink({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link
      to={pagePaths.author(name)}
      dir="auto"
      className={`rounded-sm font-medium text-white/90 underline decoration-white/30 underline-offset-2 hover:text-white hover:decoration-white ${focusRing} ${className}`}
    >
      {name}
    </Link>
  );
}
