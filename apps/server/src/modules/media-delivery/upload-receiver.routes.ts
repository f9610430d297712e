import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, storageUploadRoute, UPLOADS } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { HttpError, badRequest, conflict, forbidden } from '../../http/http-error';
import { SERVER_TIMEOUTS } from '../../http/server-timeouts';
import type { App } from '../../http/typed-app';
import { StorageObjectExistsError } from '../../storage/object-exists-error';
import { assertSafeKey } from '../../storage/storage-keys';
import type { Storage } from '../../storage/storage';
import {
  SIGNATURE_FIELD,
  UploadPolicyError,
  verifyUploadPolicy,
  type UploadGrant,
} from '../../storage/upload-policy';
import { FormParseError, FormParser, formBoundary } from './form-parser';
import { idleGuarded } from './idle-body';
import { hasStatus, isSystemError, toHttpError } from '../../http/storage-errors';
import { UploadFileSink } from './upload-file-sink';

/** Stops a sink and waits until its file is closed (it may still be opening). */
const discard = async (sink: UploadFileSink | undefined): Promise<void> => {
  if (!sink) return;
  sink.destroy();
  await finished(sink).catch(() => undefined);
};

/** Resolves when `sink` wants more or has failed (the caller reads `sink.errored`). */
const drainedOrFailed = (sink: UploadFileSink): Promise<void> =>
  new Promise((resolve) => {
    if (sink.errored || sink.destroyed) return resolve();
    const done = () => {
      sink.off('drain', done);
      sink.off('close', done);
      resolve();
    };
    sink.on('drain', done);
    sink.on('close', done);
  });

export type UploadReceiverRoutesOptions = {
  storage: Storage;
  /** The secret LocalStorage signs its policies with. */
  uploadSecret: string;
  /** A ceiling above any policy's maximum. */
  maxUploadBytes?: number;
  /** How long the body may pause (SERVER_TIMEOUTS.uploadIdleMs unless a test says). */
  bodyIdleMs?: number;
  now?: () => Date;
};

// the S3 form has four fields (key, Content-Type, policy, signature); leave room, not a flood
const MAX_FIELDS = 16;
const MAX_FIELD_BYTES = 16 * 1024;

/**
 * The local driver's stand-in for S3's POST Object: the browser posts the presigned form here
 * exactly as it would to a bucket. Fields come first, then the file, which streams to a temporary
 * file (never into memory) and is moved into place only when every condition holds and nothing
 * is at its key yet: a form is used once (409 after), so no later post changes a file a publish
 * checked (docs/decisions.md#uploads-and-media). A body that pauses for `bodyIdleMs` is cut off.
 */
export const uploadReceiverRoutes = async (app: App, options: UploadReceiverRoutesOptions) => {
  const { storage, uploadSecret } = options;
  const now = options.now ?? (() => new Date());
  const bodyIdleMs = options.bodyIdleMs ?? SERVER_TIMEOUTS.uploadIdleMs;
  const ceiling = options.maxUploadBytes ?? Math.max(UPLOADS.videoMaxBytes, UPLOADS.imageMaxBytes);
  // the handler reads the form from the socket itself (form-parser.ts)
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // the local driver writes to its own filesystem and renames, instead of copying the upload
  const adoptFile = storage.adoptFile?.bind(storage);
  const tempPath = async (): Promise<string> =>
    storage.createTempPath && adoptFile
      ? storage.createTempPath()
      : path.join(os.tmpdir(), `upload-${randomUUID()}.part`);

  const checkPolicy = (fields: Map<string, string>): UploadGrant => {
    let grant: UploadGrant;
    try {
      grant = verifyUploadPolicy(
        fields.get('policy'),
        fields.get(SIGNATURE_FIELD),
        uploadSecret,
        now(),
      );
    } catch (error) {
      if (error instanceof UploadPolicyError) throw forbidden(error.message);
      throw error;
    }
    // S3 answers a failed condition with 403 "Invalid according to Policy"
    if (fields.get('key') !== grant.key) {
      throw forbidden('Invalid according to policy: the key does not match');
    }
    if (fields.get('content-type') !== grant.contentType) {
      throw forbidden('Invalid according to policy: the Content-Type does not match');
    }
    assertSafeKey(grant.key);
    return grant;
  };

  /**
   * Reads the form from the socket: fields, then the file, which streams to a temporary file
   * (never into memory) while the next bytes arrive. Resolves with the temporary file, complete
   * and fsynced, and the grant it was checked against.
   */
  const receiveForm = async (
    request: FastifyRequest,
    boundary: string,
    temp: string,
  ): Promise<UploadGrant> => {
    const fields = new Map<string, string>();
    let grant: UploadGrant | undefined;
    let sink: UploadFileSink | undefined;
    let fileEnded = false;
    let received = 0;
    const pending: Buffer[] = [];
    const parser = new FormParser(
      boundary,
      { fields: MAX_FIELDS, fieldBytes: MAX_FIELD_BYTES, headerBytes: MAX_FIELD_BYTES },
      {
        onField: (name, value) => {
          if (grant) return; // like S3, anything after the file is ignored
          // S3 matches form field names case-insensitively
          const key = name.toLowerCase();
          if (fields.has(key)) throw badRequest(`Form field "${name}" is repeated`);
          fields.set(key, value);
        },
        onFileStart: (part) => {
          if (grant) return;
          if (part.name !== 'file') {
            throw badRequest(
              'The file must be sent in a form field named "file", after the policy',
            );
          }
          grant = checkPolicy(fields);
          sink = new UploadFileSink(temp, grant);
          // its failures are read from sink.errored below: never an unhandled 'error' event
          sink.on('error', () => undefined);
        },
        onFileData: (bytes) => {
          if (fileEnded) return;
          received += bytes.length;
          // at once, not when the sink's write of a batch fails: the client may still be sending
          if (received > ceiling) {
            throw new HttpError(
              413,
              ErrorCode.PAYLOAD_TOO_LARGE,
              `The file is larger than ${ceiling} bytes`,
            );
          }
          if (received > grant!.maxBytes) {
            throw new HttpError(
              413,
              ErrorCode.PAYLOAD_TOO_LARGE,
              `The file is larger than this upload allows (${grant!.maxBytes} bytes)`,
            );
          }
          pending.push(bytes);
        },
        onFileEnd: () => {
          fileEnded = true;
        },
      },
    );

    try {
      for await (const chunk of idleGuarded(request.raw, bodyIdleMs)) {
        if (fileEnded) break; // the rest (the closing boundary) is not wanted
        try {
          parser.push(chunk);
        } catch (error) {
          if (error instanceof FormParseError) throw badRequest(error.message);
          throw error;
        }
        for (const bytes of pending) {
          if (!sink!.write(bytes)) await drainedOrFailed(sink!);
          if (sink!.errored) throw sink!.errored;
        }
        pending.length = 0;
      }
    } catch (error) {
      await discard(sink);
      // a client that went away mid-body: the upload ended early, not a server fault
      if (hasStatus(error)) throw error;
      if (isSystemError(error) && (error as NodeJS.ErrnoException).code !== 'ECONNRESET') {
        throw error;
      }
      throw badRequest('The upload ended early or is malformed');
    }
    if (!grant || !sink) {
      throw badRequest('The form has no file: send exactly one, in a field named "file"');
    }
    if (!fileEnded) {
      await discard(sink);
      throw badRequest('The upload ended early or is malformed');
    }
    try {
      await finished(sink.end());
    } catch (error) {
      await discard(sink);
      throw error;
    }
    return grant;
  };

  const handleUpload = async (request: FastifyRequest) => {
    const boundary = formBoundary(request.headers['content-type']);
    if (!boundary) {
      throw new HttpError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        'Expected a multipart/form-data upload',
      );
    }
    const temp = await tempPath();
    try {
      const grant = await receiveForm(request, boundary, temp);
      if (storage.createTempPath && adoptFile) await adoptFile(grant.key, temp);
      // a driver without adoptFile has no atomic no-replace: checked first, at least
      else if (await storage.stat(grant.key)) throw new StorageObjectExistsError(grant.key);
      else await storage.putFile(grant.key, temp, { contentType: grant.contentType });
    } catch (error) {
      // a form is used once: what was uploaded with it, and perhaps checked, stays
      if (error instanceof StorageObjectExistsError) {
        throw conflict('This upload form has been used already: ask for a new one');
      }
      throw error;
    } finally {
      await fs.rm(temp, { force: true });
    }
  };

  contractRoute(app, storageUploadRoute, async (request, reply) => {
    try {
      await handleUpload(request);
    } catch (error) {
      // the rest of a refused body may still be on the wire: close rather than read it all
      reply.header('connection', 'close');
      throw toHttpError(error);
    }
    return reply.code(204).send();
  });
};
