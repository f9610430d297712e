import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ALIGNED_BUFFER_BYTES } from './aligned-buffers';
import { DurableFileSink } from './durable-file-sink';

const MB = 1024 * 1024;

/** Whether `dir`'s filesystem opens files for direct I/O (tmpfs on older kernels does not). */
const opensDirect = async (dir: string): Promise<boolean> => {
  const file = path.join(dir, 'direct-probe');
  await fs.writeFile(file, '');
  try {
    await (await fs.open(file, constants.O_WRONLY | constants.O_DIRECT)).close();
    return true;
  } catch {
    return false;
  } finally {
    await fs.rm(file);
  }
};

/** Staging buffers that count what was taken and given back; `misaligned` ones refuse O_DIRECT. */
const countingBuffers = (misaligned = false) => {
  const counts = { taken: 0, given: 0 };
  return {
    counts,
    take: () => {
      counts.taken += 1;
      // 8 bytes into a fresh allocation: never on a 512-byte boundary
      return misaligned
        ? Buffer.allocUnsafeSlow(ALIGNED_BUFFER_BYTES + 8).subarray(8)
        : Buffer.alloc(ALIGNED_BUFFER_BYTES);
    },
    give: () => {
      counts.given += 1;
    },
  };
};

describe('DurableFileSink', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'durable-sink-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  /** `body` in chunks of the given sizes, as a parser would hand them over. */
  const chunked = (body: Buffer, sizes: number[]) => {
    const chunks: Buffer[] = [];
    let offset = 0;
    for (let i = 0; offset < body.length; i++) {
      const size = sizes[i % sizes.length]!;
      chunks.push(body.subarray(offset, offset + size));
      offset += size;
    }
    return Readable.from(chunks);
  };

  it('writes every byte in order across batches of large and tiny chunks', async () => {
    // more than two 4 MB batches
    const body = randomBytes(9 * 1024 * 1024 + 12_345);
    const file = path.join(dir, 'a.part');
    await pipeline(chunked(body, [65_536, 1, 700, 65_536, 3]), new DurableFileSink(file));
    expect((await fs.readFile(file)).equals(body)).toBe(true);
  });

  it('writes many small chunks in order', async () => {
    const body = randomBytes(100 * 1000 + 7);
    const file = path.join(dir, 'small-chunks.part');
    await pipeline(chunked(body, [100]), new DurableFileSink(file));
    expect((await fs.readFile(file)).equals(body)).toBe(true);
  });

  it('writes whole buffers around the page cache where the filesystem allows it', async () => {
    const body = randomBytes(2 * ALIGNED_BUFFER_BYTES + 5_000);
    const file = path.join(dir, 'direct.part');
    const sink = new DurableFileSink(file);
    await pipeline(chunked(body, [65_536, 999]), sink);
    expect((await fs.readFile(file)).equals(body)).toBe(true);
    // the tail (5,000 bytes) is never a whole buffer: it goes through the page cache
    expect(sink.directBytes).toBe((await opensDirect(dir)) ? 2 * ALIGNED_BUFFER_BYTES : 0);
  });

  it('falls back to the page cache when the memory is not aligned, and loses nothing', async () => {
    const body = randomBytes(3 * ALIGNED_BUFFER_BYTES);
    const file = path.join(dir, 'misaligned.part');
    const buffers = countingBuffers(true);
    const sink = new DurableFileSink(file, { buffers });
    await pipeline(chunked(body, [65_536]), sink);
    expect((await fs.readFile(file)).equals(body)).toBe(true);
    expect(sink.directBytes).toBe(0);
    expect(buffers.counts).toEqual({ taken: 3, given: 3 });
  });

  it('writes through the page cache when told to, whole buffers and empty files alike', async () => {
    const body = randomBytes(2 * ALIGNED_BUFFER_BYTES);
    const file = path.join(dir, 'buffered.part');
    const sink = new DurableFileSink(file, { directIo: false });
    await pipeline(chunked(body, [MB]), sink);
    expect((await fs.readFile(file)).equals(body)).toBe(true);
    expect(sink.directBytes).toBe(0);

    const empty = path.join(dir, 'empty.part');
    await pipeline(Readable.from([]), new DurableFileSink(empty));
    expect((await fs.stat(empty)).size).toBe(0);
  });

  it('gives its staging buffers back when the body fails midway', async () => {
    const buffers = countingBuffers();
    const sink = new DurableFileSink(path.join(dir, 'cut.part'), { buffers });
    // more than one buffer: one is being written when the body fails
    await new Promise<void>((resolve, reject) =>
      sink.write(randomBytes(ALIGNED_BUFFER_BYTES + 100_000), (error) =>
        error ? reject(error) : resolve(),
      ),
    );
    sink.destroy(new Error('the client went away'));
    await expect(finished(sink)).rejects.toThrow('the client went away');
    expect(buffers.counts).toEqual({ taken: 2, given: 2 });
  });

  it('never overwrites an existing file', async () => {
    const file = path.join(dir, 'taken.part');
    await fs.writeFile(file, 'first');
    await expect(
      pipeline(chunked(Buffer.from('second'), [6]), new DurableFileSink(file)),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await fs.readFile(file, 'utf8')).toBe('first');
  });
});
