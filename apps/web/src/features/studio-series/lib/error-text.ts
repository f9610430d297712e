import { STUDIO_SERIES_TEXTS } from '@app/contract';
import { serverDetail } from '../../../lib/api-error';

/** A failed change in words: the server's detail, else the error's own message. */
export const errorText = (error: unknown): string =>
  STUDIO_SERIES_TEXTS.failedAction(
    serverDetail(error) ?? (error instanceof Error ? error.message : String(error)),
  );
