import { CAPTION_BODY_LIMIT_BYTES, studioApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { CaptionsService } from './captions.service';

/** Editors only, like every studio call (docs/product/studio.md#captions). */
export const captionsRoutes = async (app: App, { captions }: { captions: CaptionsService }) => {
  const editor = { access: 'editor' } as const;
  contractRoute(app, studioApiRoutes.episodeCaptions, editor, (request) =>
    captions.list(request.params.id, request.params.number),
  );
  contractRoute(
    app,
    studioApiRoutes.putEpisodeCaption,
    { ...editor, bodyLimit: CAPTION_BODY_LIMIT_BYTES },
    (request) =>
      captions.put(request.params.id, request.params.number, request.params.language, request.body),
  );
  contractRoute(app, studioApiRoutes.deleteEpisodeCaption, editor, (request) =>
    captions.remove(request.params.id, request.params.number, request.params.language),
  );
};
