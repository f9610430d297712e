import { STUDIO_SERIES_TEXTS, type TranscodeStatus } from '@app/contract';
import { smallButton } from '../../../components/ui/button';
import { chip } from './chip';

const TEXTS = STUDIO_SERIES_TEXTS;

type TranscodeChipProps = {
  transcode: TranscodeStatus;
  /** Queues a failed transcode again; absent where no retry is offered. */
  onRetry?: () => void;
  retrying?: boolean;
};

/** An episode's transcode: queued, transcoding n% with a bar, ready, or failed with a Retry. */
export function TranscodeChip({ transcode, onRetry, retrying = false }: TranscodeChipProps) {
  switch (transcode.state) {
    case 'queued':
      return <span className={`${chip} bg-white/10 text-white/80`}>{TEXTS.states.queued}</span>;
    case 'ready':
      return (
        <span className={`${chip} bg-emerald-500/15 text-emerald-300`}>{TEXTS.states.ready}</span>
      );
    case 'transcoding': {
      const label = TEXTS.states.transcoding(transcode.percent);
      return (
        <span className="grid w-full max-w-xs min-w-36 gap-1">
          <span className={`${chip} w-fit bg-sky-500/15 text-sky-300`}>{label}</span>
          <span
            role="progressbar"
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={transcode.percent}
            className="h-1.5 overflow-hidden rounded-full bg-white/10"
          >
            <span
              className="block h-full rounded-full bg-sky-400 transition-[width] duration-500"
              style={{ width: `${transcode.percent}%` }}
            />
          </span>
        </span>
      );
    }
    case 'failed':
      return (
        <span className="grid gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className={`${chip} bg-red-500/15 text-red-300`}>{TEXTS.states.failed}</span>
            {onRetry && (
              <button type="button" className={smallButton} onClick={onRetry} disabled={retrying}>
                {TEXTS.retry}
              </button>
            )}
          </span>
          {transcode.error && <span className="text-xs text-red-300/90">{transcode.error}</span>}
        </span>
      );
  }
}
