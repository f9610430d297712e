import { FOR_YOU_TEXTS, PRODUCT_NAME } from '@app/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { MutedIcon, VolumeIcon } from '../../../lib/player/components/player-icons';
import { BackIcon } from './feed-icons';
import { focusRing } from '../../../components/ui/focus-ring';
import { DocumentTitle } from '../../../lib/document-title';

const ROUND_BUTTON = `pointer-events-auto flex size-11 items-center justify-center rounded-full bg-black/45 text-white hover:bg-black/70 ${focusRing}`;

/**
 * The feed's full screen (no site header): black, with a bar over the top holding the way home,
 * the page's title and the sound toggle.
 */
export function FeedShell({
  children,
  sound,
  gestures,
}: {
  children: ReactNode;
  /** The sound toggle, once there is something to hear. */
  sound?: { muted: boolean; onToggle: () => void };
  /** Wheel and touch handlers: anywhere on the screen moves the feed. */
  gestures?: HTMLAttributes<HTMLDivElement>;
}) {
  return (
    // clip, not hidden: focusing something in a slide (the ad modal) must not scroll the screen
    <div
      className={`fixed inset-0 overflow-clip bg-black text-white ${gestures ? 'touch-none select-none' : ''}`}
      {...gestures}
    >
      <DocumentTitle>{`${FOR_YOU_TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      {children}
      <header className="pointer-events-none absolute inset-x-0 top-0 z-20 flex items-center justify-between gap-3 bg-gradient-to-b from-black/50 to-transparent p-3 pt-[calc(0.75rem+env(safe-area-inset-top))] pb-8">
        <Link to="/" aria-label={FOR_YOU_TEXTS.back} className={ROUND_BUTTON}>
          <BackIcon />
        </Link>
        <h1 className="text-base font-bold drop-shadow-md">{FOR_YOU_TEXTS.title}</h1>
        {sound ? (
          <button
            type="button"
            onClick={sound.onToggle}
            aria-label={sound.muted ? FOR_YOU_TEXTS.unmute : FOR_YOU_TEXTS.mute}
            className={ROUND_BUTTON}
          >
            {sound.muted ? <MutedIcon /> : <VolumeIcon />}
          </button>
        ) : (
          <span className="size-11" />
        )}
      </header>
    </div>
  );
}

/** A message in the middle of the feed's screen, with what can be done about it. */
export function FeedMessage({
  role,
  title,
  detail,
  children,
}: {
  role?: 'status' | 'alert';
  title: string;
  detail?: string;
  children?: ReactNode;
}) {
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-8 text-center">
      <p role={role} className="text-lg font-semibold">
        {title}
      </p>
      {detail && <p className="max-w-xs text-sm text-white/70">{detail}</p>}
      {children && <div className="mt-2 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}

export const MESSAGE_BUTTON = `inline-flex h-11 items-center justify-center rounded-full bg-white/15 px-5 text-sm font-semibold text-white hover:bg-white/25 ${focusRing}`;
