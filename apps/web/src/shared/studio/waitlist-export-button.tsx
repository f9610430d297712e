import { STUDIO_API_PATHS, WAITLIST_EXPORT_TEXTS } from '@app/contract';
import { useState } from 'react';
import { currentAccessToken } from '../../lib/api-client';

const TEXT = WAITLIST_EXPORT_TEXTS;
const FILENAME = /filename="([^"]+)"/;

/**
 * Downloads the waitlist as CSV (editors; docs/product/waitlist.md#export). A plain link would
 * go without the bearer, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadWaitlistCsv(): Promise<void> {
  const token = await currentAccessToken();
  const response = await fetch(STUDIO_API_PATHS.waitlistCsv, {
    headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`waitlist export answered ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download =
    FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'waitlist.csv';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the blob can go once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
    <div className="flex items-center gap-3 md:ml-auto">
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
