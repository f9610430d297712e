import net from 'node:net';
import { performance } from 'node:perf_hooks';
import type { LoadResult, LoadSettings } from './load';
import { processTreeCpuSeconds } from './process-cpu';

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

type Tally = {
  ok: number;
  non2xx: number;
  errors: number;
  bytes: number;
  latencies: number[];
};

/** What a connection does with each answer: its status, when it was sent, its body's size. */
type OnAnswer = (status: number, sentAt: number, bodyBytes: number) => void;

/**
 * One keep-alive connection, one request at a time, while `next` gives requests (prebuilt
 * HTTP/1.1 bytes): a minimal client that reads answers by Content-Length (as the servers measured
 * answer) and keeps none of their bodies. Resolves when `next` gives null or the socket fails.
 */
const runConnection = (
  target: { host: string; port: number },
  next: () => Buffer | null,
  onAnswer: OnAnswer,
  onError: () => void,
): Promise<void> =>
  new Promise((resolve) => {
    const socket = net.connect(target);
    socket.setNoDelay(true);
    let head: Buffer = Buffer.alloc(0);
    let remaining = -1;
    let status = 0;
    let sent = 0;
    let received = 0;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve();
    };
    const send = () => {
      const request = next();
      if (request === null) return finish();
      sent = performance.now();
      socket.write(request);
    };
    const complete = () => {
      onAnswer(status, sent, received);
      remaining = -1;
      received = 0;
      send();
    };
    socket.on('data', (chunk: Buffer) => {
      let data = chunk;
      while (data.length > 0) {
        if (remaining < 0) {
          head = head.length === 0 ? data : Buffer.concat([head, data]);
          const end = head.indexOf(HEAD_END);
          if (end === -1) return;
          const text = head.subarray(0, end).toString('latin1');
          const length = CONTENT_LENGTH.exec(text)?.[1];
          if (length === undefined) {
            onError();
            return finish();
          }
          status = Number(text.slice(9, 12));
          remaining = Number(length);
          data = head.subarray(end + HEAD_END.length);
          head = Buffer.alloc(0);
          if (remaining === 0) complete();
          continue;
        }
        const take = Math.min(remaining, data.length);
        remaining -= take;
        received += take;
        data = data.subarray(take);
        if (remaining === 0) complete();
      }
    });
    socket.on('error', () => {
      onError();
      finish();
    });
    socket.on('close', finish);
    socket.on('connect', send);
  });

const loopbackTarget = (origin: string) => {
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Not a loopback target: ${origin}`);
  return { host: url.hostname, port: Number(url.port) };
};

/** CPU seconds (user + system) this process, the load generator, has used so far. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/**
 * A closed-loop load generator like autocannon (N connections, one request in flight on each),
 * for large bodies: autocannon appends every body chunk to a string (`req.body += data`), which
 * caps it near 60 MiB/s on 300 KB segments whatever the server.
 */
export const measureHttpLoad = async (
  origin: string,
  paths: readonly string[],
  settings: LoadSettings,
  serverPid?: number,
): Promise<LoadResult> => {
  const target = loopbackTarget(origin);
  if (paths.length === 0) throw new Error('No paths to request');
  const requests = paths.map((path) =>
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\n\r\n`),
  );
  const from = performance.now() + settings.warmupSeconds * 1000;
  const until = from + settings.seconds * 1000;
  const tally: Tally = { ok: 0, non2xx: 0, errors: 0, bytes: 0, latencies: [] };
  const cpu = () => (serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid));
  let cpuBefore: number | undefined;
  const sampler = setTimeout(() => (cpuBefore = cpu()), settings.warmupSeconds * 1000);
  await Promise.all(
    Array.from({ length: settings.connections }, (_, c) => {
      // each connection walks the paths from its own offset
      let next = c;
      return runConnection(
        target,
        () => (performance.now() >= until ? null : requests[next++ % requests.length]!),
        (status, sent, bytes) => {
          const done = performance.now();
          if (sent < from || done > until) return;
          tally.latencies.push(done - sent);
          tally.bytes += bytes;
          if (status >= 200 && status < 300) tally.ok++;
          else tally.non2xx++;
        },
        () => tally.errors++,
      );
    }),
  );
  clearTimeout(sampler);
  const cpuAfter = cpu();
  const latencies = tally.latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: tally.ok / settings.seconds,
    bytesPerSecond: tally.bytes / settings.seconds,
    ...latencyFigures(latencies),
    requests: tally.ok + tally.non2xx,
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: 0,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && tally.ok > 0
      ? { serverCpuMicrosPerRequest: ((cpuAfter - cpuBefore) / tally.ok) * 1e6 }
      : {}),
  };
};

/** What posting a list of bodies cost: the timed part, after the warm-up. */
export type PostRunResult = {
  /** Timed requests answered with `expectStatus`. */
  ok: number;
  /** Timed requests answered otherwise, and failed connections (warm-up included). */
  unexpected: number;
  errors: number;
  seconds: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** CPU time per timed request: the server's (its process tree), and this load generator's. */
  serverCpuMicrosPerRequest?: number;
  clientCpuMicrosPerRequest: number;
};

/**
 * Posts each body exactly once (no body is sent twice, so ingested events stay unique), from
 * `connections` keep-alive connections, one request in flight on each (no pipelining), each
 * taking the next body from one shared queue once its last answer has arrived. The first
 * `warmup` bodies are sent before the clock starts. The raw-socket client costs far less CPU per
 * request than fetch, which shares the machine with the server.
 */
export const measureHttpPosts = async (
  origin: string,
  path: string,
  bodies: readonly string[],
  settings: {
    connections: number;
    warmup: number;
    contentType: string;
    expectStatus: number;
    /** The client address a proxy forwards body `index` for (X-Forwarded-For); none if unset. */
    forwardedFor?: (index: number) => string;
  },
  serverPid?: number,
): Promise<PostRunResult> => {
  const target = loopbackTarget(origin);
  const { forwardedFor } = settings;
  const requests = bodies.map((body, index) =>
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\n` +
        (forwardedFor ? `X-Forwarded-For: ${forwardedFor(index)}\r\n` : '') +
        `Content-Type: ${settings.contentType}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    ),
  );
  let unexpected = 0;
  let errors = 0;
  const run = async (queue: Buffer[], latencies: number[]) => {
    let at = 0;
    await Promise.all(
      Array.from({ length: settings.connections }, () =>
        runConnection(
          target,
          () => queue[at++] ?? null,
          (status, sent) => {
            if (status === settings.expectStatus) latencies.push(performance.now() - sent);
            else unexpected++;
          },
          () => errors++,
        ),
      ),
    );
  };
  await run(requests.slice(0, settings.warmup), []);
  const latencies: number[] = [];
  const serverBefore = serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid);
  const clientBefore = ownCpuSeconds();
  const started = performance.now();
  await run(requests.slice(settings.warmup), latencies);
  const seconds = (performance.now() - started) / 1000;
  const clientCpu = ownCpuSeconds() - clientBefore;
  const serverAfter = serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid);
  const ok = latencies.length;
  latencies.sort((a, b) => a - b);
  const { latencyP50Ms, latencyP99Ms } = latencyFigures(latencies);
  return {
    ok,
    unexpected,
    errors,
    seconds,
    latencyP50Ms,
    latencyP99Ms,
    clientCpuMicrosPerRequest: ok > 0 ? (clientCpu / ok) * 1e6 : 0,
    ...(serverBefore !== undefined && serverAfter !== undefined && ok > 0
      ? { serverCpuMicrosPerRequest: ((serverAfter - serverBefore) / ok) * 1e6 }
      : {}),
  };
};

/** p50, p99 and max of sorted latencies (ms, one decimal). */
const latencyFigures = (sorted: number[]) => {
  const at = (q: number) =>
    round1(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    latencyMaxMs: round1(sorted.at(-1) ?? 0),
  };
};

const round1 = (value: number) => Math.round(value * 10) / 10;
