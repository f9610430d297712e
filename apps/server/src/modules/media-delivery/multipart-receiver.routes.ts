import { Readable } from 'node:stream';
import { ErrorCode, storageMultipartPartRoute } from '@app/contract';
import { contractRoute } from '../../http/contract-route';
import { HttpError, badRequest } from '../../http/http-error';
import { SERVER_TIMEOUTS } from '../../http/server-timeouts';
import type { App } from '../../http/typed-app';
import { LocalMultipartUploads } from '../../storage/local-multipart';
import type { PartGrant } from '../../storage/multipart-part-url';
import type { Storage } from '../../storage/storage';
import { idleGuarded } from './idle-body';
import { hasStatus, isSystemError, toHttpError } from '../../http/storage-errors';

const partTooLarge = (grant: PartGrant) =>
  new HttpError(
    413,
    ErrorCode.PAYLOAD_TOO_LARGE,
    `The part is larger than this URL takes (${grant.size} bytes)`,
  );

/** The receiver's refusals as answers; a disk failure stays a 5xx. */
const partRefusal = (error: unknown): unknown => {
  const mapped = toHttpError(error);
  if (hasStatus(mapped) || isSystemError(mapped)) return mapped;
  // the client went away or sent a broken body: its fault, not a 5xx
  return badRequest('The part ended early or is malformed');
};

/**
 * The local driver's stand-in for S3's UploadPart with a presigned URL
 * (docs/product/studio.md#resumable-uploads): `PUT` the part's bytes, no other credential; the
 * body streams to disk and must be exactly the signed size; the answer's ETag names the part.
 */
export const multipartReceiverRoutes = async (
  app: App,
  options: {
    storage: Storage;
    /** How long a part's body may pause (SERVER_TIMEOUTS.uploadIdleMs unless a test says). */
    bodyIdleMs?: number;
  },
) => {
  const uploads = options.storage.multipart;
  const bodyIdleMs = options.bodyIdleMs ?? SERVER_TIMEOUTS.uploadIdleMs;
  if (!(uploads instanceof LocalMultipartUploads)) {
    throw new Error('The part receiver stands in for S3: register it for the local driver only');
  }
  // parts are raw bytes of any type: this plugin's routes read the request stream themselves
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  contractRoute(app, storageMultipartPartRoute, async (request, reply) => {
    try {
      const grant = uploads.verifyPartUrl({ ...request.params, ...request.query });
      const declared = request.headers['content-length'];
      if (declared !== undefined && Number(declared) > grant.size) throw partTooLarge(grant);
      const body = Readable.from(idleGuarded(request.raw, bodyIdleMs), { objectMode: false });
      const part = await uploads.receivePart(grant, body);
      return await reply.code(200).header('etag', part.etag).send();
    } catch (error) {
      // the rest of a refused body may still be on the wire: close rather than read it all
      reply.header('connection', 'close');
      throw partRefusal(error);
    }
  });
};
