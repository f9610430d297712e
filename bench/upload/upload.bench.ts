// `npm run bench -- upload`: a 200 MB file through the local driver's presigned-POST receiver
// against the same bytes over bare loopback TCP to a process that only counts them (the target,
// docs/decisions.md#performance-targets), with `cp` of the same file beside it for information,
// and the server's memory during uploads of 50 MB and 200 MB.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  authResponseSchema,
  type PresignResponse,
  presignResponseSchema,
  presignUploadRoute,
  signInRoute,
} from '@app/contract';
import { processCpuSeconds } from '../lib/process-cpu';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';
import { startServer } from '../lib/server-process';

const MB = 1024 * 1024;
const SMALL = 50 * MB;
const LARGE = 200 * MB;
const RUNS = 3;
// against the bare transport: cp copies between page caches in the kernel, which no socket
// transfer reaches (bare loopback TCP itself makes about 0.25× cp here)
const MIN_RATIO = 0.6;
const SAMPLE_MS = 50;
// "flat": the larger file may cost at most this share of the extra bytes in extra memory
const MAX_GROWTH_SHARE = 0.1;
const EDITOR = { username: 'bench-editor', password: 'bench editor password' };

const log = progressLog('upload');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mb = (bytes: number) => round(bytes / MB, 1);

/** Random bytes: nothing on the way (compression, dedupe) can make them cheaper. */
const writeRandomFile = async (file: string, size: number) => {
  async function* chunks() {
    for (let left = size; left > 0; left -= MB) yield randomBytes(Math.min(MB, left));
  }
  await pipeline(Readable.from(chunks()), createWriteStream(file));
};

/** Resident memory of a process in bytes (Linux: /proc/<pid>/status). */
const rssOf = (pid: number): number => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
};

/** Samples a process's RSS every SAMPLE_MS until stopped: the highest it saw. */
const sampleRss = (pid: number) => {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
};

/**
 * Seconds for `cp` of `source` to `target`; with `durable`, the copy is also fsynced (`sync FILE`),
 * the durability the receiver gives every upload before it answers.
 */
const timeCp = async (source: string, target: string, durable = false): Promise<number> => {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = durable
      ? spawn('sh', ['-c', 'cp "$0" "$1" && sync "$1"', source, target], { stdio: 'inherit' })
      : spawn('cp', [source, target], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cp exited with ${code}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  await rm(target, { force: true });
  return seconds;
};

/** Seconds to send `file` over a bare loopback TCP connection until the sink confirms it all. */
const timeTcp = async (port: number, file: string, size: number): Promise<number> => {
  const started = performance.now();
  const answer = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      pipeline(createReadStream(file, { highWaterMark: MB }), socket).catch(reject);
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.once('end', () => resolve(text));
    socket.once('error', reject);
  });
  if (Number(answer) !== size) throw new Error(`the TCP sink got ${answer} of ${size} bytes`);
  return (performance.now() - started) / 1000;
};

const json = async (origin: string, url: string, body: unknown, token?: string) => {
  const response = await fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
};

/**
 * POSTs the presigned form as a browser does (fields, then the file), streaming the file from
 * disk with its length declared: the seconds until the receiver's answer.
 */
const postForm = async (
  origin: string,
  presign: PresignResponse['data'],
  file: string,
  size: number,
): Promise<number> => {
  const boundary = `----reelforge-bench-${randomUUID()}`;
  const head =
    Object.entries(presign.fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="episode.mp4"\r\n` +
    'Content-Type: video/mp4\r\n\r\n';
  const tail = `\r\n--${boundary}--\r\n`;
  async function* body() {
    yield Buffer.from(head);
    yield* createReadStream(file, { highWaterMark: MB });
    yield Buffer.from(tail);
  }
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${origin}${presign.uploadUrl}`, {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': Buffer.byteLength(head) + size + Buffer.byteLength(tail),
      },
    });
    request.once('response', (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    request.once('error', reject);
    pipeline(Readable.from(body()), request).catch(reject);
  });
  const seconds = (performance.now() - started) / 1000;
  if (status !== 204) throw new Error(`upload answered ${status}`);
  return seconds;
};

const work = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-upload-'));
let stopServer: (() => Promise<void>) | undefined;
let stopTcpSink: (() => Promise<void>) | undefined;
try {
  log('writing 50 MB and 200 MB of random bytes…');
  const files = { [SMALL]: path.join(work, 'small.bin'), [LARGE]: path.join(work, 'large.bin') };
  await writeRandomFile(files[SMALL]!, SMALL);
  await writeRandomFile(files[LARGE]!, LARGE);

  const server = await startServer('bench/upload/upload-server.ts', {
    BENCH_UPLOAD_DIR: work,
    BENCH_EDITOR_USERNAME: EDITOR.username,
    BENCH_EDITOR_PASSWORD: EDITOR.password,
  });
  stopServer = server.stop;
  const tcpSink = await startServer('bench/upload/tcp-sink-server.ts');
  stopTcpSink = tcpSink.stop;
  const tcpPort = Number(new URL(tcpSink.origin).port);
  const { origin, pid } = server;
  const signIn = authResponseSchema.parse(await json(origin, signInRoute.path, EDITOR));
  const token = signIn.data.access_token;

  let episode = 0;
  const upload = async (size: number) => {
    episode += 1;
    const presign = presignResponseSchema.parse(
      await json(
        origin,
        presignUploadRoute.path,
        {
          fileType: 'video',
          seriesId: 'bench-upload',
          episodeNumber: episode,
          contentType: 'video/mp4',
          fileSize: size,
        },
        token,
      ),
    ).data;
    const before = rssOf(pid);
    const cpuBefore = processCpuSeconds(pid) ?? 0;
    const sampler = sampleRss(pid);
    const seconds = await postForm(origin, presign, files[size]!, size);
    const growth = sampler.stop() - before;
    return { seconds, growth, cpu: (processCpuSeconds(pid) ?? 0) - cpuBefore };
  };

  // the parser, the policy check and the first write's code paths, before anything is measured
  await upload(SMALL);
  const idleRss = rssOf(pid);

  const cpSeconds: number[] = [];
  const durableCpSeconds: number[] = [];
  const tcpSeconds: number[] = [];
  const uploads: Record<number, { seconds: number[]; growth: number[]; cpu: number[] }> = {
    [SMALL]: { seconds: [], growth: [], cpu: [] },
    [LARGE]: { seconds: [], growth: [], cpu: [] },
  };
  // interleaved, so neither side gets the quieter moments of a shared machine
  for (let run = 1; run <= RUNS; run++) {
    cpSeconds.push(await timeCp(files[LARGE]!, path.join(work, 'copy.bin')));
    durableCpSeconds.push(await timeCp(files[LARGE]!, path.join(work, 'copy.bin'), true));
    tcpSeconds.push(await timeTcp(tcpPort, files[LARGE]!, LARGE));
    for (const size of [SMALL, LARGE]) {
      const { seconds, growth, cpu } = await upload(size);
      uploads[size]!.seconds.push(seconds);
      uploads[size]!.growth.push(growth);
      uploads[size]!.cpu.push(cpu);
    }
    log(
      `run ${run}: cp ${cpSeconds.at(-1)!.toFixed(2)} s, upload ${uploads[LARGE]!.seconds.at(-1)!.toFixed(2)} s ` +
        `(200 MB); RSS +${mb(uploads[SMALL]!.growth.at(-1)!)} MB (50 MB), +${mb(uploads[LARGE]!.growth.at(-1)!)} MB (200 MB)`,
    );
  }

  const uploadRate = LARGE / MB / median(uploads[LARGE]!.seconds);
  // the target: the transport alone, and how much HTTP, the form and the disk add to moving the
  // bytes at all
  const tcpRate = LARGE / MB / median(tcpSeconds);
  const tcpRatio = ratioOf(uploadRate, tcpRate);
  rows.push({
    measure: '200 MB upload through the local receiver (median of 3) vs the bare transport',
    figure: round(uploadRate, 1),
    unit: 'MB/s',
    reference: {
      name: 'the same bytes over bare loopback TCP to a process that only counts them',
      value: round(tcpRate, 1),
      unit: 'MB/s',
    },
    ratio: tcpRatio,
    target: `≥ ${MIN_RATIO}×`,
    pass: tcpRatio >= MIN_RATIO,
  });

  // for information: cp between page caches, and cp with the durability the receiver gives (it
  // fsyncs before it answers); no socket transfer reaches the first
  const cpRate = LARGE / MB / median(cpSeconds);
  rows.push({
    measure: 'the same upload vs cp of the same file',
    figure: round(uploadRate, 1),
    unit: 'MB/s',
    reference: { name: 'cp of the same file', value: round(cpRate, 1), unit: 'MB/s' },
    ratio: ratioOf(uploadRate, cpRate),
    target: 'informative (page cache to page cache in the kernel)',
    pass: null,
  });
  const durableCpRate = LARGE / MB / median(durableCpSeconds);
  rows.push({
    measure: 'the same upload vs a durable copy',
    figure: round(uploadRate, 1),
    unit: 'MB/s',
    reference: { name: 'cp, then sync of the copy', value: round(durableCpRate, 1), unit: 'MB/s' },
    ratio: ratioOf(uploadRate, durableCpRate),
    target: 'informative',
    pass: null,
  });
  notes.push(
    `bare loopback TCP against cp: ${ratioOf(tcpRate, cpRate).toFixed(2)}× (the ceiling any ` +
      'socket transfer has against cp on this machine)',
  );

  // the most each size ever added: a peak, not a typical figure
  const smallGrowth = Math.max(...uploads[SMALL]!.growth);
  const largeGrowth = Math.max(...uploads[LARGE]!.growth);
  const allowed = MAX_GROWTH_SHARE * (LARGE - SMALL);
  rows.push({
    measure: 'peak server RSS growth during a 200 MB upload',
    figure: mb(largeGrowth),
    unit: 'MB',
    reference: { name: 'during a 50 MB upload', value: mb(smallGrowth), unit: 'MB' },
    ratio: ratioOf(largeGrowth, smallGrowth),
    target: `flat: ≤ +${mb(allowed)} MB over the 50 MB upload's`,
    pass: largeGrowth - smallGrowth <= allowed,
  });

  notes.push(
    `the app as npm start runs it (PGlite, local storage under ${path.basename(work)}/ in ` +
      `${os.tmpdir()}), one editor signing in and presigning each upload; the form is streamed ` +
      'from disk over loopback HTTP with its Content-Length',
    `the receiver parses the form as it arrives, streams the file to a temporary file, fsyncs ` +
      'it and renames it into place; plain cp neither fsyncs nor parses a form, so the second ' +
      'row compares with cp followed by sync of the copy',
    `server RSS sampled every ${SAMPLE_MS} ms from /proc/<pid>/status; growth = peak during the ` +
      `upload − RSS just before it; idle after warm-up ${mb(idleRss)} MB`,
    `cp runs: ${cpSeconds.map((s) => s.toFixed(2)).join(', ')} s; cp + sync runs: ` +
      `${durableCpSeconds.map((s) => s.toFixed(2)).join(', ')} s; bare TCP runs: ` +
      `${tcpSeconds.map((s) => s.toFixed(2)).join(', ')} s; 200 MB uploads: ` +
      `${uploads[LARGE]!.seconds.map((s) => s.toFixed(2)).join(', ')} s; 50 MB uploads: ` +
      `${uploads[SMALL]!.seconds.map((s) => s.toFixed(2)).join(', ')} s`,
    `RSS growth per run, 50 MB: ${uploads[SMALL]!.growth.map(mb).join(', ')} MB; 200 MB: ` +
      `${uploads[LARGE]!.growth.map(mb).join(', ')} MB`,
    // CPU time moves far less than wall time on a shared machine
    `server CPU per 200 MB upload: ${uploads[LARGE]!.cpu.map((s) => s.toFixed(2)).join(', ')} s ` +
      `(${round(LARGE / MB / median(uploads[LARGE]!.cpu), 0)} MB per CPU second, median)`,
  );
} finally {
  await stopServer?.();
  await stopTcpSink?.();
  await rm(work, { recursive: true, force: true });
}

await reportResult({
  bench: 'upload',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
