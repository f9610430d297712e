import autocannon from 'autocannon';
import { processTreeCpuSeconds } from './process-cpu';

export type LoadSettings = {
  connections: number;
  pipelining: number;
  warmupSeconds: number;
  seconds: number;
};

/** API load settings: every server in a comparison gets the same load. */
export const API_LOAD: LoadSettings = {
  connections: 50,
  pipelining: 1,
  // the catalogue cache (TTL 10 s) fills at the warm-up's start: after 5 s its expiry and rebuild
  // fall inside the measured 10 s, as one does in every 10 s of steady state (after 2 s it fell
  // on the window's edge, and the rebuild's stall went uncounted in some runs)
  warmupSeconds: 5,
  seconds: 10,
};

export type LoadResult = {
  requestsPerSecond: number;
  bytesPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** The server's CPU time per 2xx response, when its process could be watched. */
  serverCpuMicrosPerRequest?: number;
};

const once = (origin: string, paths: readonly string[], settings: LoadSettings, seconds: number) =>
  autocannon({
    url: origin,
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
    // one prebuilt request per path, cycled by each connection: rotating paths costs the load
    // generator nothing more than a single path does (setupRequest would rebuild every request)
    requests: paths.map((path) => ({ method: 'GET', path })),
  });

/** A warm-up run (discarded), then the measured run, against `origin` over `paths` in turn. */
export const measureLoad = async (
  origin: string,
  paths: readonly string[],
  settings: LoadSettings,
  serverPid?: number,
): Promise<LoadResult> => {
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error(`Not a loopback target: ${origin}`);
  if (paths.length === 0) throw new Error('No paths to request');
  if (settings.warmupSeconds > 0) await once(origin, paths, settings, settings.warmupSeconds);
  const cpuBefore = serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid);
  const result = await once(origin, paths, settings, settings.seconds);
  const cpuAfter = serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid);
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result['2xx'] > 0
      ? { serverCpuMicrosPerRequest: ((cpuAfter - cpuBefore) / result['2xx']) * 1e6 }
      : {}),
    requestsPerSecond: result['2xx'] / result.duration,
    bytesPerSecond: result.throughput.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
};

/** Why a run's figure cannot be trusted, if it can't: failed requests count for nothing. */
export const loadProblems = (label: string, result: LoadResult): string[] =>
  result.non2xx + result.errors + result.timeouts === 0
    ? []
    : [
        `${label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts ` +
          `of ${result.requests} requests (only 2xx counted)`,
      ];
