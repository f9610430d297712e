import { CMS_PAGE_TEXTS, PRODUCT_NAME } from '@app/contract';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { EditorOnly, EditorRequired } from '../../../shared/auth/editor-only';
import { useStorageStatus } from '../api/storage-status';
import { usePublishSeries } from '../hooks/use-publish-series';
import { useUploadQueue } from '../hooks/use-upload-queue';
import { emptySeriesForm, missingForPublish, type SeriesFormValues } from '../lib/series-form';
import { episodeItems, posterItem } from '../lib/upload-queue';
import { EpisodesField } from './episodes-field';
import { PosterField } from './poster-field';
import { PublishPanel } from './publish-panel';
import { SeriesDetails } from './series-details';
import { SeriesPreview } from './series-preview';
import { StorageNotice } from './storage-notice';
import { UploadQueuePanel } from './upload-queue-panel';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = CMS_PAGE_TEXTS;

/** /cms, 'Upload New Series' (docs/product/studio.md#cms-page): editors only. */
export function CmsPage() {
  return (
    <EditorOnly>
      <UploadSeries />
    </EditorOnly>
  );
}

function UploadSeries() {
  const [values, setValues] = useState<SeriesFormValues>(() => emptySeriesForm());
  const [previewing, setPreviewing] = useState(false);
  const { items, processing, queue } = useUploadQueue(values.title);
  const storage = useStorageStatus();
  const publishing = usePublishSeries(queue);
  const closePreview = useCallback(() => setPreviewing(false), []);

  // the role changed since sign-in: the server is the judge
  if (isApiError(storage.error) && storage.error.status === 403) return <EditorRequired />;

  const change = (patch: Partial<SeriesFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const poster = posterItem(items);
  const episodes = episodeItems(items);
  const missing = missingForPublish(values, poster !== undefined, episodes.length);
  const storageReady = storage.data?.available === true;
  const busy = publishing.state.phase === 'publishing';
  const enabled = missing.length === 0 && !busy && storageReady;

  return (
    <div className="min-h-dvh">
      <DocumentTitle>{`${TEXTS.heading} · ${PRODUCT_NAME}`}</DocumentTitle>
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 md:px-6 lg:py-8">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold md:text-3xl">{TEXTS.heading}</h1>
          <p className="text-muted">{TEXTS.intro}</p>
        </header>
        <StorageNotice
          status={storage.data}
          failed={storage.isError}
          checking={storage.isFetching}
          onRetry={() => void storage.refetch()}
        />
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid gap-6">
            <SeriesDetails values={values} onChange={change} />
            <PosterField
              item={poster}
              disabled={!storageReady}
              onChoose={(file) => queue.add([{ file, type: 'poster' }])}
              onRetry={queue.retry}
            />
            <EpisodesField
              episodes={episodes}
              titles={values.episodeTitles}
              disabled={!storageReady}
              onAdd={(files) => queue.add(files.map((f) => ({ ...f, type: 'video' })))}
              onTitle={(n, title) =>
                setValues((v) => ({ ...v, episodeTitles: { ...v.episodeTitles, [n]: title } }))
              }
              onRemove={(id) => queue.discard(id)}
              onRetry={queue.retry}
            />
          </div>
          <aside className="grid gap-6 lg:sticky lg:top-6">
            <PublishPanel
              missing={missing}
              enabled={enabled}
              state={publishing.state}
              onPreview={() => setPreviewing(true)}
              onPublish={() => void publishing.publish(values)}
              onDismiss={publishing.dismiss}
            />
            <UploadQueuePanel
              items={items}
              processing={processing}
              onRemove={(id) => queue.remove(id)}
              onRetry={queue.retry}
              onClearCompleted={queue.clearCompleted}
              onClearAll={queue.clearAll}
            />
          </aside>
        </div>
      </div>
      {previewing && (
        <SeriesPreview values={values} poster={poster} episodes={episodes} onClose={closePreview} />
      )}
    </div>
  );
}
