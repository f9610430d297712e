import { ANALYTICS_TEXTS } from '@app/contract';
import { useId } from 'react';
import { dropoffPercents, formatRate } from '../lib/format-stats';

const TEXTS = ANALYTICS_TEXTS;
const WIDTH = 320;
const HEIGHT = 160;
const PAD = { top: 10, right: 12, bottom: 24, left: 36 } as const;
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const Y_TICKS = [0, 0.5, 1] as const;

const x = (index: number, count: number) => PAD.left + (index / Math.max(1, count - 1)) * PLOT_W;
const y = (share: number) => PAD.top + (1 - Math.min(1, Math.max(0, share))) * PLOT_H;

/**
 * The share of viewers still watching at each 10% of the duration, as an inline SVG line
 * chart (no chart library: eleven points). role="img" with a title and description for
 * screen readers, and the same figures as a table for anyone who wants the numbers.
 */
export function DropoffChart({ values, name }: { values: readonly number[]; name: string }) {
  const id = useId();
  const percents = dropoffPercents(values.length);
  const points = values.map((value, i) => `${x(i, values.length)},${y(value)}`).join(' ');
  const area = `${PAD.left},${y(0)} ${points} ${x(values.length - 1, values.length)},${y(0)}`;

  return (
    <figure className="m-0 grid gap-2">
      {/* left to right in RTL too: the x axis is the episode's timeline (as the player's seek
          bar), the geometry is physical, and textAnchor="end" would flip in an RTL page */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        direction="ltr"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="w-full max-w-md overflow-visible"
      >
        <title id={`${id}-title`}>{TEXTS.dropoffTitle(name)}</title>
        <desc id={`${id}-desc`}>
          {`${TEXTS.dropoffDesc} ${percents
            .map((at, i) => `${TEXTS.dropoffPoint(at)}: ${formatRate(values[i] ?? 0)}`)
            .join(', ')}.`}
        </desc>
        {Y_TICKS.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={0.15}
            />
            <text
              x={PAD.left - 6}
              y={y(tick)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-[var(--muted)] text-[10px]"
            >
              {formatRate(tick)}
            </text>
          </g>
        ))}
        {[0, 5, 10]
          .filter((i) => i < values.length)
          .map((i) => (
            <text
              key={i}
              x={x(i, values.length)}
              y={HEIGHT - 6}
              textAnchor="middle"
              className="fill-[var(--muted)] text-[10px]"
            >
              {`${percents[i]}%`}
            </text>
          ))}
        {values.length > 0 && (
          <>
            <polygon points={area} className="fill-[var(--accent)]" fillOpacity={0.18} />
            <polyline
              points={points}
              fill="none"
              className="stroke-[var(--accent)]"
              strokeWidth={2}
              strokeLinejoin="round"
            />
            {values.map((value, i) => (
              <circle
                key={percents[i]}
                cx={x(i, values.length)}
                cy={y(value)}
                r={2.5}
                className="fill-[var(--accent)]"
              />
            ))}
          </>
        )}
      </svg>
      <details className="text-sm">
        <summary className="cursor-pointer text-[var(--muted)] hover:text-white">
          {TEXTS.dropoffData(name)}
        </summary>
        <table className="mt-2 border-collapse text-start tabular-nums">
          <caption className="sr-only">{TEXTS.dropoffTitle(name)}</caption>
          <thead>
            <tr>
              <th scope="col" className="pe-6 font-semibold">
                {TEXTS.dropoffPointHeader}
              </th>
              <th scope="col" className="font-semibold">
                {TEXTS.stillWatching}
              </th>
            </tr>
          </thead>
          <tbody>
            {values.map((value, i) => (
              <tr key={percents[i]}>
                <th scope="row" className="pe-6 font-normal text-[var(--muted)]">
                  {`${percents[i]}%`}
                </th>
                <td>{formatRate(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
