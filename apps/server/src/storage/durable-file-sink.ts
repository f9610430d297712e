import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import { Writable } from 'node:stream';
import { ALIGNED_BUFFER_BYTES, returnAlignedBuffer, takeAlignedBuffer } from './aligned-buffers';

/** One buffer filling while the others are written: the socket keeps delivering meanwhile. */
const STAGING_BUFFERS = 3;
/**
 * Bytes written between flushes started in the background: the page cache, or for direct writes
 * the device's cache, is written out while the network still delivers, so the fsync at the end
 * waits only for the last stretch (about 25 ms instead of 100 at the end of a 200 MB upload).
 */
const FLUSH_EVERY_BYTES = 32 * 1024 * 1024;

export type DurableFileSinkOptions = {
  /** Write around the page cache where the filesystem allows it (default: yes). */
  directIo?: boolean;
  /** Where staging buffers come from and go back to (tests hand out misaligned ones). */
  buffers?: { take: () => Buffer; give: (buffer: Buffer) => void };
};

const hasCode = (error: unknown, code: string): boolean =>
  error instanceof Error && (error as NodeJS.ErrnoException).code === code;

/**
 * Streams what is written to it into a new file (`wx`) and fsyncs it before the stream
 * finishes: whatever is renamed into place afterwards is on the disk (uploads and their parts).
 *
 * The bytes are copied into three 4 MB staging buffers, and each full one is written with
 * O_DIRECT where the filesystem has it: an upload is read again once (its check, then the
 * transcode), so it should not push the segments viewers are watching out of the page cache,
 * and filling fresh page-cache pages was most of the upload receiver's CPU (a page fault for
 * each 4 KB on these VMs; docs/decisions.md#performance-targets). The tail, and every write
 * once the filesystem or the memory's alignment refuses direct I/O (EINVAL), goes through the
 * page cache instead. Memory stays three buffers whatever the file's size.
 */
export class DurableFileSink extends Writable {
  /** The file as created (exclusively): the tail, buffered writes and the fsync. */
  private file: fs.FileHandle | undefined;
  /** The same file opened with O_DIRECT, while direct writes work. */
  private direct: fs.FileHandle | undefined;
  private directRefused = false;
  private readonly buffers: NonNullable<DurableFileSinkOptions['buffers']>;
  private readonly idle: Buffer[] = [];
  private owned = 0;
  private current: Buffer | undefined;
  private used = 0;
  /** The file offset of `current`'s first byte. */
  private position = 0;
  /** Writes in flight, oldest first; they never reject (a failure lands in `failure`). */
  private readonly writing: Promise<void>[] = [];
  private failure: Error | undefined;
  private unflushed = 0;
  /** A background fdatasync in flight, if any (its failure is raised by the final fsync). */
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly path: string,
    private readonly options: DurableFileSinkOptions = {},
  ) {
    super({ highWaterMark: ALIGNED_BUFFER_BYTES });
    this.buffers = options.buffers ?? { take: takeAlignedBuffer, give: returnAlignedBuffer };
  }

  /** Bytes written around the page cache so far. */
  directBytes = 0;

  private get usesDirectIo(): boolean {
    return this.direct !== undefined && !this.directRefused;
  }

  override _construct(callback: (error?: Error | null) => void): void {
    this.open().then(() => callback(), callback);
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error) => void) {
    if (this.failure) return callback(this.failure);
    const copied = this.copyIn(chunk, 0);
    if (copied === chunk.length) return callback();
    this.copyRest(chunk, copied).then(() => callback(), callback);
  }

  override _final(callback: (error?: Error) => void): void {
    this.finish().then(() => callback(), callback);
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.settle()
      .then(() => this.closeHandles())
      .then(
        () => callback(error),
        () => callback(error),
      );
  }

  private async open(): Promise<void> {
    this.file = await fs.open(this.path, 'wx');
    if (this.options.directIo === false || constants.O_DIRECT === undefined) return;
    try {
      this.direct = await fs.open(this.path, constants.O_WRONLY | constants.O_DIRECT);
    } catch {
      // a filesystem without direct I/O (tmpfs on older kernels, some network filesystems)
    }
  }

  /** Copies `chunk` from `offset` into staging buffers while one is free: where it stopped. */
  private copyIn(chunk: Buffer, offset: number): number {
    while (offset < chunk.length) {
      this.current ??= this.freeBuffer();
      if (!this.current) break;
      const copied = chunk.copy(this.current, this.used, offset);
      this.used += copied;
      offset += copied;
      if (this.used === this.current.length) this.submit(true);
    }
    return offset;
  }

  /** The rest of a chunk, as the oldest writes hand their buffers back. */
  private async copyRest(chunk: Buffer, offset: number): Promise<void> {
    while (offset < chunk.length) {
      // every buffer not free is being written: one will come back (never wait on nothing)
      if (this.writing.length === 0) throw new Error(`No staging buffer for ${this.path}`);
      await this.writing[0];
      if (this.failure) throw this.failure;
      offset = this.copyIn(chunk, offset);
    }
  }

  private freeBuffer(): Buffer | undefined {
    const buffer = this.idle.pop();
    if (buffer || this.owned === STAGING_BUFFERS) return buffer;
    this.owned += 1;
    return this.buffers.take();
  }

  /** Starts writing the current buffer (`full`: all of it, so it may go direct). */
  private submit(full: boolean): void {
    const buffer = this.current!;
    const length = this.used;
    const at = this.position;
    this.current = undefined;
    this.used = 0;
    this.position += length;
    const write: Promise<void> = this.writeAt(buffer, length, at, full)
      .catch((error: Error) => {
        this.failure ??= error;
      })
      .finally(() => {
        this.writing.splice(this.writing.indexOf(write), 1);
        this.idle.push(buffer);
      });
    this.writing.push(write);
  }

  private async writeAt(buffer: Buffer, length: number, at: number, full: boolean): Promise<void> {
    let written = 0;
    if (full && this.usesDirectIo) {
      try {
        written = (await this.direct!.write(buffer, 0, length, at)).bytesWritten;
        this.directBytes += written;
      } catch (error) {
        if (!hasCode(error, 'EINVAL')) throw error;
        // misaligned memory, or a filesystem that takes the open but not the write
        this.directRefused = true;
      }
    }
    while (written < length) {
      const { bytesWritten } = await this.file!.write(
        buffer,
        written,
        length - written,
        at + written,
      );
      // a regular file takes some bytes or fails: never loop on nothing
      if (bytesWritten === 0) throw new Error(`No progress writing ${this.path}`);
      written += bytesWritten;
    }
    this.flushInBackground(length);
  }

  private flushInBackground(bytes: number): void {
    this.unflushed += bytes;
    if (this.unflushed < FLUSH_EVERY_BYTES || this.flushing) return;
    this.unflushed = 0;
    this.flushing = this.file!.datasync().finally(() => {
      this.flushing = undefined;
    });
    // observed here so a failure is never unhandled; the final fsync reports the disk's state
    this.flushing.catch(() => undefined);
  }

  private async finish(): Promise<void> {
    if (this.used > 0) this.submit(false);
    await this.settle();
    if (this.failure) throw this.failure;
    await this.file!.sync();
    await this.closeHandles();
  }

  /** Waits for every write and flush in flight, then hands the staging buffers back. */
  private async settle(): Promise<void> {
    while (this.writing.length > 0) await this.writing[0];
    await this.flushing?.catch(() => undefined);
    if (this.current) this.idle.push(this.current);
    this.current = undefined;
    for (const buffer of this.idle.splice(0)) this.buffers.give(buffer);
  }

  private async closeHandles(): Promise<void> {
    const { file, direct } = this;
    this.file = undefined;
    this.direct = undefined;
    await direct?.close();
    await file?.close();
  }
}
