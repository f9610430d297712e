import { describe, expect, it } from 'vitest';
import { UploadPolicyError, signUploadPolicy, verifyUploadPolicy } from './upload-policy';

const secret = 'test-secret';
const now = new Date('2030-01-01T00:00:00Z');
const grant = {
  key: 'uploads/a.mp4',
  contentType: 'video/mp4',
  maxBytes: 1000,
  expiresAt: new Date(now.getTime() + 60_000),
};

const reasonOf = (run: () => unknown): string | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof UploadPolicyError) return error.reason;
    throw error;
  }
  return undefined;
};

describe('upload policy', () => {
  it('round-trips a signed grant', () => {
    const { policy, signature } = signUploadPolicy(grant, secret);
    expect(verifyUploadPolicy(policy, signature, secret, now)).toEqual({ ...grant, minBytes: 0 });
  });

  it('writes an S3-shaped policy document', () => {
    const { policy } = signUploadPolicy(grant, secret);
    expect(JSON.parse(Buffer.from(policy, 'base64').toString())).toEqual({
      expiration: grant.expiresAt.toISOString(),
      conditions: [
        ['eq', '$key', 'uploads/a.mp4'],
        ['eq', '$Content-Type', 'video/mp4'],
        ['content-length-range', 0, 1000],
      ],
    });
  });

  it('refuses a policy rewritten after signing', () => {
    const { policy, signature } = signUploadPolicy(grant, secret);
    const document = JSON.parse(Buffer.from(policy, 'base64').toString());
    document.conditions[2][2] = 10_000_000;
    const forged = Buffer.from(JSON.stringify(document)).toString('base64');
    expect(reasonOf(() => verifyUploadPolicy(forged, signature, secret, now))).toBe('signature');
  });

  it('refuses another secret, a malformed signature and a missing one', () => {
    const { policy, signature } = signUploadPolicy(grant, secret);
    expect(reasonOf(() => verifyUploadPolicy(policy, signature, 'other', now))).toBe('signature');
    expect(reasonOf(() => verifyUploadPolicy(policy, 'zz', secret, now))).toBe('signature');
    expect(reasonOf(() => verifyUploadPolicy(policy, undefined, secret, now))).toBe('missing');
  });

  it('refuses an expired policy', () => {
    const { policy, signature } = signUploadPolicy(grant, secret);
    const later = new Date(grant.expiresAt.getTime() + 1);
    expect(reasonOf(() => verifyUploadPolicy(policy, signature, secret, later))).toBe('expired');
  });

  it('refuses to sign without a secret', () => {
    expect(() => signUploadPolicy(grant, '')).toThrow();
  });
});
