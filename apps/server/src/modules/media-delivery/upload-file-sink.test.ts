import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { ALIGNED_BUFFER_BYTES } from '../../storage/aligned-buffers';
import { UploadFileSink } from './upload-file-sink';

// the file itself (direct I/O, order, fsync, no overwrite): storage/durable-file-sink.test.ts
describe('UploadFileSink', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-sink-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  /** `body` in chunks of `size`, as the form parser would hand them over. */
  const chunked = (body: Buffer, size: number) => {
    const chunks: Buffer[] = [];
    for (let offset = 0; offset < body.length; offset += size) {
      chunks.push(body.subarray(offset, offset + size));
    }
    return Readable.from(chunks);
  };

  it('stores a file within its limits whole', async () => {
    const body = randomBytes(ALIGNED_BUFFER_BYTES + 12_345);
    const file = path.join(dir, 'a.part');
    await pipeline(
      chunked(body, 65_536),
      new UploadFileSink(file, { minBytes: body.length, maxBytes: body.length }),
    );
    expect((await fs.readFile(file)).equals(body)).toBe(true);
  });

  it('fails with 413 once the maximum is crossed, and hands its buffers back', async () => {
    const counts = { taken: 0, given: 0 };
    const buffers = {
      take: () => {
        counts.taken += 1;
        return Buffer.alloc(ALIGNED_BUFFER_BYTES);
      },
      give: () => {
        counts.given += 1;
      },
    };
    const error = await pipeline(
      chunked(randomBytes(ALIGNED_BUFFER_BYTES + 200_000), 65_536),
      new UploadFileSink(
        path.join(dir, 'big.part'),
        { minBytes: 0, maxBytes: ALIGNED_BUFFER_BYTES + 100_000 },
        { buffers },
      ),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
    expect(counts.taken).toBeGreaterThan(0);
    expect(counts.given).toBe(counts.taken);
  });

  it('fails with 400 under the minimum', async () => {
    const error = await pipeline(
      chunked(randomBytes(10), 10),
      new UploadFileSink(path.join(dir, 'small.part'), { minBytes: 11, maxBytes: 100 }),
    ).catch((caught: unknown) => caught);
    expect((error as HttpError).statusCode).toBe(400);
  });
});
