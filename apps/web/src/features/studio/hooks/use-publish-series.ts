import { CMS_PAGE_TEXTS, pagePaths, STUDIO_TEXTS } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { useNotify } from '../../../components/ui/notice';
import { publishSeries } from '../api/publish-series';
import { awaitUploads, UploadsFailedError } from '../lib/await-uploads';
import { publishBody, type SeriesFormValues } from '../lib/series-form';
import { episodeItems, posterItem, type UploadQueue } from '../lib/upload-queue';

export type PublishState =
  | { phase: 'idle' }
  | { phase: 'publishing'; percent: number }
  | { phase: 'failed'; detail: string };

/** Uploads take the bar to here; the publish call's answer takes it to 100. */
const UPLOADS_SHARE = 90;

/** What a failed publish says after 'Failed to publish series!'. */
function failureDetail(error: unknown): string {
  // an ApiError's detail is the server's own words, else the status or the network failure
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Publishing (docs/product/studio.md#publishing): waits for the series' files to finish
 * uploading, then sends the series; the percentage covers both. Success says so and opens the
 * series' page; a failure stays on the page with the reason.
 */
export function usePublishSeries(queue: UploadQueue) {
  const [state, setState] = useState<PublishState>({ phase: 'idle' });
  const navigate = useNavigate();
  const notify = useNotify();
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const publish = async (values: SeriesFormValues) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    const { signal } = controller;
    setState({ phase: 'publishing', percent: 0 });
    try {
      const items = queue.getState().items;
      const poster = posterItem(items);
      const episodes = episodeItems(items);
      if (!poster) throw new UploadsFailedError(STUDIO_TEXTS.posterRequired);
      const wanted = [poster, ...episodes].map((item) => item.id);
      const done = await awaitUploads(
        queue,
        wanted,
        (percent) => {
          setState({ phase: 'publishing', percent: Math.floor((percent * UPLOADS_SHARE) / 100) });
        },
        signal,
      );
      const finishedPoster = posterItem(done);
      const finishedEpisodes = episodeItems(done);
      if (!finishedPoster) throw new UploadsFailedError(STUDIO_TEXTS.posterRequired);
      if (finishedEpisodes.length === 0) throw new UploadsFailedError(STUDIO_TEXTS.videoRequired);
      setState({ phase: 'publishing', percent: UPLOADS_SHARE });
      const id = await publishSeries(publishBody(values, finishedPoster, finishedEpisodes), signal);
      setState({ phase: 'publishing', percent: 100 });
      notify(CMS_PAGE_TEXTS.published);
      void navigate(pagePaths.video(id));
    } catch (error) {
      if (signal.aborted) return;
      setState({ phase: 'failed', detail: failureDetail(error) });
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const dismiss = () => setState({ phase: 'idle' });
  return { state, publish, dismiss };
}
