import {
  ACCOUNT_TEXTS,
  VIEWER_API_PATHS,
  errorBodySchema,
  viewerApiRoutes,
  type AccountSummary,
  type DeleteAccountBody,
} from '@app/contract';
import { apiCall, currentAccessToken } from '../../../lib/api-client';

const FILENAME = /filename="([^"]+)"/;

/** Who is signed in, and whether deleting the account is confirmed by password or by username. */
export const getAccountSummary = (signal?: AbortSignal): Promise<AccountSummary> =>
  apiCall(viewerApiRoutes.account, { signal });

export const deleteAccount = (body: DeleteAccountBody) =>
  apiCall(viewerApiRoutes.deleteAccount, { body });

/**
 * Downloads the user's data as the server names it (docs/product/privacy.md#export). A plain link
 * would go without the bearer, so the file is fetched and handed to the browser as a blob.
 * Throws an Error whose message is for the user: the server's words where it gave some.
 */
export async function downloadMyData(): Promise<void> {
  const token = await currentAccessToken();
  let response: Response;
  try {
    response = await fetch(VIEWER_API_PATHS.accountExport, {
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
    });
  } catch {
    throw new Error(ACCOUNT_TEXTS.downloadFailed);
  }
  if (!response.ok) {
    const body = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new Error(
      response.status === 429 && body.success ? body.data.detail : ACCOUNT_TEXTS.downloadFailed,
    );
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download =
    FILENAME.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the blob can go once it has been read
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
