import { createDecipheriv, createECDH, createHmac, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { p256PublicKey } from '../src/modules/push/push-endpoint';

/** A push the loopback push service received. */
export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The status the service answered. */
  status: number;
};

/**
 * A push service on loopback, as a browser vendor runs one (RFC 8030): it takes POSTs at any
 * path and answers 201, or the statuses queued for that path first (`answer`).
 */
export const startPushService = async () => {
  const received: ReceivedPush[] = [];
  const scripted = new Map<string, number[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const status = scripted.get(path)?.shift() ?? 201;
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The next answers to POSTs at `path`, in order; then 201s. */
    answer: (path: string, ...statuses: number[]) => scripted.set(path, statuses),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
export const browserKeys = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
};
export type BrowserKeys = ReturnType<typeof browserKeys>;

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

/**
 * Decrypts a push body as the browser does (RFC 8291, aes128gcm of RFC 8188): the header's salt,
 * record size and the sender's public key, the shared secret with the browser's private key,
 * HKDF with the auth secret, then AES-128-GCM; the padding delimiter 0x02 ends the plaintext.
 */
export const decryptPush = (body: Buffer, browser: BrowserKeys): string => {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(senderKey);
  const browserKey = browser.ecdh.getPublicKey();
  // HKDF-Extract(auth, ecdh) then Expand with the key info (RFC 8291 §3.4)
  const prkKey = hmac(browser.auth, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserKey, senderKey]);
  const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(
    0,
    16,
  );
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(
    0,
    12,
  );
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
};

/**
 * The VAPID header's parts (RFC 8292: `vapid t=<JWT>, k=<public key>`), the JWT's claims, and
 * whether its ES256 signature verifies with `k`.
 */
export const readVapid = (authorization: string | undefined) => {
  const match = /^vapid t=([^,]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const key = p256PublicKey(k);
  const verified = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  return {
    publicKey: k,
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string },
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
      aud: string;
      exp: number;
      sub: string;
    },
    verified,
  };
};

/** Waits until `done()` holds (a generous bound, so a slow machine only waits longer). */
export const until = async (done: () => boolean | Promise<boolean>, what: string, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
