import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { ErrorCode } from '@app/contract';
import { HttpError, badRequest } from '../../http/http-error';

/**
 * Bytes gathered before one write: the socket hands the parser 64 KB at a time. Four megabytes,
 * not one: a quarter of the round trips to libuv's thread pool, and while one batch is written
 * the next four megabytes can arrive before the socket is paused (less server CPU and a better
 * ratio to bare TCP in interleaved runs, docs/decisions.md#performance-targets).
 */
const BATCH_BYTES = 4 * 1024 * 1024;
// well under IOV_MAX (1024), however small the chunks the parser emits
const BATCH_CHUNKS = 256;
/**
 * Bytes written between flushes started in the background: the disk writes back while the
 * network still delivers, and the fsync at the end only waits for the last stretch.
 */
const FLUSH_EVERY_BYTES = 32 * 1024 * 1024;

export type UploadSinkLimits = { minBytes: number; maxBytes: number };

/** `chunks` without their first `count` bytes (what a short writev left to write). */
const dropBytes = (chunks: Buffer[], count: number): Buffer[] => {
  const rest: Buffer[] = [];
  let skip = count;
  for (const chunk of chunks) {
    if (skip >= chunk.length) {
      skip -= chunk.length;
      continue;
    }
    rest.push(skip > 0 ? chunk.subarray(skip) : chunk);
    skip = 0;
  }
  return rest;
};

/**
 * Where an uploaded file streams to: a new file (`wx`), written 4 MB at a time with one
 * writev and fsynced before the stream finishes, so only a durable file is moved into place.
 * Counts the bytes and fails the moment the policy's maximum is crossed (413), or at the end
 * when the file is under its minimum (400). Holds at most two batches in memory (one being
 * written, one arriving), whatever the file's size. One write per 64 KB chunk (fs.WriteStream)
 * cost the receiver twice the CPU: each write is a round trip to libuv's thread pool
 * (docs/decisions.md#performance-targets).
 */
export class UploadFileSink extends Writable {
  private handle: fs.FileHandle | undefined;
  private batch: Buffer[] = [];
  private batchBytes = 0;
  private received = 0;
  private unflushed = 0;
  /** A background fdatasync in flight, if any (its failure is raised by the final fsync). */
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    private readonly limits: UploadSinkLimits,
  ) {
    super({ highWaterMark: BATCH_BYTES });
  }

  override _construct(callback: (error?: Error | null) => void): void {
    fs.open(this.path, 'wx').then(
      (handle) => {
        this.handle = handle;
        callback();
      },
      (error: Error) => callback(error),
    );
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error) => void) {
    this.received += chunk.length;
    if (this.received > this.limits.maxBytes) {
      callback(
        new HttpError(
          413,
          ErrorCode.PAYLOAD_TOO_LARGE,
          `The file is larger than this upload allows (${this.limits.maxBytes} bytes)`,
        ),
      );
      return;
    }
    this.batch.push(chunk);
    this.batchBytes += chunk.length;
    if (this.batchBytes < BATCH_BYTES && this.batch.length < BATCH_CHUNKS) {
      callback();
      return;
    }
    this.writeBatch().then(() => callback(), callback);
  }

  override _final(callback: (error?: Error) => void): void {
    if (this.received < this.limits.minBytes) {
      callback(
        badRequest(`The file is smaller than this upload requires (${this.limits.minBytes} bytes)`),
      );
      return;
    }
    this.writeBatch()
      .then(() => this.settleFlush())
      .then(() => this.handle!.sync())
      .then(() => this.closeHandle())
      .then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.settleFlush()
      .catch(() => undefined)
      .then(() => this.closeHandle())
      .then(
        () => callback(error),
        () => callback(error),
      );
  }

  private async writeBatch(): Promise<void> {
    let pending = this.batch;
    this.batch = [];
    this.batchBytes = 0;
    while (pending.length > 0) {
      const { bytesWritten } = await this.handle!.writev(pending);
      // a regular file takes some bytes or fails: never loop on nothing
      if (bytesWritten === 0) throw new Error(`No progress writing ${this.path}`);
      pending = dropBytes(pending, bytesWritten);
      this.unflushed += bytesWritten;
    }
    if (this.unflushed >= FLUSH_EVERY_BYTES && !this.flushing) {
      this.unflushed = 0;
      const handle = this.handle!;
      this.flushing = handle.datasync().finally(() => {
        this.flushing = undefined;
      });
      // observed here so a failure is never unhandled; the final fsync reports the disk's state
      this.flushing.catch(() => undefined);
    }
  }

  private async settleFlush(): Promise<void> {
    await this.flushing?.catch(() => undefined);
  }

  private async closeHandle(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }
}
