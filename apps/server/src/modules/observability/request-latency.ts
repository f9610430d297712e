import type { Registry } from 'prom-client';

/** One method + route + status: bucket counts (not cumulative), their sum and count. */
type Series = {
  labels: { method: string; route: string; status: string };
  buckets: Float64Array;
  sum: number;
  count: number;
};

/**
 * The request-latency histogram (Prometheus histogram exposition), counted in plain arrays. A
 * prom-client Histogram child converts, validates and hashes its labels on every observe: about
 * 2 µs of a cached catalogue answer's ~25 µs of JavaScript. Here a request costs one map look-up
 * and a bucket walk; the labels are formatted only when /metrics is scraped.
 */
export class RequestLatencyHistogram {
  private readonly series = new Map<string, Series>();

  constructor(
    registry: Registry,
    private readonly bounds: readonly number[],
    readonly name: string,
    readonly help: string,
  ) {
    // prom-client formats any registered object whose get() answers a metric's values
    registry.registerMetric(this as never);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.series.get(key);
    if (!series) {
      series = {
        labels: { method, route, status: String(status) },
        buckets: new Float64Array(this.bounds.length),
        sum: 0,
        count: 0,
      };
      this.series.set(key, series);
    }
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        series.buckets[i]!++;
        break;
      }
    }
    series.sum += seconds;
    series.count++;
  }

  reset(): void {
    this.series.clear();
  }

  /** What prom-client's Registry reads at a scrape (the shape its Histogram#get answers). */
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] =
      [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((le, i) => {
        cumulative += buckets[i]!;
        values.push({
          labels: { ...labels, le },
          value: cumulative,
          metricName: `${this.name}_bucket`,
        });
      });
      values.push({
        labels: { ...labels, le: '+Inf' },
        value: count,
        metricName: `${this.name}_bucket`,
      });
      values.push({ labels, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: 'histogram', values, aggregator: 'sum' };
  }
}
