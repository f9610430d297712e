import {
  multipartAbortRoute,
  multipartCompleteRoute,
  multipartPartsRoute,
  multipartSignRoute,
  multipartStartRoute,
} from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioMultipartService } from './studio-multipart.service';

/** Editors only, like every studio call (docs/product/studio.md#who-may-use-it). */
export const studioMultipartRoutes = async (
  app: App,
  { studioMultipart }: { studioMultipart: StudioMultipartService },
) => {
  contractRoute(app, multipartStartRoute, (request) => studioMultipart.start(request.body));
  contractRoute(app, multipartSignRoute, (request) => studioMultipart.sign(request.body));
  contractRoute(app, multipartPartsRoute, (request) => studioMultipart.parts(request.query));
  contractRoute(app, multipartCompleteRoute, (request) => studioMultipart.complete(request.body));
  contractRoute(app, multipartAbortRoute, (request) => studioMultipart.abort(request.query));
};
