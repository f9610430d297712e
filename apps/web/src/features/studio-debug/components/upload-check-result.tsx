import { formatFileSize, type UploadCheckResponse } from '@app/contract';
import type { ReactNode } from 'react';
import { panel } from '../../../components/ui/panel';

type Debug = UploadCheckResponse['debug'];

const yesNo = (value: boolean | null, yes: string, no: string, unknown = 'not declared') =>
  value === null ? unknown : value ? yes : no;

/** The upload check's answer, readable first, then as the server sent it. */
export function UploadCheckResult({ answer }: { answer: UploadCheckResponse }) {
  const { debug } = answer;
  return (
    <section aria-label="Upload check result" className={panel}>
      <Verdict debug={debug} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <Row term="Series slug">{debug.seriesId ?? 'none: the id has no letters or digits'}</Row>
        <Row term="Example key">
          {debug.exampleKey ? <code className="break-all">{debug.exampleKey}</code> : 'none'}
        </Row>
        <Row term="Content type">
          {debug.contentType} ({debug.contentTypeAllowed ? 'allowed' : 'not allowed'})
        </Row>
        <Row term="Allowed types">{debug.allowedContentTypes.join(', ')}</Row>
        <Row term="Limit">{formatFileSize(debug.maxBytes)}</Row>
        <Row term="Declared size">
          {debug.fileSize === null
            ? 'not declared'
            : `${formatFileSize(debug.fileSize)} (${debug.fileSize.toLocaleString('en')} bytes), ${yesNo(
                debug.withinLimit,
                'within the limit',
                'over the limit',
              )}`}
        </Row>
        <Row term="Storage">
          {debug.storage.kind}, {debug.storage.available ? 'available' : 'unavailable'}
          {debug.storage.error && <span className="block text-red-300">{debug.storage.error}</span>}
          {debug.storage.solution && (
            <span className="block text-muted">{debug.storage.solution}</span>
          )}
        </Row>
      </dl>
      <details open className="grid gap-2">
        <summary className="cursor-pointer text-sm font-semibold">Raw answer</summary>
        <pre
          aria-label="Raw answer"
          className="overflow-x-auto rounded-xl bg-black/40 p-3 text-xs text-white/85"
        >
          {JSON.stringify(answer, null, 2)}
        </pre>
      </details>
    </section>
  );
}

function Verdict({ debug }: { debug: Debug }) {
  if (debug.wouldSign) {
    return (
      <p className="text-lg font-semibold text-emerald-300">A presign would sign this upload</p>
    );
  }
  return (
    <div className="grid gap-1">
      <p className="text-lg font-semibold text-red-300">A presign would refuse this upload</p>
      <ul aria-label="Problems" className="list-disc ps-5 text-sm text-red-200">
        {debug.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-white/70">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}
