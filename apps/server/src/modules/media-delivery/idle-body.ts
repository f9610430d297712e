import type { Readable } from 'node:stream';
import { ErrorCode } from '@app/contract';
import { HttpError } from '../../http/http-error';

const idleError = (idleMs: number) =>
  new HttpError(
    408,
    ErrorCode.BAD_REQUEST,
    `The upload sent nothing for ${Math.round(idleMs / 1000)} s and was stopped`,
  );

/**
 * A request body's chunks, failing with 408 when none arrives for `idleMs`: a client that
 * trickles or stalls cannot hold a socket and a temporary file until the request timeout. The
 * time the caller spends on a chunk does not count.
 */
export async function* idleGuarded(body: Readable, idleMs: number): AsyncGenerator<Buffer> {
  // leaving early must not destroy the request: the answer still goes out on it
  const chunks = body.iterator({ destroyOnReturn: false });
  let reading = false;
  // one timer for the whole body, not one per chunk: it re-arms itself from the time the wait
  // for the current chunk began, and fails only while a read is waiting
  let waitingSince = 0;
  let wake: ((error: Error) => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  const check = () => {
    const left = waitingSince + idleMs - performance.now();
    if (reading && left <= 0) {
      wake?.(idleError(idleMs));
      return;
    }
    timer = setTimeout(check, reading ? Math.max(1, left) : idleMs);
  };
  timer = setTimeout(check, idleMs);
  try {
    for (;;) {
      const idle = new Promise<never>((_resolve, reject) => {
        wake = reject;
      });
      waitingSince = performance.now();
      reading = true;
      const next = await Promise.race([chunks.next(), idle]);
      reading = false;
      if (next.done) return;
      yield next.value as Buffer;
    }
  } finally {
    clearTimeout(timer);
    // a read still waiting would hold return() until the next chunk: the socket's close ends it
    if (!reading) await chunks.return?.();
  }
}
