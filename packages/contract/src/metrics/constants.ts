/** How the web app batches and sends watch events (docs/product/metrics.md). */

export const METRICS = {
  batchSize: 10,
  batchTimeoutMs: 5000,
  requeueBelow: 20,
  completionThreshold: 0.9,
  progressMaxIntervalSeconds: 30,
  progressDurationFraction: 0.1,
} as const;
