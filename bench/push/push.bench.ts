// `npm run bench -- push`: a new episode published to a series with 10,000 followers, each with a
// push subscription, against one with none: the publish answer must not grow with the followers
// (the fan-out and the pushes run in the job queue), and every device's push reaches a push
// service on loopback within a bound (docs/product/notifications.md#web-push).
import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import {
  addStudioEpisodesRoute,
  authResponseSchema,
  buildPath,
  presignResponseSchema,
  presignUploadRoute,
  signInRoute,
} from '@app/contract';
import { runFfmpeg } from '../../apps/server/src/transcoding/ffmpeg-binaries';
import { generateVapidKeys } from '../../apps/server/src/secrets';
import { startServer } from '../lib/server-process';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';

const FOLLOWERS = 10_000;
const ROUNDS = 3;
const MAX_PUBLISH_RATIO = 1.5;
const DELIVERY_BOUND_S = 60;
const editor = { username: 'bench-editor', password: 'bench-editor-password' };

const log = progressLog('push');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

/** The loopback push service: answers 201 to every push, and notes when the n-th arrived. */
const pushService = async () => {
  let received = 0;
  const waiters: { count: number; resolve: (at: number) => void }[] = [];
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(201).end();
      for (const waiter of waiters.filter((w) => received >= w.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(performance.now());
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: () => received,
    /** When the push service has taken `count` pushes in all (performance.now()). */
    reached: (count: number) =>
      new Promise<number>((resolve) =>
        received >= count ? resolve(performance.now()) : waiters.push({ count, resolve }),
      ),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/**
 * The reference: the same number of pushes sent by a bare loop of web-push's encryption and
 * VAPID header over kept-alive connections, 32 at a time, as the app sends them: what the
 * delivery would cost without the queue, the database and the app around it.
 */
const bareLoop = async (origin: string, count: number): Promise<number> => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = {
    p256dh: ecdh.getPublicKey('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
  const vapid = generateVapidKeys();
  const { Authorization } = webpush.getVapidHeaders(
    origin,
    'mailto:bench@example.com',
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const payload = JSON.stringify({
    id: '1',
    title: 'Followed: episode 9 is out',
    body: 'Episode 9',
    url: '/play?id=bench-followed&episode=9',
  });
  let next = 0;
  const started = performance.now();
  const lane = async () => {
    while (next++ < count) {
      const details = webpush.generateRequestDetails(
        { endpoint: `${origin}/bare/${next}`, keys },
        payload,
        { TTL: 60, headers: { Authorization } },
      );
      await new Promise<void>((resolve, reject) => {
        const url = new URL(details.endpoint);
        const request = http.request(
          {
            hostname: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            headers: details.headers,
            agent,
          },
          (response) => response.resume().once('end', resolve),
        );
        request.once('error', reject);
        request.end(details.body);
      });
    }
  };
  await Promise.all(Array.from({ length: 32 }, lane));
  agent.destroy();
  return performance.now() - started;
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const service = await pushService();
const scratch = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-push-clip-'));
log(`starting the app with ${FOLLOWERS.toLocaleString('en')} followers and their devices…`);
const app = await startServer('bench/push/push-server.ts', {
  BENCH_PUSH_ORIGIN: service.origin,
  BENCH_FOLLOWERS: String(FOLLOWERS),
  BENCH_EDITOR_USERNAME: editor.username,
  BENCH_EDITOR_PASSWORD: editor.password,
});
try {
  notes.push(
    `${FOLLOWERS.toLocaleString('en')} followers with a device each, loaded in ` +
      `${Number(app.info.loadSeconds).toFixed(1)} s (PGlite)`,
  );
  const clipFile = path.join(scratch, 'clip.mp4');
  await runFfmpeg([
    ...['-loglevel', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=160x288:rate=24'],
    ...['-t', '1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clipFile],
  ]);
  const clip = await readFile(clipFile);
  const signIn = await fetch(`${app.origin}${signInRoute.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  const token = authResponseSchema.parse(await signIn.json()).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const next: Record<string, number> = { 'bench-followed': 1, 'bench-quiet': 1 };

  /** Uploads an episode's video, then publishes it: the publish call's answer time in ms. */
  const publish = async (seriesId: string): Promise<number> => {
    const episodeNumber = next[seriesId]!++;
    const presign = await fetch(`${app.origin}${presignUploadRoute.path}`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        fileType: 'video',
        seriesId,
        episodeNumber,
        contentType: 'video/mp4',
      }),
    });
    const { data } = presignResponseSchema.parse(await presign.json());
    const form = new FormData();
    for (const [name, value] of Object.entries(data.fields)) form.append(name, value);
    form.append('file', new Blob([clip], { type: 'video/mp4' }), 'clip.mp4');
    const uploaded = await fetch(new URL(data.uploadUrl, app.origin), {
      method: 'POST',
      body: form,
    });
    if (uploaded.status >= 300) throw new Error(`upload answered ${uploaded.status}`);
    const started = performance.now();
    const answer = await fetch(
      `${app.origin}${buildPath(addStudioEpisodesRoute.path, { id: seriesId })}`,
      {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          episodes: [{ episodeNumber, title: `Episode ${episodeNumber}`, videoUrl: data.s3Key }],
        }),
      },
    );
    const ms = performance.now() - started;
    if (answer.status !== 200)
      throw new Error(`publish answered ${answer.status}: ${await answer.text()}`);
    return ms;
  };

  await publish('bench-quiet'); // warm-up
  const quiet: number[] = [];
  const followed: number[] = [];
  const delivered: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    quiet.push(await publish('bench-quiet'));
    const before = service.received();
    const started = performance.now();
    const answerMs = await publish('bench-followed');
    followed.push(answerMs);
    const allThere = await service.reached(before + FOLLOWERS);
    delivered.push(allThere - started);
    log(
      `round ${r + 1}: publish ${answerMs.toFixed(0)} ms (0 followers: ${quiet.at(-1)!.toFixed(0)} ms), ` +
        `${FOLLOWERS.toLocaleString('en')} pushes in ${((allThere - started) / 1000).toFixed(1)} s`,
    );
  }
  const bare = await bareLoop(service.origin, FOLLOWERS);
  log(
    `bare web-push loop: ${FOLLOWERS.toLocaleString('en')} pushes in ${(bare / 1000).toFixed(1)} s`,
  );

  const publishRatio = ratioOf(median(followed), median(quiet));
  rows.push({
    measure: `publish answer, ${FOLLOWERS.toLocaleString('en')} followers`,
    figure: round(median(followed), 1),
    unit: 'ms',
    reference: { name: 'same publish, 0 followers', value: round(median(quiet), 1), unit: 'ms' },
    ratio: round(publishRatio),
    target: `≤ ${MAX_PUBLISH_RATIO}×`,
    pass: publishRatio <= MAX_PUBLISH_RATIO,
  });
  const deliveryS = median(delivered) / 1000;
  rows.push({
    measure: `all ${FOLLOWERS.toLocaleString('en')} pushes at the push service`,
    figure: round(deliveryS, 2),
    unit: 's',
    reference: { name: 'bare web-push loop', value: round(bare / 1000, 2), unit: 's' },
    ratio: round(ratioOf(deliveryS * 1000, bare)),
    target: `≤ ${DELIVERY_BOUND_S} s`,
    pass: deliveryS <= DELIVERY_BOUND_S,
  });
  notes.push(
    `Medians of ${ROUNDS} rounds; each publishes one episode (uploaded first, ffprobe-checked) to the ` +
      'series without followers, then to the followed one, through POST /api/studio/series/{id}/episodes. ' +
      'Delivery: from the publish request to the 10,000th push received (the fan-out job, then ' +
      '20 push.deliver jobs of 500, one worker). The transcode jobs the publishes queue are not run.',
  );
} finally {
  await app.stop();
  await service.close();
  await rm(scratch, { recursive: true, force: true });
}

await reportResult({
  bench: 'push',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
