import { WAITLIST_EXPORT_TEXTS, waitlistCsvRoute } from '@app/contract';
import { useState } from 'react';
import { downloadFile } from '../../lib/api-download';

const TEXT = WAITLIST_EXPORT_TEXTS;

/** Downloads the waitlist as CSV (editors; docs/product/waitlist.md#export). */
export const downloadWaitlistCsv = (): Promise<void> =>
  downloadFile(waitlistCsvRoute, { accept: 'text/csv', fallbackName: 'waitlist.csv' });

/** The studio bar's export button, with its own busy and failure states. */
export function WaitlistExportButton() {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  const download = () => {
    setState('busy');
    downloadWaitlistCsv().then(
      () => setState('idle'),
      () => setState('failed'),
    );
  };

  return (
    <div className="flex items-center gap-3 md:ms-auto">
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-300">
          {TEXT.failed}
        </p>
      )}
      <button
        type="button"
        onClick={download}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        className="inline-flex items-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-white/75 ring-1 ring-white/15 transition hover:text-white hover:ring-white/30 disabled:cursor-progress disabled:opacity-70"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19.5h14" />
        </svg>
        {state === 'busy' ? TEXT.downloading : TEXT.button}
      </button>
    </div>
  );
}
