import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pickEncoding } from '../../http/compressed-body';

// Vite writes hashed, flat file names: anything else is not a build asset
const ASSET_NAME = /^[\w-]+(\.[\w-]+)*\.(js|css|svg|png|jpg|webp|woff2|json|txt)$/;
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  woff2: 'font/woff2',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};
/** The whole web build is a few MB: kept in memory, with a cap should it ever grow. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

type Asset = { type: string; etag: string; identity: Buffer; br?: Buffer; gzip?: Buffer };

const readOptional = (file: string) => readFile(file).catch(() => undefined);

/**
 * /assets/* (the web build's hashed files) answered from memory: a page load asks for dozens
 * at once, and through the generic static handler (a stat, a stream, per file) that burst
 * held the event loop for ~60 ms, the API calls of the same page waiting behind it. The files
 * are immutable, so each is read once, with its .br/.gz siblings (apps/web/build/precompress.ts).
 */
export async function buildAssetRoutes(app: FastifyInstance, opts: { webDist: string }) {
  const dir = path.join(opts.webDist, 'assets');
  const cache = new Map<string, Asset>();
  let cachedBytes = 0;

  const load = async (name: string): Promise<Asset | undefined> => {
    const file = path.join(dir, name);
    const identity = await readOptional(file);
    if (!identity) return undefined;
    const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    const extension = name.slice(name.lastIndexOf('.') + 1);
    const asset: Asset = {
      type: TYPES[extension] ?? 'application/octet-stream',
      // the name carries the content hash
      etag: `"${name}"`,
      identity,
      br,
      gzip,
    };
    const size = identity.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (cachedBytes + size <= MAX_CACHED_BYTES) {
      cache.set(name, asset);
      cachedBytes += size;
    }
    return asset;
  };

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const name = request.params['*'];
    const asset = ASSET_NAME.test(name) ? (cache.get(name) ?? (await load(name))) : undefined;
    // a missing hashed asset must 404, not turn into HTML the browser would run as script
    if (!asset) return reply.callNotFound();
    reply
      .header('content-type', asset.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', asset.etag)
      .header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    const encoding = pickEncoding(request.headers['accept-encoding']);
    const body = encoding ? asset[encoding] : undefined;
    if (encoding && body) return reply.header('content-encoding', encoding).send(body);
    return reply.send(asset.identity);
  });
}
