import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg-binaries';
import { MediaProbeError, probeVideo } from './probe';
import { makeClip, makeRandomFile, makeTempDir } from '../../test/media-fixtures';

describe('probeVideo', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  const file = (name: string) => path.join(temp.dir, name);

  beforeAll(async () => {
    temp = await makeTempDir('probe');
    await Promise.all([
      makeClip(file('vertical.mp4'), { seconds: 3, width: 180, height: 320 }),
      makeClip(file('silent.mp4'), { seconds: 2, width: 320, height: 180, audio: false }),
      // phones store portrait video as landscape pixels plus a 90° display matrix
      makeClip(file('rotated.mp4'), { seconds: 1, width: 320, height: 180, rotate: 90 }),
      makeRandomFile(file('corrupt.mp4')),
      // an HLS playlist posing as a video: ffmpeg would read the listed file into the output
      writeFile(
        file('upload.m3u8'),
        `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${file('vertical.mp4')}\n#EXT-X-ENDLIST\n`,
      ),
      runFfmpeg([
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac'],
        file('audio-only.m4a'),
      ]),
      runFfmpeg([
        ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x64', '-frames:v', '1'],
        file('image.jpg'),
      ]),
    ]);
  });
  afterAll(() => temp.remove());

  it('reads duration, display size, codec and audio of a vertical clip', async () => {
    const probe = await probeVideo(file('vertical.mp4'));
    expect(probe).toMatchObject({ width: 180, height: 320, hasAudio: true, videoCodec: 'h264' });
    expect(probe.durationSeconds).toBeCloseTo(3, 1);
    expect(probe.frameRate).toBeCloseTo(24, 3);
  });

  it('reports a clip without audio', async () => {
    const probe = await probeVideo(file('silent.mp4'));
    expect(probe).toMatchObject({ width: 320, height: 180, hasAudio: false });
  });

  it('swaps width and height for 90° rotation metadata', async () => {
    const probe = await probeVideo(file('rotated.mp4'));
    expect(probe).toMatchObject({ width: 180, height: 320 });
  });

  it('throws MediaProbeError for random bytes named .mp4', async () => {
    const error = await probeVideo(file('corrupt.mp4')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaProbeError);
    expect((error as Error).message).toMatch(/^Not a readable media file/);
    expect((error as Error).message).not.toContain(temp.dir);
  });

  it('throws MediaProbeError for audio-only files and still images', async () => {
    await expect(probeVideo(file('audio-only.m4a'))).rejects.toThrow(/no video stream/);
    await expect(probeVideo(file('image.jpg'))).rejects.toBeInstanceOf(MediaProbeError);
  });

  it('refuses a playlist that points at other files', async () => {
    await expect(probeVideo(file('upload.m3u8'))).rejects.toBeInstanceOf(MediaProbeError);
  });

  it('gives up on a file it cannot read within its time limit, as not a video', async () => {
    // a FIFO nobody writes to: ffprobe waits on it for ever
    const stuck = file('stuck.mp4');
    execFileSync('mkfifo', [stuck]);
    const started = Date.now();
    const error = await probeVideo(stuck, { timeoutMs: 300 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaProbeError);
    expect((error as Error).message).toMatch(/took over/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('refuses a file whose description passes its output bound', async () => {
    const error = await probeVideo(file('vertical.mp4'), { maxOutputBytes: 200 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MediaProbeError);
    expect((error as Error).message).toMatch(/too many streams/);
  });

  it('lets a missing file through as a filesystem error', async () => {
    await expect(probeVideo(file('missing.mp4'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
