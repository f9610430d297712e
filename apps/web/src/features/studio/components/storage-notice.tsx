import { CMS_PAGE_TEXTS, type StorageStatus } from '@app/contract';
import { useId } from 'react';
import { smallButton } from '../../../components/ui/button';

const TEXTS = CMS_PAGE_TEXTS;

type StorageNoticeProps = {
  /** The check's answer; undefined while unknown. */
  status: StorageStatus | undefined;
  /** The check itself failed. */
  failed: boolean;
  checking: boolean;
  onRetry: () => void;
};

/**
 * The storage check (docs/product/studio.md#storage-check): nothing once storage takes uploads; a
 * 'File Upload Disabled' warning with the error, the solution and Retry when it does not, or when
 * the check could not be made.
 */
export function StorageNotice({ status, failed, checking, onRetry }: StorageNoticeProps) {
  const headingId = useId();
  if (!failed && !status) {
    return (
      <p role="status" className="text-sm text-muted">
        {TEXTS.checkingStorage}
      </p>
    );
  }
  if (!failed && status?.available) return null;
  const error = failed ? TEXTS.storageCheckFailed : status?.error;
  const solution = failed ? null : status?.solution;
  return (
    <section
      role="alert"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-amber-400/40 bg-amber-400/10 p-4 sm:flex-row sm:items-start"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0 text-amber-300">
        <path
          d="M12 3l10 18H2L12 3zm0 6v6m0 3v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <div className="grid flex-1 gap-1 text-sm">
        <h2 id={headingId} className="text-base font-semibold text-amber-100">
          {TEXTS.storageDisabled}
        </h2>
        {error && <p className="text-amber-50/90">{error}</p>}
        {solution && <p className="text-amber-50/70">{solution}</p>}
      </div>
      <button
        type="button"
        className={`${smallButton} shrink-0`}
        disabled={checking}
        aria-busy={checking}
        onClick={onRetry}
      >
        {TEXTS.retry}
      </button>
    </section>
  );
}
