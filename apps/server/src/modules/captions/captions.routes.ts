import {
  CAPTION_BODY_LIMIT_BYTES,
  deleteEpisodeCaptionRoute,
  episodeCaptionsRoute,
  putEpisodeCaptionRoute,
} from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { CaptionsService } from './captions.service';

/** Editors only, like every studio call (docs/product/studio.md#captions). */
export const captionsRoutes = async (app: App, { captions }: { captions: CaptionsService }) => {
  contractRoute(app, episodeCaptionsRoute, (request) =>
    captions.list(request.params.id, request.params.number),
  );
  contractRoute(app, putEpisodeCaptionRoute, { bodyLimit: CAPTION_BODY_LIMIT_BYTES }, (request) =>
    captions.put(request.params.id, request.params.number, request.params.language, request.body),
  );
  contractRoute(app, deleteEpisodeCaptionRoute, (request) =>
    captions.remove(request.params.id, request.params.number, request.params.language),
  );
};
