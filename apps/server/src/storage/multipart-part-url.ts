import { createHmac, timingSafeEqual } from 'node:crypto';
import { UploadPolicyError, UploadPolicyFailure } from './upload-policy';

/**
 * The local driver's stand-in for a presigned S3 UploadPart URL
 * (docs/product/studio.md#resumable-uploads): the upload, the part number, its exact size and an
 * expiry, signed with the server's upload secret, so the browser needs no other credential.
 */
export type PartGrant = { uploadId: string; partNumber: number; size: number; expiresAt: Date };

const message = (grant: { uploadId: string; partNumber: number; size: number }, expires: number) =>
  // a prefix of its own: no other signed text of this secret can be replayed as a part grant
  `multipart-part\n${grant.uploadId}\n${grant.partNumber}\n${grant.size}\n${expires}`;

const hmac = (text: string, secret: string): Buffer =>
  createHmac('sha256', secret).update(text).digest();

/** The signed query of a part URL: `size`, `expires` and `signature`. */
export const signPartQuery = (grant: PartGrant, secret: string): string => {
  if (!secret) throw new Error('An upload secret is required to sign part URLs');
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  const signature = hmac(message(grant, expires), secret).toString('hex');
  return new URLSearchParams({
    size: String(grant.size),
    expires: String(expires),
    signature,
  }).toString();
};

/** The grant a part URL carries; throws UploadPolicyError when it is forged or stale. */
export const verifyPartUrl = (
  url: { uploadId: string; partNumber: number; size: number; expires: number; signature: string },
  secret: string,
  now: Date = new Date(),
): PartGrant => {
  const expected = hmac(message(url, url.expires), secret);
  const given = /^[0-9a-f]{64}$/i.test(url.signature) ? Buffer.from(url.signature, 'hex') : null;
  if (!secret || !given || !timingSafeEqual(expected, given)) {
    throw new UploadPolicyError(UploadPolicyFailure.signature, 'The part URL signature is invalid');
  }
  const expiresAt = new Date(url.expires * 1000);
  if (now.getTime() >= expiresAt.getTime()) {
    throw new UploadPolicyError(UploadPolicyFailure.expired, 'The part URL has expired');
  }
  return { uploadId: url.uploadId, partNumber: url.partNumber, size: url.size, expiresAt };
};
