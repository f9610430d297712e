import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../../http/http-error';
import { UploadFileSink } from './upload-file-sink';

describe('UploadFileSink', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-sink-'));
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
    await pipeline(
      chunked(body, [65_536, 1, 700, 65_536, 3]),
      new UploadFileSink(file, { minBytes: 0, maxBytes: body.length }),
    );
    expect((await fs.readFile(file)).equals(body)).toBe(true);
  });

  it('writes many small chunks in batches of at most 256 a writev, in order', async () => {
    const body = randomBytes(100 * 1000 + 7);
    const file = path.join(dir, 'small-chunks.part');
    await pipeline(
      chunked(body, [100]),
      new UploadFileSink(file, { minBytes: 0, maxBytes: body.length }),
    );
    expect((await fs.readFile(file)).equals(body)).toBe(true);
  });

  it('fails with 413 once the maximum is crossed', async () => {
    const file = path.join(dir, 'big.part');
    const error = await pipeline(
      chunked(randomBytes(200_000), [65_536]),
      new UploadFileSink(file, { minBytes: 0, maxBytes: 100_000 }),
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(413);
  });

  it('fails with 400 under the minimum', async () => {
    const error = await pipeline(
      chunked(randomBytes(10), [10]),
      new UploadFileSink(path.join(dir, 'small.part'), { minBytes: 11, maxBytes: 100 }),
    ).catch((caught: unknown) => caught);
    expect((error as HttpError).statusCode).toBe(400);
  });

  it('never overwrites an existing file', async () => {
    const file = path.join(dir, 'taken.part');
    await fs.writeFile(file, 'first');
    await expect(
      pipeline(
        chunked(Buffer.from('second'), [6]),
        new UploadFileSink(file, { minBytes: 0, maxBytes: 10 }),
      ),
    ).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await fs.readFile(file, 'utf8')).toBe('first');
  });
});
