import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';

export type Secrets = { jwtSecret: string; uploadSecret: string };

/**
 * Secrets generated once and kept in DATA_DIR (when JWT_SECRET is unset),
 * so tokens and signed upload forms survive a restart.
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
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.uploadSecret !== secrets.uploadSecret) {
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
