import { waitlistCsvRoute } from '@app/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeAuthResponse, makeAuthSession } from '../test/fixtures';
import { jsonResponse, stubApi } from '../test/stub-api';
import { downloadFile } from './api-download';
import { storeSession } from './auth/session-store';

const CSV = 'email,name\r\nada@example.com,Ada\r\n';
const csv = () =>
  new Response(CSV, {
    headers: { 'Content-Disposition': 'attachment; filename="waitlist-2026-03-01.csv"' },
  });
const download = () =>
  downloadFile(waitlistCsvRoute, { accept: 'text/csv', fallbackName: 'waitlist.csv' });

const saved: { blob: Blob; name: string }[] = [];

beforeEach(() => {
  saved.length = 0;
  const blobs: Blob[] = [];
  // jsdom has no blob URLs: these stand in for the browser's (this file's environment only)
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ blob: blobs[Number(this.href.split(':').at(-1)) - 1]!, name: this.download });
  });
});

describe('downloadFile', () => {
  it('refreshes the token once after a 401 and downloads with the new one', async () => {
    storeSession(makeAuthSession({ access_token: 'old', refresh_token: 'refresh-old' }));
    const requests = stubApi((request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse(makeAuthResponse({ access_token: 'new' }));
      }
      return request.authorization === 'Bearer new'
        ? csv()
        : jsonResponse({ detail: 'Token expired', code: 'TOKEN_EXPIRED' }, 401);
    });

    await download();

    expect(requests.map((request) => [request.path, request.authorization])).toEqual([
      [waitlistCsvRoute.path, 'Bearer old'],
      ['/api/auth/refresh', null],
      [waitlistCsvRoute.path, 'Bearer new'],
    ]);
    expect(saved.map(({ name }) => name)).toEqual(['waitlist-2026-03-01.csv']);
    expect(await saved[0]!.blob.text()).toBe(CSV);
  });

  it('names the file itself when the answer does not', async () => {
    storeSession(makeAuthSession());
    stubApi(() => new Response(CSV));
    await download();
    expect(saved.map(({ name }) => name)).toEqual(['waitlist.csv']);
  });

  it('throws a refusal as the API calls do, with the server’s detail, and saves nothing', async () => {
    storeSession(makeAuthSession());
    stubApi(() => jsonResponse({ detail: 'Editors only', code: 'FORBIDDEN' }, 403));

    await expect(download()).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      code: 'FORBIDDEN',
      detail: 'Editors only',
    });
    expect(saved).toEqual([]);
  });
});
