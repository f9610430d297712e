import { ErrorCode } from '@app/contract';
import { HttpError, badRequest } from '../../http/http-error';
import { DurableFileSink, type DurableFileSinkOptions } from '../../storage/durable-file-sink';

export type UploadSinkLimits = { minBytes: number; maxBytes: number };

/**
 * Where an uploaded file streams to: a durable new file (DurableFileSink) that counts the bytes
 * and fails the moment the policy's maximum is crossed (413), or at the end when the file is
 * under its minimum (400).
 */
export class UploadFileSink extends DurableFileSink {
  private received = 0;

  constructor(
    path: string,
    private readonly limits: UploadSinkLimits,
    options?: DurableFileSinkOptions,
  ) {
    super(path, options);
  }

  override _write(chunk: Buffer, encoding: BufferEncoding, callback: (error?: Error) => void) {
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
    super._write(chunk, encoding, callback);
  }

  override _final(callback: (error?: Error) => void): void {
    if (this.received < this.limits.minBytes) {
      callback(
        badRequest(`The file is smaller than this upload requires (${this.limits.minBytes} bytes)`),
      );
      return;
    }
    super._final(callback);
  }
}
