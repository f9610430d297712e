import { studioApiRoutes, type UploadSeriesBody } from '@app/contract';
import { apiCall } from '../../../lib/api-client';

/** Publishes a series whose files are uploaded; answers its new id. */
export const publishSeries = (body: UploadSeriesBody, signal?: AbortSignal): Promise<string> =>
  apiCall(studioApiRoutes.uploadSeries, { body, signal }).then((answer) => answer.data.id);
