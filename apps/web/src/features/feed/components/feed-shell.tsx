import { FOR_YOU_TEXTS, PRODUCT_NAME } from '@app/contract';
import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { MutedIcon, VolumeIcon } from '../../../lib/player/components/player-icons';
import { BackIcon } from './feed-icons';
import { focusRing } from '../../../components/ui/focus-ring';
import { DocumentTitle } from '../../../lib/document-title';
import { FEED_CLASSES as C } from '../lib/feed-classes';

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
    <div className={gestures ? `${C.screen} ${C.screenGestures}` : C.screen} {...gestures}>
      <DocumentTitle>{`${FOR_YOU_TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      {children}
      <header className={C.bar}>
        <Link to="/" aria-label={FOR_YOU_TEXTS.back} className={C.roundButton}>
          <BackIcon />
        </Link>
        <h1 className={C.title}>{FOR_YOU_TEXTS.title}</h1>
        {sound ? (
          <button
            type="button"
            onClick={sound.onToggle}
            aria-label={sound.muted ? FOR_YOU_TEXTS.unmute : FOR_YOU_TEXTS.mute}
            className={C.roundButton}
          >
            {sound.muted ? <MutedIcon /> : <VolumeIcon />}
          </button>
        ) : (
          <span className={C.soundPlaceholder} />
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
    <div className={C.message}>
      <p role={role} className={C.messageTitle}>
        {title}
      </p>
      {detail && <p className={C.messageDetail}>{detail}</p>}
      {children && <div className={C.messageActions}>{children}</div>}
    </div>
  );
}

export const MESSAGE_BUTTON = `inline-flex h-11 items-center justify-center rounded-full bg-white/15 px-5 text-sm font-semibold text-white hover:bg-white/25 ${focusRing}`;
