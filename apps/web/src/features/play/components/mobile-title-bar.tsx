import { PLAYER_TEXTS, type Episode, type Series } from '@app/contract';
import { useState } from 'react';
import { DetailSheet } from './detail-sheet';

type Props = { series: Series; current: Episode | undefined; episodeCount: number };

/** Mobile: the series title; a tap opens the detail sheet. */
export function MobileTitleBar({ series, current, episodeCount }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex w-full cursor-pointer items-center justify-between gap-3 border-0 bg-transparent p-0 text-start text-inherit"
      >
        <span className="grid min-w-0">
          <span dir="auto" className="truncate text-lg font-bold">
            {series.title}
          </span>
          {current && (
            <span className="text-sm text-[var(--muted)]">
              {PLAYER_TEXTS.episodeOf(current.episodeNumber, episodeCount)}
            </span>
          )}
        </span>
        <span className="shrink-0 text-sm text-[var(--muted)]">{PLAYER_TEXTS.details}</span>
      </button>
      {open && (
        <DetailSheet series={series} episodeCount={episodeCount} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
