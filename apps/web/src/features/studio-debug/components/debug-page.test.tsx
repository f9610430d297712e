import { storageStatusRoute, type UploadCheckResponse, uploadCheckRoute } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { DebugPage } from './debug-page';

const storage = { kind: 'local', available: true, error: null, solution: null } as const;

const refusal: UploadCheckResponse = {
  success: true,
  debug: {
    fileType: 'poster',
    seriesId: 'paper-moons',
    exampleKey: 'uploads/paper-moons/poster-0123456789ab.png',
    contentType: 'image/png',
    contentTypeAllowed: true,
    allowedContentTypes: ['image/jpeg', 'image/png', 'image/webp'],
    maxBytes: 10 * 1024 * 1024,
    fileSize: 20 * 1024 * 1024,
    withinLimit: false,
    problems: ['File size (20 MB) exceeds limit (10 MB)'],
    wouldSign: false,
    storage,
  },
};

function stubStudio(
  answer: (request: RecordedRequest) => Response = () => jsonResponse(refusal),
  status: object = { available: true, error: null, solution: null },
) {
  return stubApi((request) =>
    request.path === storageStatusRoute.path ? jsonResponse(status) : answer(request),
  );
}

const renderDebug = () =>
  renderRoutes(
    [
      { path: '/debug', element: <DebugPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    '/debug',
  );

describe('DebugPage', () => {
  it('sends a guest to sign in and back, asking nothing', async () => {
    const requests = stubStudio();
    const { router } = renderDebug();

    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/debug')}`);
    expect(requests).toEqual([]);
  });

  it('tells a viewer the page is for editors', () => {
    storeSession(makeAuthSession({ role: 'viewer' }));
    const requests = stubStudio();
    renderDebug();

    expect(screen.getByRole('alert').textContent).toBe('This page is for editors');
    expect(requests).toEqual([]);
  });

  it('runs the upload check with a picked file and shows the answer, readable and raw', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubStudio();
    renderDebug();

    const status = screen.getByRole('region', { name: 'Storage status' });
    expect(await within(status).findByText('Available')).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Series id'), { target: { value: 'Paper Moons' } });
    fireEvent.input(screen.getByLabelText('Series title'), { target: { value: 'Paper Moons' } });
    const poster = new File([new Uint8Array(2048)], 'poster.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Or pick a file/), { target: { files: [poster] } });
    expect((screen.getByLabelText('File type') as HTMLSelectElement).value).toBe('poster');
    expect((screen.getByLabelText('File size (bytes)') as HTMLInputElement).value).toBe('2048');
    fireEvent.click(screen.getByRole('button', { name: 'Check upload' }));

    const result = await screen.findByRole('region', { name: 'Upload check result' });
    const check = requests.find((r) => r.path === uploadCheckRoute.path);
    expect(check?.method).toBe('POST');
    expect(check?.authorization).toMatch(/^Bearer /);
    expect(check?.body).toEqual({
      fileType: 'poster',
      seriesId: 'Paper Moons',
      episodeNumber: null,
      fileSize: 2048,
      seriesTitle: 'Paper Moons',
      contentType: 'image/png',
    });
    expect(within(result).getByText('A presign would refuse this upload')).toBeTruthy();
    expect(
      within(within(result).getByRole('list', { name: 'Problems' })).getByText(
        'File size (20 MB) exceeds limit (10 MB)',
      ),
    ).toBeTruthy();
    expect(within(result).getByText(refusal.debug.exampleKey!)).toBeTruthy();
    expect(within(result).getByText('10 MB')).toBeTruthy();
    expect(within(result).getByText(/20 MB \(20,971,520 bytes\), over the limit/)).toBeTruthy();
    expect(JSON.parse(within(result).getByLabelText('Raw answer').textContent ?? '')).toEqual(
      refusal,
    );
  });

  it("shows the server's detail when it refuses the fields", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio(() =>
      jsonResponse({ detail: 'Invalid upload parameters', code: 'VALIDATION_ERROR' }, 400),
    );
    renderDebug();

    fireEvent.click(screen.getByRole('button', { name: 'Check upload' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid upload parameters');
  });

  it('shows storage that is unavailable, with its error and solution, and checks again', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubStudio(undefined, {
      available: false,
      error: 'Cannot write to /data/files',
      solution: 'Check that DATA_DIR is writable',
    });
    renderDebug();

    const status = screen.getByRole('region', { name: 'Storage status' });
    expect(await within(status).findByText('Unavailable')).toBeTruthy();
    expect(within(status).getByText('Cannot write to /data/files')).toBeTruthy();
    expect(within(status).getByText('Check that DATA_DIR is writable')).toBeTruthy();
    const checks = () => requests.filter((r) => r.path === storageStatusRoute.path).length;
    expect(checks()).toBe(1);
    fireEvent.click(within(status).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(checks()).toBe(2));
  });
});
