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

/**
 * One keep-alive connection, one request at a time, until `until`: a minimal HTTP/1.1 client that
 * counts body bytes (Content-Length framing only, as both servers answer) and keeps none of them.
 */
const runConnection = (
  target: { host: string; port: number },
  paths: readonly string[],
  offset: number,
  window: { from: number; until: number },
  tally: Tally,
): Promise<void> =>
  new Promise((resolve) => {
    const socket = net.connect(target);
    socket.setNoDelay(true);
    let next = offset;
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
      if (performance.now() >= window.until) return finish();
      const path = paths[next++ % paths.length]!;
      sent = performance.now();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${target.host}:${target.port}\r\n\r\n`);
    };
    const complete = () => {
      const done = performance.now();
      if (sent >= window.from && done <= window.until) {
        tally.latencies.push(done - sent);
        tally.bytes += received;
        if (status >= 200 && status < 300) tally.ok++;
        else tally.non2xx++;
      }
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
            tally.errors++;
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
      tally.errors++;
      finish();
    });
    socket.on('close', finish);
    socket.on('connect', send);
  });

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
  const url = new URL(origin);
  if (url.hostname !== '127.0.0.1') throw new Error(`Not a loopback target: ${origin}`);
  if (paths.length === 0) throw new Error('No paths to request');
  const from = performance.now() + settings.warmupSeconds * 1000;
  const window = { from, until: from + settings.seconds * 1000 };
  const tally: Tally = { ok: 0, non2xx: 0, errors: 0, bytes: 0, latencies: [] };
  const target = { host: url.hostname, port: Number(url.port) };
  const cpu = () => (serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid));
  let cpuBefore: number | undefined;
  const sampler = setTimeout(() => (cpuBefore = cpu()), settings.warmupSeconds * 1000);
  // each connection walks the paths from its own offset
  await Promise.all(
    Array.from({ length: settings.connections }, (_, c) =>
      runConnection(target, paths, c, window, tally),
    ),
  );
  clearTimeout(sampler);
  const cpuAfter = cpu();
  const latencies = tally.latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    round1(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requestsPerSecond: tally.ok / settings.seconds,
    bytesPerSecond: tally.bytes / settings.seconds,
    latencyP50Ms: at(0.5),
    latencyP99Ms: at(0.99),
    latencyMaxMs: round1(latencies.at(-1) ?? 0),
    requests: tally.ok + tally.non2xx,
    non2xx: tally.non2xx,
    errors: tally.errors,
    timeouts: 0,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && tally.ok > 0
      ? { serverCpuMicrosPerRequest: ((cpuAfter - cpuBefore) / tally.ok) * 1e6 }
      : {}),
  };
};

const round1 = (value: number) => Math.round(value * 10) / 10;
