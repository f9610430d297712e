import { studioApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioService } from './studio.service';

/** Editors only: 401 for guests, 403 for viewers (docs/product/studio.md#who-may-use-it). */
export const studioRoutes = async (app: App, { studio }: { studio: StudioService }) => {
  const editor = { access: 'editor' } as const;

  contractRoute(app, studioApiRoutes.presignUpload, editor, (request) =>
    studio.presign(request.body),
  );
  contractRoute(app, studioApiRoutes.storageStatus, editor, () => studio.storageStatus());
  contractRoute(app, studioApiRoutes.uploadCheck, editor, (request) =>
    studio.uploadCheck(request.body),
  );
  contractRoute(app, studioApiRoutes.uploadSeries, editor, (request) =>
    studio.publish(request.body),
  );
};
