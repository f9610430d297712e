import { studioApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioMultipartService } from './studio-multipart.service';

/** Editors only, like every studio call (docs/product/studio.md#who-may-use-it). */
export const studioMultipartRoutes = async (
  app: App,
  { studioMultipart }: { studioMultipart: StudioMultipartService },
) => {
  const editor = { access: 'editor' } as const;
  contractRoute(app, studioApiRoutes.multipartStart, editor, (request) =>
    studioMultipart.start(request.body),
  );
  contractRoute(app, studioApiRoutes.multipartSign, editor, (request) =>
    studioMultipart.sign(request.body),
  );
  contractRoute(app, studioApiRoutes.multipartParts, editor, (request) =>
    studioMultipart.parts(request.query),
  );
  contractRoute(app, studioApiRoutes.multipartComplete, editor, (request) =>
    studioMultipart.complete(request.body),
  );
  contractRoute(app, studioApiRoutes.multipartAbort, editor, (request) =>
    studioMultipart.abort(request.query),
  );
};
