import { expect } from 'vitest';
import {
  type AuthSession,
  type PresignBody,
  type PresignResponse,
  presignResponseSchema,
  presignUploadRoute,
} from '@app/contract';
import type { Storage } from '../src/storage/storage';
import type { TestApp } from './test-app';

export const bearer = (session: AuthSession) => ({
  authorization: `Bearer ${session.access_token}`,
});

/** The multipart form a browser builds from presigned fields and a file, as a Request. */
export const browserForm = (
  url: string,
  fields: Record<string, string>,
  file: Buffer,
  type: string,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type }), 'upload');
  return new Request(new URL(url, 'http://localhost/'), { method: 'POST', body: form });
};

/**
 * Posts a presign's form the way a browser does: to the app itself for the local driver's
 * receiver (a path), over the network for a bucket (an absolute URL). Answers the status.
 */
export const postPresignedForm = async (
  t: TestApp<Storage>,
  presign: PresignResponse['data'],
  file: Buffer,
  type: string,
): Promise<number> => {
  const request = browserForm(presign.uploadUrl, presign.fields, file, type);
  if (/^https?:/.test(presign.uploadUrl)) return (await fetch(request)).status;
  const sent = await t.app.inject({
    method: 'POST',
    url: presign.uploadUrl,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  });
  return sent.statusCode;
};

/** Presign as `editor`: the presign's answer. */
export const presignAs = async (
  t: TestApp<Storage>,
  editor: AuthSession,
  body: PresignBody,
): Promise<PresignResponse['data']> => {
  const res = await t.app.inject({
    method: 'POST',
    url: presignUploadRoute.path,
    payload: body,
    headers: bearer(editor),
  });
  expect(res.statusCode, res.body).toBe(200);
  return presignResponseSchema.parse(res.json()).data;
};

/** Presign as `editor`, then upload `file` with the form: the presign's answer. */
export const presignAndUpload = async (
  t: TestApp<Storage>,
  editor: AuthSession,
  body: PresignBody,
  file: Buffer,
): Promise<PresignResponse['data']> => {
  const data = await presignAs(t, editor, body);
  const status = await postPresignedForm(t, data, file, body.contentType ?? 'video/mp4');
  expect(status, `upload of ${data.s3Key}`).toBeLessThan(300);
  return data;
};
