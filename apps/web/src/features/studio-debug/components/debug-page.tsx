import { CMS_PAGE_TEXTS, PRODUCT_NAME } from '@app/contract';
import type { ReactNode } from 'react';
import { isApiError, serverDetail } from '../../../lib/api-error';
import { EditorOnly, EditorRequired } from '../../../shared/auth/editor-only';
import { useDebugStorageStatus, useUploadCheck } from '../api/upload-check';
import { toCheckBody } from '../lib/check-form';
import { smallButton } from '../../../components/ui/button';
import { panel } from '../../../components/ui/panel';
import { UploadCheckForm } from './upload-check-form';
import { UploadCheckResult } from './upload-check-result';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = CMS_PAGE_TEXTS.debug;

const refusedByRole = (error: unknown) => isApiError(error) && error.status === 403;

/** /debug: what a presign would do with an upload, and what storage says (editors only). */
export function DebugPage() {
  return (
    <EditorOnly>
      <UploadDebugger />
    </EditorOnly>
  );
}

function UploadDebugger() {
  const check = useUploadCheck();
  const status = useDebugStorageStatus();
  // the role changed since sign-in: the server is the judge
  if (refusedByRole(check.error) || refusedByRole(status.error)) return <EditorRequired />;

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-6 md:px-6">
      <DocumentTitle>{`${TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">{TEXTS.title}</h1>
        <p className="text-muted">{TEXTS.intro}</p>
      </header>

      <StorageStatusPanel status={status} />

      <section aria-label={TEXTS.checkSection} className={panel}>
        <UploadCheckForm
          pending={check.isPending}
          onCheck={(values) => check.mutate(toCheckBody(values))}
        />
      </section>

      {check.isError && (
        <p role="alert" className="rounded-xl bg-red-500/15 px-4 py-3 text-sm text-red-100">
          {serverDetail(check.error) ?? TEXTS.checkFailed}
        </p>
      )}
      {check.data && <UploadCheckResult answer={check.data} />}
    </div>
  );
}

function StorageStatusPanel({ status }: { status: ReturnType<typeof useDebugStorageStatus> }) {
  let body: ReactNode;
  if (status.isPending) body = <p className="text-muted">{TEXTS.checking}</p>;
  else if (status.isError) body = <p role="alert">{TEXTS.storageCheckFailed}</p>;
  else if (status.data.available) body = <p className="text-emerald-300">{TEXTS.available}</p>;
  else {
    body = (
      <div className="grid gap-1">
        <p className="text-red-300">{TEXTS.unavailable}</p>
        {status.data.error && <p>{status.data.error}</p>}
        {status.data.solution && <p className="text-muted">{status.data.solution}</p>}
      </div>
    );
  }
  return (
    <section aria-label={TEXTS.storageStatus} className={panel}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{TEXTS.storageStatus}</h2>
        <button
          type="button"
          onClick={() => void status.refetch()}
          disabled={status.isFetching}
          className={smallButton}
        >
          {TEXTS.checkAgain}
        </button>
      </div>
      <div className="text-sm">{body}</div>
    </section>
  );
}
