import { studioApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioSeriesService } from './studio-series.service';

/** Editors only: 401 for guests, 403 for viewers (docs/product/studio.md#who-may-use-it). */
export const studioSeriesRoutes = async (
  app: App,
  { studioSeries }: { studioSeries: StudioSeriesService },
) => {
  const editor = { access: 'editor' } as const;
  contractRoute(app, studioApiRoutes.studioSeriesList, editor, () => studioSeries.list());
  contractRoute(app, studioApiRoutes.studioSeries, editor, (request) =>
    studioSeries.get(request.params.id),
  );
  contractRoute(app, studioApiRoutes.updateStudioSeries, editor, (request) =>
    studioSeries.update(request.params.id, request.body),
  );
  contractRoute(app, studioApiRoutes.deleteStudioSeries, editor, (request) =>
    studioSeries.remove(request.params.id),
  );
  contractRoute(app, studioApiRoutes.addStudioEpisodes, editor, (request) =>
    studioSeries.addEpisodes(request.params.id, request.body),
  );
  contractRoute(app, studioApiRoutes.deleteStudioEpisode, editor, (request) =>
    studioSeries.removeEpisode(request.params.id, request.params.number),
  );
  contractRoute(app, studioApiRoutes.retryStudioEpisode, editor, (request) =>
    studioSeries.retry(request.params.id, request.params.number),
  );
};
