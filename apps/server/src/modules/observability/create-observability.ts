import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { JobQueue } from '../../jobs/job-queue';
import { RequestLatencyHistogram } from './request-latency';

/** A cache that counts its look-ups (lib/ttl-cache.ts). */
export type CountingCache = { readonly hits: number; readonly misses: number };

/** Request seconds: most API answers take milliseconds; segments and uploads take longer. */
const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];
/** Job seconds: a transcode of a short episode takes seconds to minutes. */
const JOB_BUCKETS = [0.1, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600, 1800];

/**
 * The process's Prometheus metrics (prom-client), served at /metrics with METRICS_TOKEN
 * (docs/deployment.md#health-and-metrics): request latency per route, watch and user events
 * ingested, queue depth, job (transcode) durations, cache hit counts, and Node's own.
 */
export class Observability {
  readonly registry = new Registry();
  private readonly httpSeconds: RequestLatencyHistogram;
  private readonly eventsIngested: Counter<'kind' | 'outcome'>;
  private readonly jobSeconds: Histogram<'job' | 'outcome'>;
  private readonly caches = new Map<string, CountingCache>();

  constructor({ queue }: { queue: JobQueue }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.httpSeconds = new RequestLatencyHistogram(
      this.registry,
      HTTP_BUCKETS,
      'http_request_duration_seconds',
      'Time to answer an HTTP request, by method, route pattern and status',
    );
    this.eventsIngested = new Counter({
      name: 'metrics_events_ingested_total',
      help: 'Watch and user events received, by kind and outcome (accepted, duplicate, rejected)',
      labelNames: ['kind', 'outcome'],
      registers,
    });
    this.jobSeconds = new Histogram({
      name: 'job_duration_seconds',
      help: 'Time a background job ran (media.transcode is a transcode), by outcome',
      labelNames: ['job', 'outcome'],
      buckets: JOB_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting to run',
      registers,
      async collect() {
        this.set((await queue.stats()).depth);
      },
    });
    new Gauge({
      name: 'job_queue_oldest_age_seconds',
      help: 'Seconds the oldest due job has waited (0 when none waits)',
      registers,
      async collect() {
        this.set((await queue.stats()).oldestAgeSeconds ?? 0);
      },
    });
    const caches = this.caches;
    new Counter({
      name: 'cache_lookups_total',
      help: 'In-process cache look-ups, by cache and result (hit or miss)',
      labelNames: ['cache', 'result'],
      registers,
      collect() {
        this.reset();
        for (const [name, cache] of caches) {
          this.inc({ cache: name, result: 'hit' }, cache.hits);
          this.inc({ cache: name, result: 'miss' }, cache.misses);
        }
      },
    });
  }

  /** One answered request; `route` is the matched pattern, never the raw URL (cardinality). */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpSeconds.observe(method, route, status, seconds);
  }

  observeIngest(
    kind: 'watch' | 'user',
    counts: { accepted: number; duplicates: number; rejected: number },
  ): void {
    if (counts.accepted) this.eventsIngested.inc({ kind, outcome: 'accepted' }, counts.accepted);
    if (counts.duplicates) {
      this.eventsIngested.inc({ kind, outcome: 'duplicate' }, counts.duplicates);
    }
    if (counts.rejected) this.eventsIngested.inc({ kind, outcome: 'rejected' }, counts.rejected);
  }

  observeJob(job: string, outcome: 'done' | 'failed' | 'retry' | 'released', seconds: number) {
    this.jobSeconds.observe({ job, outcome }, seconds);
  }

  /** Reports a cache's hit and miss counts at each scrape. */
  trackCache(name: string, cache: CountingCache): void {
    this.caches.set(name, cache);
  }
}

export type ObservabilityModule = { observability: Observability };

export const createObservability = (deps: { queue: JobQueue }): ObservabilityModule => ({
  observability: new Observability(deps),
});
