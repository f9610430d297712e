import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// below this the headers outweigh the saving
const MIN_BYTES = 1024;
// one compression per cached answer, not per request: a middle level is plenty
const BROTLI_QUALITY = 5;

type Variants = { br?: Buffer; gzip?: Buffer };
/** Compressed copies of cached answers, living as long as the cached Buffer itself. */
const variants = new WeakMap<Buffer, Variants>();

export const pickEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  if (!acceptEncoding) return undefined;
  const accepted = acceptEncoding
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
    .map((part) => part.split(';')[0]);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
};

/** The compressed copy of a cached answer, made on its first use and kept beside it. */
export const compressedVariant = (body: Buffer, encoding: 'br' | 'gzip'): Buffer => {
  let cached = variants.get(body);
  if (!cached) {
    cached = {};
    variants.set(body, cached);
  }
  return (cached[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(body));
};

/** The encoding a cached answer of this size goes out in (none below MIN_BYTES). */
export const encodingFor = (
  body: Buffer,
  acceptEncoding: string | undefined,
): 'br' | 'gzip' | undefined =>
  body.length >= MIN_BYTES ? pickEncoding(acceptEncoding) : undefined;

/**
 * Sends a cached answer (JSON, an entry page's HTML) compressed when the client accepts it
 * (browsers on mobile networks do); the compressed bytes are kept beside the cached answer, so a
 * hot route compresses once.
 */
export const sendCachedBuffer = (request: FastifyRequest, reply: FastifyReply, body: Buffer) => {
  // beside what the caller varies by (an HTML page: its language)
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = encodingFor(body, request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(compressedVariant(body, encoding));
};
