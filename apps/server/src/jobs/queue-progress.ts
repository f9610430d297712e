/**
 * How far the queue has come since a start when `finishedAtStart` of its jobs were already done.
 * The total comes from the queue, which grows while others enqueue (the seed, uploads, another
 * process): the jobs finished since the start plus those still to run, never what one process
 * saw at its start.
 */
export const queueProgress = (
  finishedAtStart: number,
  now: { pending: number; total: number },
): { finished: number; total: number } => {
  const finished = Math.max(0, now.total - now.pending - finishedAtStart);
  return { finished, total: finished + now.pending };
};
