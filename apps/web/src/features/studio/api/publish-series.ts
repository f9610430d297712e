import { type UploadSeriesBody, uploadSeriesRoute } from '@app/contract';
import { apiCall } from '../../../lib/api-client';

/** Publishes a series whose files are uploaded; answers its new id. */
export const publishSeries = (body: UploadSeriesBody, signal?: AbortSignal): Promise<string> =>
  apiCall(uploadSeriesRoute, { body, signal }).then((answer) => answer.data.id);
