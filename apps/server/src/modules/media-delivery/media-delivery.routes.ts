import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, IMAGE_WIDTHS, MEDIA_PATH_PREFIX, type ImageWidth } from '@app/contract';
import { HttpError, badRequest, notFound } from '../../http/http-error';
import { cacheControlFor, contentTypeFor } from '../../storage/content-types';
import type { AccessService } from '../access/access.service';
import { GRANT_REFUSED, GRANT_REQUIRED, grantedCacheControlFor, splitGrant } from './granted-path';
import { assertSafeKey } from '../../storage/storage-keys';
import type { Storage } from '../../storage/storage';
import { etagFor, isNotModified, rangeStillApplies } from './conditional-requests';
import { resolveRange } from './http-range';
import { ImageVariants, parseImageWidth } from './image-variants';
import { isCopy, isResizable, variantKeyOf } from '../../storage/image-variant-keys';
import { mappingStorageErrors } from '../../http/storage-errors';

/** What media serving asks of the access module. */
export type MediaAccess = Pick<AccessService, 'gate' | 'episodeOfKey' | 'verifyGrant'>;

export type MediaDeliveryRoutesOptions = { storage: Storage; access: MediaAccess };

// a 403's answer must not be kept by a CDN or the browser: an unlock changes it
const NO_STORE = 'no-store';

/** `?w=` asks for a resized copy of a stored image (image-variants.ts). */
const widthParam = (request: FastifyRequest): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.w;
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : '';
};

// Fastify hands the handler a decoded path; these are what decoding would hide. Server keys never
// contain '%', so refusing every escape is simpler than deciding which ones are harmless.
const UNSAFE_RAW_PATH = /%|\\|\.\./;

/**
 * GET and HEAD /media/* from storage, for both drivers: single byte ranges, conditional
 * requests and long cache lifetimes for immutable segments. Every path is checked before storage
 * is touched. Not an API call of the contract: these are files, at the storage's public URLs.
 */
export const mediaDeliveryRoutes = async (
  app: FastifyInstance,
  { storage, access }: MediaDeliveryRoutesOptions,
) => {
  // the local driver serves from one stat (and memory for small files)
  const openForServing = storage.openForServing?.bind(storage);
  const variants = new ImageVariants(storage);

  /** `?w=`: the width of the resized copy asked for; undefined for the file itself. */
  const requestedWidth = (request: FastifyRequest, key: string): ImageWidth | undefined => {
    const width = widthParam(request);
    if (width === undefined) return undefined;
    if (isCopy(key)) throw badRequest('Resized copies are made of original images only');
    const parsed = parseImageWidth(width);
    if (parsed === undefined || !isResizable(key)) {
      throw badRequest(`Invalid image width: use one of ${IMAGE_WIDTHS.join(', ')} on an image`);
    }
    return parsed;
  };

  /** One look-up (the local driver's serves from it too); null when the key is not stored. */
  const lookUp = async (key: string) => {
    const servable = openForServing ? await openForServing(key) : undefined;
    const object = servable ? servable.object : openForServing ? null : await storage.stat(key);
    return object ? { servable, object } : null;
  };

  const serve = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    reply: FastifyReply,
  ) => {
    reply.header('x-content-type-options', 'nosniff');
    const query = request.url.indexOf('?');
    const rawPath = query === -1 ? request.url : request.url.slice(0, query);
    if (UNSAFE_RAW_PATH.test(rawPath)) throw badRequest('Invalid path');
    const requested = splitGrant(request.params['*']);
    const path = requested.key;
    assertSafeKey(path);
    // what the product sells is decided here, before storage is touched (modules/access)
    const gate = await access.gate(path);
    if (gate.kind === 'hidden') throw notFound('File not found');
    let granted = false;
    if (requested.token !== null) {
      const grant = access.verifyGrant(requested.token);
      if (!grant || (gate.kind === 'episode' && grant.episodeId !== gate.episodeId)) {
        reply.header('cache-control', NO_STORE);
        throw new HttpError(403, ErrorCode.EPISODE_LOCKED, GRANT_REFUSED);
      }
      granted = true;
    } else if (gate.kind === 'episode') {
      reply.header('cache-control', NO_STORE);
      throw new HttpError(403, ErrorCode.EPISODE_LOCKED, GRANT_REQUIRED);
    }
    const width = requestedWidth(request, path);

    let key = width === undefined ? path : variantKeyOf(path, width);
    let found = await lookUp(key);
    if (!found && width !== undefined) {
      // the copy's first request: made now, served from storage from then on
      const made = await variants.make(path, width);
      if (made !== null) {
        key = made;
        found = await lookUp(key);
      }
    }
    if (!found) throw notFound('File not found');
    const { servable, object } = found;

    const etag = etagFor(object);
    const cacheControl = granted ? grantedCacheControlFor(key) : cacheControlFor(key);
    const lastModified = object.lastModified?.toUTCString();
    if (isNotModified(request.headers, etag, object.lastModified)) {
      reply.code(304).header('etag', etag).header('cache-control', cacheControl);
      if (lastModified) reply.header('last-modified', lastModified);
      return reply.send();
    }

    const { size } = object;
    const decision =
      request.headers.range !== undefined &&
      rangeStillApplies(request.headers, etag, object.lastModified)
        ? resolveRange(request.headers.range, size)
        : ({ kind: 'full' } as const);
    if (decision.kind === 'unsatisfiable') {
      // only Content-Range: the error must not carry the file's cache headers
      reply.header('content-range', `bytes */${size}`);
      throw new HttpError(416, ErrorCode.RANGE_NOT_SATISFIABLE, 'Range not satisfiable');
    }
    const range = decision.kind === 'partial' ? decision.range : { start: 0, end: size - 1 };
    const length = range.end - range.start + 1;

    reply.headers({
      'content-type': contentTypeFor(key),
      'content-length': length,
      'accept-ranges': 'bytes',
      etag,
      'cache-control': cacheControl,
    });
    if (lastModified) reply.header('last-modified', lastModified);
    if (decision.kind === 'partial') {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
    }
    if (request.method === 'HEAD' || length === 0) return reply.send();

    if (servable) return reply.send(await servable.body(range));
    const opened = await storage.read(key, decision.kind === 'partial' ? range : undefined);
    if (!opened) throw notFound('File not found');
    return reply.send(opened.stream);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PATH_PREFIX}*`,
    handler: mappingStorageErrors(serve),
  });
};
