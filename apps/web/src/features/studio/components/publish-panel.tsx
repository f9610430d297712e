import { CMS_PAGE_TEXTS } from '@app/contract';
import { useId } from 'react';
import type { PublishState } from '../hooks/use-publish-series';
import { ProgressBar } from './progress-bar';
import { RemoveIcon } from './remove-icon';
import { iconButton, primaryButton, secondaryButton } from '../../../components/ui/button';
import { panel } from '../../../components/ui/panel';

const TEXTS = CMS_PAGE_TEXTS;

type PublishPanelProps = {
  /** What the form still lacks, as its messages. */
  missing: readonly string[];
  /** Preview and Publish may be used (docs/product/studio.md#series-form). */
  enabled: boolean;
  state: PublishState;
  onPreview: () => void;
  onPublish: () => void;
  onDismiss: () => void;
};

/** Preview Series and Publish Series, what keeps them disabled, and the publish's progress. */
export function PublishPanel({
  missing,
  enabled,
  state,
  onPreview,
  onPublish,
  onDismiss,
}: PublishPanelProps) {
  const id = useId();
  const publishing = state.phase === 'publishing';
  return (
    <section aria-label={TEXTS.publishSeries} className={panel}>
      {missing.length > 0 && (
        <div className="grid gap-1.5">
          <h2 id={`${id}-missing`} className="text-sm font-semibold text-white/80">
            {TEXTS.missingHeading}
          </h2>
          <ul aria-labelledby={`${id}-missing`} className="grid gap-1 text-sm text-muted">
            {missing.map((message) => (
              <li key={message} className="flex items-center gap-2">
                <span aria-hidden="true" className="size-1.5 rounded-full bg-accent" />
                {message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* side by side, or one above the other where a language's names do not fit */}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${secondaryButton} grow basis-0`}
          disabled={!enabled}
          onClick={onPreview}
        >
          {TEXTS.previewSeries}
        </button>
        <button
          type="button"
          className={`${primaryButton} grow basis-0`}
          disabled={!enabled}
          aria-busy={publishing}
          onClick={onPublish}
        >
          {publishing && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
            />
          )}
          {TEXTS.publishSeries}
        </button>
      </div>
      {publishing && (
        <div role="status" className="grid gap-1.5 text-sm">
          <p className="tabular-nums">{TEXTS.publishing(state.percent)}</p>
          <ProgressBar value={state.percent} label={TEXTS.publishSeries} />
        </div>
      )}
      {state.phase === 'failed' && (
        <div
          role="alert"
          className="flex items-start justify-between gap-3 rounded-xl border border-red-500/40 bg-red-500/15 px-4 py-3 text-sm text-red-100"
        >
          <div className="grid min-w-0 gap-0.5">
            <p className="font-semibold">{TEXTS.publishFailed}</p>
            <p className="break-words text-red-100/85">{state.detail}</p>
          </div>
          <button
            type="button"
            aria-label={TEXTS.dismiss}
            className={`${iconButton} -m-1`}
            onClick={onDismiss}
          >
            <RemoveIcon />
          </button>
        </div>
      )}
    </section>
  );
}
