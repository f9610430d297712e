import { FOR_YOU_TEXTS } from '@app/contract';
import { Link } from 'react-router';
import { FeedMessage, MESSAGE_BUTTON } from './feed-shell';

export type FeedStatus = 'loading' | 'error' | 'end';

/** The slide after the last item loaded: more on the way, a failure, or the end of the feed. */
export function FeedStatusSlide({
  status,
  offset,
  onRetry,
  onStartOver,
}: {
  status: FeedStatus;
  offset: number;
  onRetry: () => void;
  onStartOver: () => void;
}) {
  return (
    <div
      inert={offset !== 0}
      className="absolute inset-0 transition-transform duration-300 ease-out motion-reduce:transition-none"
      style={{ transform: `translate3d(0, ${offset * 100}%, 0)` }}
    >
      {status === 'loading' && <FeedMessage role="status" title={FOR_YOU_TEXTS.loading} />}
      {status === 'error' && (
        <FeedMessage role="alert" title={FOR_YOU_TEXTS.loadFailed}>
          <button type="button" onClick={onRetry} className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.retry}
          </button>
          <button type="button" onClick={onStartOver} className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.startOver}
          </button>
        </FeedMessage>
      )}
      {status === 'end' && (
        <FeedMessage title={FOR_YOU_TEXTS.end} detail={FOR_YOU_TEXTS.endDetail}>
          <button type="button" onClick={onStartOver} className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.startOver}
          </button>
          <Link to="/" className={MESSAGE_BUTTON}>
            {FOR_YOU_TEXTS.goHome}
          </Link>
        </FeedMessage>
      )}
    </div>
  );
}
