import { CMS_PAGE_TEXTS, formatFileSize, type UploadCheckResponse } from '@app/contract';
import type { ReactNode } from 'react';
import { activeLocale } from '../../../i18n/locale-store';
import { panel } from '../../../components/ui/panel';

type Debug = UploadCheckResponse['debug'];

const TEXTS = CMS_PAGE_TEXTS.debug;

const yesNo = (value: boolean | null, yes: string, no: string, unknown = TEXTS.notDeclared) =>
  value === null ? unknown : value ? yes : no;

/** The upload check's answer, readable first, then as the server sent it. */
export function UploadCheckResult({ answer }: { answer: UploadCheckResponse }) {
  const { debug } = answer;
  return (
    <section aria-label={TEXTS.result} className={panel}>
      <Verdict debug={debug} />
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        <Row term={TEXTS.seriesSlug}>{debug.seriesId ?? TEXTS.noSlug}</Row>
        <Row term={TEXTS.exampleKey}>
          {debug.exampleKey ? <code className="break-all">{debug.exampleKey}</code> : TEXTS.none}
        </Row>
        <Row term={TEXTS.contentType}>
          {debug.contentType} ({debug.contentTypeAllowed ? TEXTS.typeAllowed : TEXTS.typeNotAllowed}
          )
        </Row>
        <Row term={TEXTS.allowedTypes}>{debug.allowedContentTypes.join(', ')}</Row>
        <Row term={TEXTS.limit}>{formatFileSize(debug.maxBytes)}</Row>
        <Row term={TEXTS.declaredSize}>
          {debug.fileSize === null
            ? TEXTS.notDeclared
            : `${TEXTS.sizeInBytes(
                formatFileSize(debug.fileSize),
                debug.fileSize.toLocaleString(activeLocale()),
              )}, ${yesNo(debug.withinLimit, TEXTS.withinLimit, TEXTS.overLimit)}`}
        </Row>
        <Row term={TEXTS.storage}>
          {debug.storage.kind},{' '}
          {debug.storage.available ? TEXTS.storageAvailable : TEXTS.storageUnavailable}
          {debug.storage.error && <span className="block text-red-300">{debug.storage.error}</span>}
          {debug.storage.solution && (
            <span className="block text-muted">{debug.storage.solution}</span>
          )}
        </Row>
      </dl>
      <details open className="grid gap-2">
        <summary className="cursor-pointer text-sm font-semibold">{TEXTS.rawAnswer}</summary>
        <pre
          aria-label={TEXTS.rawAnswer}
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
    return <p className="text-lg font-semibold text-emerald-300">{TEXTS.wouldSign}</p>;
  }
  return (
    <div className="grid gap-1">
      <p className="text-lg font-semibold text-red-300">{TEXTS.wouldRefuse}</p>
      <ul aria-label={TEXTS.problems} className="list-disc ps-5 text-sm text-red-200">
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
