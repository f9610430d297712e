import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The local driver's stand-in for an S3 POST policy (docs/decisions.md#files-and-storage): the
 * same form fields, signed with a server secret instead of AWS credentials, so the browser code
 * is identical for both.
 */
export const SIGNATURE_FIELD = 'x-amz-signature';

export type UploadGrant = {
  key: string;
  contentType: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
};

export const UploadPolicyFailure = {
  missing: 'missing',
  signature: 'signature',
  malformed: 'malformed',
  expired: 'expired',
} as const;
export type UploadPolicyFailure = (typeof UploadPolicyFailure)[keyof typeof UploadPolicyFailure];

export class UploadPolicyError extends Error {
  constructor(
    readonly reason: UploadPolicyFailure,
    message: string,
  ) {
    super(message);
    this.name = 'UploadPolicyError';
  }
}

const conditionSchema = z.union([
  z.tuple([z.literal('eq'), z.enum(['$key', '$Content-Type']), z.string()]),
  z.tuple([
    z.literal('content-length-range'),
    z.number().int().nonnegative(),
    z.number().int().nonnegative(),
  ]),
]);

const policySchema = z.object({
  expiration: z.iso.datetime(),
  conditions: z.array(conditionSchema).length(3),
});

const hmac = (policy: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(policy).digest();

export const signUploadPolicy = (
  grant: Omit<UploadGrant, 'minBytes'>,
  secret: string,
): { policy: string; signature: string } => {
  if (!secret) throw new Error('An upload secret is required to sign upload policies');
  const document = {
    expiration: grant.expiresAt.toISOString(),
    conditions: [
      ['eq', '$key', grant.key],
      ['eq', '$Content-Type', grant.contentType],
      ['content-length-range', 0, grant.maxBytes],
    ],
  };
  const policy = Buffer.from(JSON.stringify(document)).toString('base64');
  return { policy, signature: hmac(policy, secret).toString('hex') };
};

const signatureMatches = (policy: string, signature: string, secret: string): boolean => {
  const expected = hmac(policy, secret);
  // hex of exactly 32 bytes, else a wrong length would make timingSafeEqual throw
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
};

/** The grant a signed policy carries; throws UploadPolicyError when it is absent, forged or stale. */
export const verifyUploadPolicy = (
  policy: string | undefined,
  signature: string | undefined,
  secret: string,
  now: Date = new Date(),
): UploadGrant => {
  if (!policy || !signature) {
    throw new UploadPolicyError(UploadPolicyFailure.missing, 'Upload policy or signature missing');
  }
  if (!secret || !signatureMatches(policy, signature, secret)) {
    throw new UploadPolicyError(
      UploadPolicyFailure.signature,
      'Upload policy signature is invalid',
    );
  }
  let parsed: z.infer<typeof policySchema>;
  try {
    parsed = policySchema.parse(JSON.parse(Buffer.from(policy, 'base64').toString('utf8')));
  } catch {
    throw new UploadPolicyError(UploadPolicyFailure.malformed, 'Upload policy is malformed');
  }
  let key: string | undefined;
  let contentType: string | undefined;
  let range: [number, number] | undefined;
  for (const condition of parsed.conditions) {
    if (condition[0] === 'content-length-range') range = [condition[1], condition[2]];
    else if (condition[1] === '$key') key = condition[2];
    else contentType = condition[2];
  }
  if (key === undefined || contentType === undefined || range === undefined) {
    throw new UploadPolicyError(UploadPolicyFailure.malformed, 'Upload policy is malformed');
  }
  const expiresAt = new Date(parsed.expiration);
  if (now.getTime() >= expiresAt.getTime()) {
    throw new UploadPolicyError(UploadPolicyFailure.expired, 'Upload policy has expired');
  }
  return { key, contentType, minBytes: range[0], maxBytes: range[1], expiresAt };
};
