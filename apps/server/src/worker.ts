import path from 'node:path';
import type { Logger } from 'pino';
import { JobWorker } from './jobs/job-worker';
import type { LadderOptions } from './transcoding/ladder';
import type { X264Preset } from './transcoding/transcode';
import { trailerJob } from './modules/ads/trailer.job';
import { transcodeJob } from './modules/media-assets/transcode.job';
import { UPLOAD_JANITOR, uploadJanitorJob } from './modules/studio/upload-janitor';
import { fanOutJob } from './modules/notifications/fan-out.job';
import { deliverJob } from './modules/push/deliver.job';
import { BILLING_JOB, billingJob } from './modules/subscriptions/billing.job';
import type { Services } from './services';

// demo media: two rungs and a faster preset, so first start stays under five minutes on 2 cores
const DEMO_MEDIA: { ladder: LadderOptions; preset: X264Preset } = {
  ladder: { rungs: [360, 540] },
  preset: 'superfast',
};

/** The media workers of this process (WORKERS of them), with every job's handler. */
export const createWorker = (services: Services, log: Logger): JobWorker => {
  const { config, storage } = services;
  const workRoot = path.join(config.dataDir, 'tmp');
  return new JobWorker({
    queue: services.queue,
    log: log.child({ component: 'worker' }),
    concurrency: config.workers,
    handlers: {
      'media.transcode': transcodeJob({
        storage,
        media: services.mediaAssets,
        workRoot,
        onReady: () => services.catalogue.invalidate(),
        beforeReady: (assetId, output) => services.captions.addToLadder(assetId, output),
        ...(config.seed === 'none' ? {} : DEMO_MEDIA),
      }),
      'ads.trailer': trailerJob({
        storage,
        ads: services.adsRepository,
        trailers: services.trailers,
        workRoot,
      }),
      'studio.upload-janitor': uploadJanitorJob(services.uploadJanitor),
      'notifications.fan-out': fanOutJob(services.notifications),
      'push.deliver': deliverJob(services.push),
      'subscriptions.billing': billingJob(services.billing),
    },
    recurring: [
      { name: 'studio.upload-janitor', everyMs: UPLOAD_JANITOR.everyMs },
      { name: 'subscriptions.billing', everyMs: BILLING_JOB.everyMs },
    ],
    onJobFinished: (name, outcome, seconds) =>
      services.observability.observeJob(name, outcome, seconds),
  });
};
