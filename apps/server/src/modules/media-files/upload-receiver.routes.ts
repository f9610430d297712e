import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import multipart, { type Multipart, type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, UPLOADS, rawApiRoutes } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { HttpError, badRequest, forbidden } from '../../http/http-error';
import type { App } from '../../http/typed-app';
import { assertSafeKey } from '../../storage/storage-keys';
import type { Storage } from '../../storage/storage';
import {
  SIGNATURE_FIELD,
  UploadPolicyError,
  verifyUploadPolicy,
  type UploadGrant,
} from '../../storage/upload-policy';
import { toHttpError } from './storage-errors';
import { UploadFileSink } from './upload-file-sink';

export type UploadReceiverRoutesOptions = {
  storage: Storage;
  /** The secret LocalStorage signs its policies with. */
  uploadSecret: string;
  /** A ceiling above any policy's maximum. */
  maxUploadBytes?: number;
  now?: () => Date;
};

// the S3 form has four fields (key, Content-Type, policy, signature); leave room, not a flood
const MAX_FIELDS = 16;
const MAX_FIELD_BYTES = 16 * 1024;

const hasStatus = (error: unknown): boolean =>
  typeof (error as { statusCode?: unknown } | undefined)?.statusCode === 'number';

const isSystemError = (error: unknown): boolean =>
  typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/**
 * The local driver's stand-in for S3's POST Object: the browser posts the presigned form here
 * exactly as it would to a bucket. Fields come first, then the file, which streams to a temporary
 * file (never into memory) and is moved into place only when every condition holds.
 */
export const uploadReceiverRoutes = async (app: App, options: UploadReceiverRoutesOptions) => {
  const { storage, uploadSecret } = options;
  const now = options.now ?? (() => new Date());
  const ceiling = options.maxUploadBytes ?? Math.max(UPLOADS.videoMaxBytes, UPLOADS.imageMaxBytes);
  if (!app.hasRequestDecorator('parts')) await app.register(multipart);

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

  const receiveFile = async (part: MultipartFile, fields: Map<string, string>): Promise<void> => {
    let grant: UploadGrant;
    try {
      if (part.fieldname !== 'file') {
        throw badRequest('The file must be sent in a form field named "file", after the policy');
      }
      grant = checkPolicy(fields);
    } catch (error) {
      // stop reading: nothing of a refused file is wanted
      part.file.destroy();
      throw error;
    }

    const temp = await tempPath();
    try {
      await receiveInto(part, grant, temp);
      if (storage.createTempPath && adoptFile) await adoptFile(grant.key, temp);
      else await storage.putFile(grant.key, temp, { contentType: grant.contentType });
    } finally {
      await fs.rm(temp, { force: true });
    }
  };

  const receiveInto = async (part: MultipartFile, grant: UploadGrant, temp: string) => {
    try {
      await pipeline(part.file, new UploadFileSink(temp, grant));
    } catch (error) {
      // here only the disk fails with a system error (ENOSPC…); anything else without a status is
      // the multipart parser finding a body cut short or malformed: the client's fault, not a 5xx
      if (hasStatus(error) || isSystemError(error)) throw error;
      throw badRequest('The upload ended early or is malformed');
    }
    if (part.file.truncated) {
      throw new HttpError(
        413,
        ErrorCode.PAYLOAD_TOO_LARGE,
        `The file is larger than ${ceiling} bytes`,
      );
    }
  };

  const handleUpload = async (request: FastifyRequest) => {
    if (!request.isMultipart()) {
      throw new HttpError(
        415,
        ErrorCode.UNSUPPORTED_MEDIA_TYPE,
        'Expected a multipart/form-data upload',
      );
    }
    const parts = request.parts({
      limits: {
        fileSize: ceiling,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        parts: MAX_FIELDS + 1,
      },
    });
    const fields = new Map<string, string>();
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        if (hasStatus(error)) throw error;
        throw badRequest('Malformed multipart body');
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        // S3 matches form field names case-insensitively
        const name = part.fieldname.toLowerCase();
        if (fields.has(name) || typeof part.value !== 'string') {
          throw badRequest(`Form field "${part.fieldname}" is repeated or not text`);
        }
        fields.set(name, part.value);
        continue;
      }
      await receiveFile(part, fields);
      // like S3, anything after the file is ignored
      return;
    }
    throw badRequest('The form has no file: send exactly one, in a field named "file"');
  };

  contractRoute(app, rawApiRoutes.storageUpload, { access: 'public' }, async (request, reply) => {
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
