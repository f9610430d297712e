import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LoadResult, LoadSettings } from './load';
import { processTreeCpuSeconds } from './process-cpu';

const run = promisify(execFile);

/** wrk's path when it is installed (Debian: `apt-get install wrk`), else undefined. */
export const findWrk = (): string | undefined => {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};

/** A wrk script that walks `paths` in turn, each thread from its own start. */
const rotation = (paths: readonly string[]) =>
  `local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}\n` +
  'local i = 0\n' +
  'setup = function(thread) thread:set("offset", math.random(#paths)) end\n' +
  'request = function()\n' +
  '  i = i + 1\n' +
  '  return wrk.format("GET", paths[((i + (offset or 0)) % #paths) + 1])\n' +
  'end\n';

const UNIT = { us: 1e-3, ms: 1, s: 1000 } as const;
const millis = (text: string | undefined): number => {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text ?? '');
  return match ? round1(Number(match[1]) * UNIT[match[2] as keyof typeof UNIT]) : NaN;
};
const BYTES = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;
const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * `wrk -t2 -c<connections>` against `origin` over `paths` (a warm-up run, then the measured
 * one), read back as a LoadResult with the server's CPU per 2xx answer. wrk is written in C: it
 * takes far less of a shared 2-core machine per request than any Node load generator, so the
 * server measured gets the rest.
 */
export const measureWrkLoad = async (
  wrk: string,
  origin: string,
  paths: readonly string[],
  settings: LoadSettings,
  serverPid?: number,
): Promise<LoadResult> => {
  if (!origin.startsWith('http://127.0.0.1:')) throw new Error(`Not a loopback target: ${origin}`);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-wrk-'));
  try {
    const script = path.join(dir, 'paths.lua');
    await writeFile(script, rotation(paths));
    const args = (seconds: number) => [
      '-t2',
      `-c${settings.connections}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      script,
      origin,
    ];
    if (settings.warmupSeconds > 0) await run(wrk, args(settings.warmupSeconds));
    const cpu = () => (serverPid === undefined ? undefined : processTreeCpuSeconds(serverPid));
    const cpuBefore = cpu();
    const { stdout } = await run(wrk, args(settings.seconds));
    const cpuAfter = cpu();
    const requests = Number(/(\d+) requests in ([\d.]+)(ms|s)/.exec(stdout)?.[1] ?? NaN);
    const duration = /requests in ([\d.]+)(ms|s)/.exec(stdout);
    const seconds = duration ? Number(duration[1]) / (duration[2] === 'ms' ? 1000 : 1) : NaN;
    const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1] ?? 0);
    const socketErrors =
      /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
    const errors = socketErrors
      ? Number(socketErrors[1]) + Number(socketErrors[2]) + Number(socketErrors[3])
      : 0;
    const timeouts = socketErrors ? Number(socketErrors[4]) : 0;
    const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(stdout);
    const ok = requests - non2xx;
    return {
      requestsPerSecond: ok / seconds,
      bytesPerSecond: transfer ? Number(transfer[1]) * BYTES[transfer[2] as keyof typeof BYTES] : 0,
      latencyP50Ms: millis(/ 50%\s+(\S+)/.exec(stdout)?.[1]),
      latencyP99Ms: millis(/ 99%\s+(\S+)/.exec(stdout)?.[1]),
      latencyMaxMs: millis(/Latency(?:\s+\S+){2}\s+(\S+)/.exec(stdout)?.[1]),
      requests,
      non2xx,
      errors,
      timeouts,
      ...(cpuBefore !== undefined && cpuAfter !== undefined && ok > 0
        ? { serverCpuMicrosPerRequest: ((cpuAfter - cpuBefore) / ok) * 1e6 }
        : {}),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
};
