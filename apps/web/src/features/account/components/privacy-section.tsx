import { ACCOUNT_TEXTS } from '@app/contract';
import { useRef, useState } from 'react';
import { downloadMyData } from '../api/account';
import { DeleteAccountDialog } from './delete-account-dialog';
import { focusRing } from '../../../components/ui/focus-ring';
import { sectionCard } from '../../../components/ui/panel';

const TEXT = ACCOUNT_TEXTS;

/**
 * The signed-in user's data (docs/product/privacy.md): download it as JSON, or delete the
 * account. Loaded apart from the profile page: the API client and the contract's schemas come
 * with it only for signed-in users.
 */
export function PrivacySection({ username }: { username: string }) {
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);

  const startDownload = () => {
    setDownload({ busy: true, error: null });
    downloadMyData().then(
      () => setDownload({ busy: false, error: null }),
      (error: unknown) =>
        setDownload({
          busy: false,
          error: error instanceof Error ? error.message : TEXT.downloadFailed,
        }),
    );
  };

  return (
    <section aria-labelledby="privacy-title" className={`grid gap-3 ${sectionCard}`}>
      <h2 id="privacy-title" className="text-base font-semibold">
        {TEXT.sectionTitle}
      </h2>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          onClick={startDownload}
          disabled={download.busy}
          aria-busy={download.busy}
          className={`h-10 rounded-full bg-surface-2 px-4 text-sm font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 disabled:cursor-progress disabled:opacity-70 ${focusRing}`}
        >
          {download.busy ? TEXT.downloading : TEXT.download}
        </button>
        <button
          ref={deleteButton}
          type="button"
          onClick={() => setDeleting(true)}
          className={`h-10 rounded-full px-4 text-sm font-semibold text-red-300 ring-1 ring-red-400/40 transition hover:bg-red-500/15 ${focusRing}`}
        >
          {TEXT.deleteAccount}
        </button>
      </div>
      {download.error && (
        <p role="alert" className="text-sm text-red-300">
          {download.error}
        </p>
      )}
      {deleting && (
        <DeleteAccountDialog
          username={username}
          onClose={() => {
            setDeleting(false);
            // back where the dialog was opened from
            deleteButton.current?.focus();
          }}
        />
      )}
    </section>
  );
}
