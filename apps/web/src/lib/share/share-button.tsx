import { CATALOGUE_TEXTS } from '@app/contract';
import { useEffect, useState } from 'react';
import { shareLink, type ShareOutcome } from './share-link';
import { focusRing } from '../../components/ui/focus-ring';

export const SHARE_LABELS = CATALOGUE_TEXTS.share;

const STATUS_MS = 3000;

type Props = {
  /** The absolute link, read at the click (the play page adds the current second). */
  url: () => string;
  title: string;
  className?: string;
};

/**
 * Share: the system share sheet where there is one, else the link copied with a visible
 * 'Link copied'; when even copying is refused, the link is shown to copy by hand.
 */
export function ShareButton({ url, title, className = '' }: Props) {
  const [status, setStatus] = useState<{ outcome: ShareOutcome; url: string } | null>(null);

  useEffect(() => {
    if (status === null || status.outcome === 'failed') return;
    const timer = setTimeout(() => setStatus(null), STATUS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const share = async () => {
    const link = url();
    const outcome = await shareLink({ url: link, title });
    setStatus(outcome === 'copied' || outcome === 'failed' ? { outcome, url: link } : null);
  };

  return (
    <span className="relative inline-flex items-center gap-2">
      <button
        type="button"
        onClick={() => void share()}
        className={`inline-flex cursor-pointer items-center gap-2 rounded-md border-0 bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/15 hover:bg-white/20 ${focusRing} ${className}`}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        {SHARE_LABELS.share}
      </button>
      <span role="status" className="text-sm text-white/85">
        {status?.outcome === 'copied' && SHARE_LABELS.copied}
        {status?.outcome === 'failed' && (
          <>
            {SHARE_LABELS.failed}{' '}
            <input
              readOnly
              value={status.url}
              aria-label={SHARE_LABELS.link}
              onFocus={(event) => event.currentTarget.select()}
              className="w-56 rounded bg-black/40 px-2 py-1 text-xs text-white"
            />
          </>
        )}
      </span>
    </span>
  );
}
