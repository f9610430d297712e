import type { Logger } from 'pino';

/** Payloads of every job the app runs, by name. */
export type JobPayloads = {
  'media.transcode': { assetId: string };
  /** A house-ad trailer cut from a series' first episode (modules/ads). */
  'ads.trailer': { seriesId: string; assetId: string };
  /** Deletes uploads no series uses once they are a day old (modules/studio/upload-janitor). */
  'studio.upload-janitor': Record<string, never>;
  /** Inbox entries for a series' followers, or its authors' (modules/notifications). */
  'notifications.fan-out': {
    kind: 'new_episode' | 'new_series';
    seriesId: string;
    episodeNumbers: number[];
  };
  /**
   * Web Push of inbox entries to their users' devices (modules/push): a batch of entries, or a
   * retry of the (entry, device) pairs a push service could not take yet.
   */
  'push.deliver': { entryIds: number[] } | { pairs: [number, number][]; round: number };
  /** Renewal reminders and renewals due on the billing clock (modules/subscriptions/billing). */
  'subscriptions.billing': Record<string, never>;
};
export type JobName = keyof JobPayloads;

/** What a handler reports. Throwing means "retry with backoff". */
export type JobOutcome =
  | { status: 'done' }
  /** Permanent: retrying cannot help (e.g. a corrupt upload). */
  | { status: 'failed'; reason: string };

export type JobContext = {
  jobId: number;
  attempt: number;
  signal: AbortSignal;
  log: Logger;
};

export type JobHandler<N extends JobName> = (
  payload: JobPayloads[N],
  context: JobContext,
) => Promise<JobOutcome>;

export type JobHandlers = { [N in JobName]?: JobHandler<N> };
