import {
  presignUploadRoute,
  storageStatusRoute,
  uploadCheckRoute,
  uploadSeriesRoute,
} from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioService } from './studio.service';

/** Editors only: 401 for guests, 403 for viewers (docs/product/studio.md#who-may-use-it). */
export const studioRoutes = async (app: App, { studio }: { studio: StudioService }) => {
  contractRoute(app, presignUploadRoute, (request) => studio.presign(request.body));
  contractRoute(app, storageStatusRoute, () => studio.storageStatus());
  contractRoute(app, uploadCheckRoute, (request) => studio.uploadCheck(request.body));
  contractRoute(app, uploadSeriesRoute, (request) => studio.publish(request.body));
};
