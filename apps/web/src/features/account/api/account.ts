import {
  ACCOUNT_TEXTS,
  accountExportRoute,
  accountRoute,
  type AccountSummary,
  type DeleteAccountBody,
  deleteAccountRoute,
} from '@app/contract';
import { apiCall } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api-download';
import { isApiError, serverDetail } from '../../../lib/api-error';

/** Who is signed in, and whether deleting the account is confirmed by password or by username. */
export const getAccountSummary = (signal?: AbortSignal): Promise<AccountSummary> =>
  apiCall(accountRoute, { signal });

export const deleteAccount = (body: DeleteAccountBody) => apiCall(deleteAccountRoute, { body });

/**
 * Downloads the user's data as the server names it (docs/product/privacy.md#export). Throws an
 * Error whose message is for the user: the server's words when it refuses a download so soon
 * after the last, else that the download failed.
 */
export const downloadMyData = (): Promise<void> =>
  downloadFile(accountExportRoute, {
    accept: 'application/json',
    fallbackName: 'my-data.json',
  }).catch((error: unknown) => {
    const tooSoon = isApiError(error) && error.status === 429 ? serverDetail(error) : null;
    throw new Error(tooSoon ?? ACCOUNT_TEXTS.downloadFailed, { cause: error });
  });
