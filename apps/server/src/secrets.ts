import { createECDH, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { VapidKeys } from './config';

export type Secrets = { jwtSecret: string; uploadSecret: string; vapid: VapidKeys };

/** A new P-256 key pair for Web Push's VAPID signatures (base64url, as web-push writes them). */
export const generateVapidKeys = (): VapidKeys => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    // a private key with leading zero bytes comes back shorter: pad it to its 32 bytes
    privateKey: Buffer.from(ecdh.getPrivateKey('hex').padStart(64, '0'), 'hex').toString(
      'base64url',
    ),
  };
};

/**
 * Secrets generated once and kept in DATA_DIR (when JWT_SECRET is unset),
 * so tokens, signed upload forms and devices' push subscriptions (made with the VAPID public
 * key) survive a restart.
 */
export const loadSecrets = (dataDir: string, jwtSecretFromEnv: string | undefined): Secrets => {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  try {
    stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  } catch {
    stored = {};
  }
  const secrets: Secrets = {
    jwtSecret: stored.jwtSecret ?? randomBytes(32).toString('base64url'),
    uploadSecret: stored.uploadSecret ?? randomBytes(32).toString('base64url'),
    vapid: stored.vapid ?? generateVapidKeys(),
  };
  if (
    stored.jwtSecret !== secrets.jwtSecret ||
    stored.uploadSecret !== secrets.uploadSecret ||
    stored.vapid !== secrets.vapid
  ) {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(secrets), { mode: 0o600 });
    renameSync(tmp, file);
  }
  return { ...secrets, jwtSecret: jwtSecretFromEnv ?? secrets.jwtSecret };
};

/**
 * A key for one purpose derived from a secret (HMAC as a KDF), so one JWT_SECRET of any length
 * gives independent 256-bit keys for tokens, code hashes and cookies.
 */
export const deriveKey = (secret: string, purpose: string): Buffer =>
  createHmac('sha256', secret).update(`reelforge:${purpose}`).digest();

/** Whether a secret sent to us is the one we hold, compared in constant time. */
export const sameSecret = (given: string, expected: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};
