import { Readable } from 'node:stream';
import { waitlistCsvRoute, waitlistJoinRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import type { App } from '../../http/typed-app';
import type { WaitlistService } from './waitlist.service';

/**
 * Joining is public and limited per client address; the export is for editors (401 guests,
 * 403 viewers; docs/product/waitlist.md).
 */
export const waitlistRoutes = async (app: App, { waitlist }: { waitlist: WaitlistService }) => {
  contractRoute(app, waitlistJoinRoute, (request) => waitlist.join(request.body, request.ip));

  contractRoute(app, waitlistCsvRoute, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="waitlist-${day}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(Readable.from(waitlist.exportCsv()));
  });
};
