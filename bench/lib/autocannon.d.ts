// The subset of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  };

  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request; the returned object is what is sent. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
  };

  type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    requests?: Request[];
  };

  type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds. */
    duration: number;
  };

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Request, Result };
}
