import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractPoster, posterTime } from './poster';
import { makeClip, makeTempDir } from '../../test/media-fixtures';

describe('posterTime', () => {
  it('takes 5 s, or 1 s before the end of a shorter video, never below 0', () => {
    expect(posterTime(60)).toBe(5);
    expect(posterTime(6)).toBe(5);
    expect(posterTime(4)).toBe(3);
    expect(posterTime(0.5)).toBe(0);
  });
});

describe('extractPoster', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  const file = (name: string) => path.join(temp.dir, name);

  beforeAll(async () => {
    temp = await makeTempDir('poster');
    await Promise.all([
      makeClip(file('vertical.mp4'), { seconds: 3, width: 180, height: 320 }),
      makeClip(file('wide.mp4'), { seconds: 7, width: 320, height: 180, audio: false }),
    ]);
  });
  afterAll(() => temp.remove());

  it('writes a JPEG with the source aspect 1 s before the end of a short video', async () => {
    const output = file('out/vertical.jpg');
    const poster = await extractPoster({ input: file('vertical.mp4'), output });
    expect(poster).toEqual({ atSeconds: 2, width: 180, height: 320 });
    const bytes = await readFile(output);
    expect([...bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 180, height: 320 });
  });

  it('takes the frame at 5 s and scales to a requested width, keeping the aspect', async () => {
    const output = file('wide.jpg');
    const poster = await extractPoster({ input: file('wide.mp4'), output, width: 160 });
    expect(poster).toEqual({ atSeconds: 5, width: 160, height: 90 });
    const meta = await sharp(await readFile(output)).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 160, height: 90 });
  });

  it('falls back to the first frame when asked for a time past the end', async () => {
    const output = file('late.jpg');
    const poster = await extractPoster({ input: file('vertical.mp4'), output, atSeconds: 30 });
    expect(poster.atSeconds).toBe(0);
    expect((await readFile(output)).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });
});
