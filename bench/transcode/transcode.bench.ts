// `npm run bench -- transcode`: realtime factor of the HLS ladder against a single 360p encode.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateSourceVideo } from '../../apps/server/src/seed/demo-source';
import { mediaBinaries } from '../../apps/server/src/transcoding/ffmpeg-binaries';
import { DEMO_RUNGS, planLadder, type Rendition } from '../../apps/server/src/transcoding/ladder';
import { transcodeToHls } from '../../apps/server/src/transcoding/transcode';
import { childrenCpuSeconds } from '../lib/process-cpu';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';

const SECONDS = 20;
const PRESET = 'veryfast';
const MIN_REALTIME = 1;
const log = progressLog('transcode');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

const work = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-transcode-'));

/** ladderReady false: an upload as most arrive, so that every rung is encoded. */
const makeSource = async (width: number, height: number, ladderReady = false): Promise<string> => {
  const output = path.join(work, `source-${width}x${height}${ladderReady ? '-ready' : ''}.mp4`);
  // mandelbrot: the costliest demo pattern to encode (a zoom defeats motion search)
  await generateSourceVideo({
    output,
    seconds: SECONDS,
    width,
    height,
    pattern: 'mandelbrot',
    title: 'Bench Drama',
    subtitle: 'Episode 1',
    ladderReady,
  });
  return output;
};

/** Media seconds per wall second of transcodeToHls, the whole call as the job runs it. */
const realtimeFactor = async (label: string, input: string, ladder: Rendition[]) => {
  const outputDir = path.join(work, label.replace(/\W+/g, '-'));
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const result = await transcodeToHls({ input, outputDir, ladder, preset: PRESET });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  const media = result.durationSeconds;
  const factor = media / wall;
  let cpu = '';
  if (cpuBefore !== undefined && cpuAfter !== undefined) {
    const seconds = cpuAfter - cpuBefore;
    const cores = os.availableParallelism();
    // the best these cores could do if nothing else ran: a check on a busy machine's wall time
    cpu = `; ffmpeg CPU ${seconds.toFixed(1)} s, so ≤ ${(media / (seconds / cores)).toFixed(2)}× on ${cores} idle cores`;
  }
  const line = `${label}: ${media} s of media in ${wall.toFixed(1)} s → ${factor.toFixed(2)}×${cpu}`;
  log(line);
  notes.push(line);
  await rm(outputDir, { recursive: true, force: true });
  return factor;
};

const rungNames = (ladder: Rendition[]) =>
  ladder.map((r) => `${r.name} ${r.width}x${r.height}`).join(', ');

try {
  const { ffmpeg } = mediaBinaries();
  notes.push(`ffmpeg: ${ffmpeg.path} (${ffmpeg.source}); preset ${PRESET}; ${SECONDS} s sources`);

  log('generating a 540x960 source…');
  const demoSize = await makeSource(540, 960);
  const reference = planLadder({ width: 540, height: 960 }, { rungs: [360] });
  // the target's 3 rungs: 360/540/720 from the 540x960 demo frame, so the top rung is upscaled
  // (planLadder never upscales: it would plan only 360/540 for this source)
  const ladder = planLadder({ width: 720, height: 1280 }, { rungs: DEMO_RUNGS });
  const referenceFactor = await realtimeFactor('360p only, 540x960 source', demoSize, reference);
  const ladderFactor = await realtimeFactor('3 rungs, 540x960 source', demoSize, ladder);
  rows.push({
    measure: `3-rung ladder (${ladder.map((r) => r.name).join('/')}) of a 540x960 source`,
    figure: round(ladderFactor),
    unit: '× realtime',
    reference: { name: '360p-only encode', value: round(referenceFactor), unit: '× realtime' },
    ratio: round(ratioOf(ladderFactor, referenceFactor)),
    target: `≥ ${MIN_REALTIME}× realtime`,
    pass: ladderFactor >= MIN_REALTIME,
  });
  notes.push(`540x960 ladder: ${rungNames(ladder)}; reference: ${rungNames(reference)}`);

  log('generating a 720x1280 source…');
  const hd = await makeSource(720, 1280);
  const hdLadder = planLadder({ width: 720, height: 1280 }, { rungs: DEMO_RUNGS });
  const hdReference = planLadder({ width: 720, height: 1280 }, { rungs: [360] });
  const hdReferenceFactor = await realtimeFactor('360p only, 720x1280 source', hd, hdReference);
  const hdFactor = await realtimeFactor('3 rungs, 720x1280 source', hd, hdLadder);
  rows.push({
    measure: `3-rung ladder (${hdLadder.map((r) => r.name).join('/')}) of a 720x1280 source`,
    figure: round(hdFactor),
    unit: '× realtime',
    reference: { name: '360p-only encode', value: round(hdReferenceFactor), unit: '× realtime' },
    ratio: round(ratioOf(hdFactor, hdReferenceFactor)),
    target: `≥ ${MIN_REALTIME}× realtime`,
    pass: hdFactor >= MIN_REALTIME,
  });
  notes.push(
    '720x1280: what planLadder gives a source that really has a 720 short side (no upscaling)',
  );

  // the demo catalogue's own ladder (360p/540p of a 540x960 source): a ladder-ready source's
  // 540p rung is its video as it is (docs/decisions.md#transcoding-passthrough)
  log('generating a ladder-ready 540x960 source…');
  const ready = await makeSource(540, 960, true);
  const demoLadder = planLadder({ width: 540, height: 960 }, { rungs: DEMO_RUNGS });
  const encodedFactor = await realtimeFactor(
    'demo ladder, every rung encoded',
    demoSize,
    demoLadder,
  );
  const copiedFactor = await realtimeFactor('demo ladder, ladder-ready source', ready, demoLadder);
  rows.push({
    measure: `demo ladder (${demoLadder.map((r) => r.name).join('/')}) of a ladder-ready 540x960 source, 540p passed through`,
    figure: round(copiedFactor),
    unit: '× realtime',
    reference: { name: 'every rung encoded', value: round(encodedFactor), unit: '× realtime' },
    ratio: round(ratioOf(copiedFactor, encodedFactor)),
    target: 'information',
    pass: null,
  });
} finally {
  await rm(work, { recursive: true, force: true });
}

await reportResult({
  bench: 'transcode',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
