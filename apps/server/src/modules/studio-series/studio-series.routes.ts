import {
  addStudioEpisodesRoute,
  deleteStudioEpisodeRoute,
  deleteStudioSeriesRoute,
  retryStudioEpisodeRoute,
  studioSeriesListRoute,
  studioSeriesRoute,
  updateStudioSeriesRoute,
} from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { StudioSeriesService } from './studio-series.service';

/** Editors only: 401 for guests, 403 for viewers (docs/product/studio.md#who-may-use-it). */
export const studioSeriesRoutes = async (
  app: App,
  { studioSeries }: { studioSeries: StudioSeriesService },
) => {
  contractRoute(app, studioSeriesListRoute, () => studioSeries.list());
  contractRoute(app, studioSeriesRoute, (request) => studioSeries.get(request.params.id));
  contractRoute(app, updateStudioSeriesRoute, (request) =>
    studioSeries.update(request.params.id, request.body),
  );
  contractRoute(app, deleteStudioSeriesRoute, (request) => studioSeries.remove(request.params.id));
  contractRoute(app, addStudioEpisodesRoute, (request) =>
    studioSeries.addEpisodes(request.params.id, request.body),
  );
  contractRoute(app, deleteStudioEpisodeRoute, (request) =>
    studioSeries.removeEpisode(request.params.id, request.params.number),
  );
  contractRoute(app, retryStudioEpisodeRoute, (request) =>
    studioSeries.retry(request.params.id, request.params.number),
  );
};
