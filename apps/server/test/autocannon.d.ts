// The subset of autocannon's API the server's load tests use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** Called before each request with the connection's context; the returned object is sent. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    /** Called with each complete response. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  };

  type Options = {
    url: string;
    connections?: number;
    pipelining?: number;
    /** Seconds. */
    duration?: number;
    /** Requests per second across all connections. */
    overallRate?: number;
    /** Seconds before a request counts as a timeout. */
    timeout?: number;
    requests?: Request[];
  };

  type Result = {
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
  };

  type Instance = EventEmitter & { stop(): void };

  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
  export type { Instance, Options, Request, Result };
}
