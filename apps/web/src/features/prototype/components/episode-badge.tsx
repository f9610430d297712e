import { PROTOTYPE_TEXTS } from '@app/contract';
import type { EpisodeAccess } from '../lib/sample-series';

/** The corner tag of a locked or VIP episode (the button's name says it for screen readers). */
export function EpisodeBadge({
  access,
  compact = false,
  className = '',
}: {
  access: EpisodeAccess;
  /** A locked episode shows only the padlock (the episode chips are narrow). */
  compact?: boolean;
  className?: string;
}) {
  if (access === 'free') return null;
  const vip = access === 'vip';
  return (
    <span
      aria-hidden="true"
      className={`inline-flex items-center gap-0.5 rounded-sm px-1 py-px text-[10px] leading-none font-bold ${
        vip
          ? 'bg-gradient-to-r from-amber-200 to-amber-400 text-amber-950'
          : 'bg-zinc-700 text-zinc-100'
      } ${className}`}
    >
      {!vip && (
        <svg viewBox="0 0 16 16" className="size-2.5" fill="currentColor">
          <path d="M4.5 7V5a3.5 3.5 0 1 1 7 0v2h.5a1 1 0 0 1 1 1v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1.5 0h4V5a2 2 0 1 0-4 0z" />
        </svg>
      )}
      {vip ? PROTOTYPE_TEXTS.badges.vip : !compact && PROTOTYPE_TEXTS.badges.locked}
    </span>
  );
}
