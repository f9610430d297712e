import { chmod, mkdir, open, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSourceVideo } from '../../apps/server/src/seed/demo-source';
import { planLadder } from '../../apps/server/src/transcoding/ladder';
import { transcodeToHls } from '../../apps/server/src/transcoding/transcode';

// the segment size the target names (docs/decisions.md#performance-targets): ~194 KB
// the segment size the target names (docs/decisions.md#performance-targets)
const SEGMENT_BYTES = 194 * 1024;
const SMALL_FILE_BYTES = 16 * 1024;

export type HlsFixture = {
  /** The folder both servers serve as /media/. */
  root: string;
  /** The rendition the segments were cut from. */
  rendition: string;
  segmentKeys: string[];
  meanSegmentBytes: number;
  smallKey: string;
};

/** The first `bytes` of `from`, written to `to`. */
const cut = async (from: string, to: string, bytes: number): Promise<void> => {
  const handle = await open(from, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(bytes), 0, bytes, 0);
    if (bytesRead !== bytes) throw new Error(`${from} holds fewer than ${bytes} bytes`);
    await mkdir(path.dirname(to), { recursive: true });
    await writeFile(to, buffer);
  } finally {
    await handle.close();
  }
};

/**
 * A real HLS ladder (generated source → transcodeToHls); its top rung's segments (~380 KB here)
 * cut to 194 KB each, as segments of an episode of their own, and a 16 KB file cut from one. The
 * bytes are real MPEG-TS; the size is the target's, whatever the encoder made.
 */
export const createHlsFixture = async (root: string): Promise<HlsFixture> => {
  const source = path.join(root, 'source.mp4');
  // mandelbrot: the busiest demo pattern, so the top rung's segments are larger than 194 KB
  await generateSourceVideo({
    output: source,
    seconds: 12,
    width: 540,
    height: 960,
    pattern: 'mandelbrot',
    title: 'Bench Drama',
    subtitle: 'Episode 1',
  });
  const videoKey = 'videos/bench-1/1';
  const result = await transcodeToHls({
    input: source,
    outputDir: path.join(root, ...videoKey.split('/')),
    ladder: planLadder({ width: 540, height: 960 }),
  });
  const top = [...result.renditions].sort((a, b) => b.height - a.height)[0];
  if (!top) throw new Error('The transcode produced no rendition');
  const dir = path.join(root, ...videoKey.split('/'), top.name);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.ts')).sort();
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(path.join(dir, name))).size),
  );
  const cuttable = names.filter((_, i) => sizes[i]! >= SEGMENT_BYTES);
  if (cuttable.length === 0) throw new Error(`No ${top.name} segment holds ${SEGMENT_BYTES} bytes`);

  const segmentKeys = cuttable.map((name) => `videos/bench-3/1/${top.name}/${name}`);
  for (const [i, name] of cuttable.entries()) {
    await cut(path.join(dir, name), path.join(root, ...segmentKeys[i]!.split('/')), SEGMENT_BYTES);
  }
  const smallKey = 'videos/bench-2/1/360p/seg_00000.ts';
  await cut(
    path.join(dir, cuttable[0]!),
    path.join(root, ...smallKey.split('/')),
    SMALL_FILE_BYTES,
  );
  await makeWorldReadable(root);
  return { root, smallKey, rendition: top.name, segmentKeys, meanSegmentBytes: SEGMENT_BYTES };
};

/** nginx workers drop to an unprivileged user; a mkdtemp folder is private to its owner. */
const makeWorldReadable = async (dir: string): Promise<void> => {
  await chmod(dir, 0o755);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const entryPath = path.join(dir, entry.name);
    if (entry.isDirectory()) await makeWorldReadable(entryPath);
    else await chmod(entryPath, 0o644);
  }
};
