import { chmod, mkdir, open, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateSourceVideo } from '../../apps/server/src/seed/demo-source';
import { planLadder } from '../../apps/server/src/transcoding/ladder';
import { transcodeToHls } from '../../apps/server/src/transcoding/transcode';

const TARGET_SEGMENT_BYTES = 300 * 1024;
const SMALL_FILE_BYTES = 16 * 1024;

export type HlsFixture = {
  /** The folder both servers serve as /media/. */
  root: string;
  rendition: string;
  segmentKeys: string[];
  meanSegmentBytes: number;
  smallKey: string;
};

/**
 * A real HLS ladder (generated source → transcodeToHls), of which the rendition whose segments
 * average closest to 300 KB is served; plus a 16 KB file cut from a segment.
 */
export const createHlsFixture = async (root: string): Promise<HlsFixture> => {
  const source = path.join(root, 'source.mp4');
  // mandelbrot: the busiest demo pattern, so the 540p segments come out near 300 KB
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

  let best: Omit<HlsFixture, 'root' | 'smallKey'> | undefined;
  for (const rendition of result.renditions) {
    const dir = path.join(root, ...videoKey.split('/'), rendition.name);
    const names = (await readdir(dir)).filter((name) => name.endsWith('.ts')).sort();
    const sizes = await Promise.all(
      names.map(async (name) => (await stat(path.join(dir, name))).size),
    );
    const mean = sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length);
    if (
      !best ||
      Math.abs(mean - TARGET_SEGMENT_BYTES) < Math.abs(best.meanSegmentBytes - TARGET_SEGMENT_BYTES)
    ) {
      best = {
        rendition: rendition.name,
        segmentKeys: names.map((name) => `${videoKey}/${rendition.name}/${name}`),
        meanSegmentBytes: mean,
      };
    }
  }
  if (!best || best.segmentKeys.length === 0) throw new Error('The transcode produced no segments');

  const smallKey = 'videos/bench-2/1/360p/seg_00000.ts';
  const handle = await open(path.join(root, ...best.segmentKeys[0]!.split('/')), 'r');
  try {
    const { buffer } = await handle.read(Buffer.alloc(SMALL_FILE_BYTES), 0, SMALL_FILE_BYTES, 0);
    await mkdir(path.dirname(path.join(root, smallKey)), { recursive: true });
    await writeFile(path.join(root, ...smallKey.split('/')), buffer);
  } finally {
    await handle.close();
  }
  await makeWorldReadable(root);
  return { root, smallKey, ...best };
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
