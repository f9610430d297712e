import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@app/contract';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

/**
 * An HMAC key shorter than its hash's 32 bytes is guessable offline from one token
 * (docs/decisions.md#accounts-and-tokens); the generated secret has 32 random bytes.
 */
export const MIN_JWT_SECRET_BYTES = 32;

/** One trusted proxy: an address, or a CIDR range of them. */
const isAddressOrCidr = (entry: string): boolean => {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: a hop count, or the proxies' addresses and CIDR ranges separated by commas; unset
 * or 0 is off (docs/deployment.md#behind-a-load-balancer). Only a trusted proxy's
 * X-Forwarded-For names the client, else anyone could pick the address the per-IP limits count.
 */
const trustProxySchema = optional.pipe(
  z
    .string()
    .optional()
    .transform((value, ctx): number | string[] | undefined => {
      if (value === undefined) return undefined;
      if (/^\d+$/.test(value)) return Number(value) === 0 ? undefined : Number(value);
      const entries = value.split(',').map((entry) => entry.trim());
      const invalid = entries.filter((entry) => !isAddressOrCidr(entry));
      if (invalid.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a hop count or a comma-separated list of IP addresses and CIDR ranges, not ${JSON.stringify(invalid[0])}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
);

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optional,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  JWT_SECRET: optional,
  SEED: z.enum(['demo', 'demo-short', 'demo-tiny', 'none']).default('demo'),
  WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
  SMTP_URL: optional,
  MAIL_FROM: optional,
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: z.string().optional(),
  REDIS_URL: optional,
  TRUST_PROXY: trustProxySchema,
  /** An external VAST tag; unset → the built-in house ads. */
  AD_VAST_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OAUTH_GOOGLE_CLIENT_ID: optional,
  OAUTH_GOOGLE_CLIENT_SECRET: optional,
  OAUTH_GOOGLE_ISSUER: optional,
  OAUTH_FACEBOOK_CLIENT_ID: optional,
  OAUTH_FACEBOOK_CLIENT_SECRET: optional,
  OAUTH_FACEBOOK_ISSUER: optional,
  OAUTH_APPLE_CLIENT_ID: optional,
  OAUTH_APPLE_CLIENT_SECRET: optional,
  OAUTH_APPLE_ISSUER: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** Web Push's VAPID key pair (base64url, as web-push prints them); unset → generated in DATA_DIR. */
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: optional.pipe(z.url({ protocol: /^(mailto|https)$/ }).optional()),
  METRICS_TOKEN: optional.pipe(
    z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  ),
  NODE_ENV: optional,
});

export type S3Config = {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
};

/** A social provider is configured when its client id (OAUTH_*_CLIENT_ID) is set. */
export type OAuthClientConfig = {
  clientId: string;
  clientSecret: string | undefined;
  /** Issuer override (tests, self-hosted IdPs); unset → the provider's own. */
  issuer: string | undefined;
};

export const DEFAULT_MAIL_FROM = 'ReelForge <no-reply@localhost>';

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /**
   * demo-short: the demo catalogue with short, small episodes (the end-to-end tests); demo-tiny:
   * three of its series with two 4 s episodes at most (the page JavaScript check).
   */
  seed: 'demo' | 'demo-short' | 'demo-tiny' | 'none';
  workers: number;
  s3: S3Config | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** ADMIN_USERNAME + ADMIN_PASSWORD: an editor ensured at start-up. */
  admin: { username: string; password: string } | undefined;
  redisUrl: string | undefined;
  /** TRUST_PROXY: hops or addresses whose X-Forwarded-For is believed; undefined is off. */
  trustProxy: number | string[] | undefined;
  /** AD_VAST_URL: viewers without access are sent to this VAST tag. */
  adVastUrl: string | undefined;
  oauth: Record<SocialProvider, OAuthClientConfig | undefined>;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * METRICS_TOKEN: the bearer Prometheus sends to /metrics (unset: /metrics is off, 404), and
   * the one that shows /api/health's storage error.
   */
  metricsToken: string | undefined;
  /**
   * VAPID_PUBLIC_KEY + VAPID_PRIVATE_KEY: the key pair Web Push is signed with, the same on every
   * instance; unset → one generated once into DATA_DIR's secrets (secrets.ts).
   */
  vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT; unset → PUBLIC_URL when it is https, else MAIL_FROM's address as mailto:. */
  vapidSubject: string;
  /** LOG_FORMAT: `auto` is readable lines on a terminal, JSON elsewhere. */
  logFormat: z.infer<typeof envSchema>['LOG_FORMAT'];
  production: boolean;
};

type Env = z.infer<typeof envSchema>;

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * A VAPID key pair from the environment: a P-256 private key and the public key it makes,
 * checked here so a pasted pair that does not match stops start-up instead of every push.
 */
const vapidKeysOf = (e: Env): VapidKeys | undefined => {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY) {
    throw new Error(
      'Invalid environment: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
  }
  const keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  if (!vapidPairMatches(keys)) {
    // the key itself never goes into a log
    throw new Error(
      'Invalid environment: VAPID_PRIVATE_KEY must be a base64url P-256 private key (32 bytes) and ' +
        'VAPID_PUBLIC_KEY its public key (65 bytes), e.g. from `npx web-push generate-vapid-keys`',
    );
  }
  return keys;
};

/** Whether `publicKey` is the P-256 public key of `privateKey` (both base64url). */
export const vapidPairMatches = ({ publicKey, privateKey }: VapidKeys): boolean => {
  const pattern = /^[A-Za-z0-9_-]+={0,2}$/;
  if (!pattern.test(publicKey) || !pattern.test(privateKey)) return false;
  const secret = Buffer.from(privateKey, 'base64url');
  if (secret.length !== 32) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(secret);
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
};

/** The VAPID subject when none is set: the site if it is https, else the sender's address. */
const defaultVapidSubject = (publicUrl: string, mailFrom: string): string => {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
};

const oauthClient = (e: Env, provider: SocialProvider): OAuthClientConfig | undefined => {
  const prefix = `OAUTH_${provider.toUpperCase()}_` as const;
  const clientId = e[`${prefix}CLIENT_ID` as keyof Env] as string | undefined;
  if (!clientId) return undefined;
  return {
    clientId,
    clientSecret: e[`${prefix}CLIENT_SECRET` as keyof Env] as string | undefined,
    issuer: (e[`${prefix}ISSUER` as keyof Env] as string | undefined)?.replace(/\/+$/, ''),
  };
};

/** Reads the environment (docs/decisions.md#environment); a bad value stops start-up. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  // half an admin account is a mistake worth stopping for, not a silent no-op
  if (Boolean(e.ADMIN_USERNAME) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment: set both ADMIN_USERNAME and ADMIN_PASSWORD, or neither');
  }
  const jwtSecretBytes = e.JWT_SECRET === undefined ? undefined : Buffer.byteLength(e.JWT_SECRET);
  if (jwtSecretBytes !== undefined && jwtSecretBytes < MIN_JWT_SECRET_BYTES) {
    // its length only: the secret itself never goes into a log
    throw new Error(
      `Invalid environment: JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes, got ${jwtSecretBytes} ` +
        '(e.g. `openssl rand -base64 32`); or unset it to have one generated in DATA_DIR',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = e.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    seed: e.SEED,
    workers: e.WORKERS,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom,
    admin:
      e.ADMIN_USERNAME && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD }
        : undefined,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    adVastUrl: e.AD_VAST_URL,
    oauth: Object.fromEntries(SOCIAL_PROVIDERS.map((p) => [p, oauthClient(e, p)])) as Record<
      SocialProvider,
      OAuthClientConfig | undefined
    >,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    vapidKeys: vapidKeysOf(e),
    vapidSubject: e.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl, mailFrom),
    production: e.NODE_ENV === 'production',
  };
};
