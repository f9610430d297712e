import type { RawRouteDef } from '@app/contract';
import { sendWithBearer, toApiError } from './api-client';

const FILENAME = /filename="([^"]+)"/;

type DownloadOptions = {
  /** The file's media type, sent as Accept. */
  accept: string;
  /** The name when the answer gives none (Content-Disposition). */
  fallbackName: string;
};

/**
 * Download a file the API answers to a signed-in user (an account export, the waitlist CSV). A
 * plain link would go without the bearer, so the file is fetched the way every API call is (the
 * bearer, refreshed and sent again after a 401) and handed to the browser as a blob, under the
 * name the server gives it. Throws ApiError as the API calls do.
 */
export async function downloadFile(route: RawRouteDef, options: DownloadOptions): Promise<void> {
  const response = await sendWithBearer(route.method, route.path, undefined, {
    accept: options.accept,
  });
  if (!response.ok) throw await toApiError(response);
  const name = FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await response.blob(), name ?? options.fallbackName);
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the blob can go once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
