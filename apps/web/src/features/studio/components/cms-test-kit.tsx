import { CMS_PAGE_TEXTS } from '@app/contract';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { expect } from 'vitest';
import { NoticeProvider } from '../../../components/ui/notice';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { CmsPage } from './cms-page';
import { fakeUploads } from './fake-uploads';

const TEXTS = CMS_PAGE_TEXTS;

export type StorageAnswer = { available: boolean; error: string | null; solution: string | null };
export const AVAILABLE: StorageAnswer = { available: true, error: null, solution: null };

/** Before each test: no uploads yet, and object URLs (jsdom has none). */
export function resetCmsTest() {
  // the page is large: on a busy machine its renders take longer than Testing Library's 1 s
  configure({ asyncUtilTimeout: 10_000 });
  fakeUploads.requests = [];
  fakeUploads.failing = new Set();
  let n = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:preview-${(n += 1)}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
}

/** The studio's calls: storage, the lists and the publish, answered as given. */
export function stubStudio({
  storage = () => jsonResponse(AVAILABLE),
  publish = () =>
    jsonResponse({ success: true, data: { seriesId: 'neon-1a2b3c', id: 'neon-1a2b3c' } }),
}: {
  storage?: () => Response;
  publish?: (request: RecordedRequest) => Response;
} = {}) {
  return stubApi((request) => {
    if (request.path === '/api/content/s3-status') return storage();
    if (request.path === '/api/content/available-lists') {
      return jsonResponse({
        success: true,
        lists: [
          { name: 'trending-now', displayName: 'Trending Now', description: '' },
          { name: 'new-releases', displayName: 'New Releases', description: '' },
        ],
      });
    }
    if (request.path === '/api/content/upload-series') return publish(request);
    return jsonResponse({ detail: 'unexpected', code: 'NOT_FOUND' }, 404);
  });
}

export const renderCms = () =>
  renderRoutes(
    [
      {
        element: (
          <NoticeProvider>
            <Outlet />
          </NoticeProvider>
        ),
        children: [
          { path: '/cms', element: <CmsPage /> },
          { path: '/video/:id', element: <p>series page</p> },
          { path: '/auth', element: <p>auth page</p> },
        ],
      },
    ],
    '/cms',
  );

export const video = (name: string, type = 'video/mp4') => new File(['video'], name, { type });
export const image = (name = 'poster.jpg', type = 'image/jpeg') =>
  new File(['image'], name, { type });

/** Picks files in the file input labelled `label`. */
export function choose(label: string, files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

export const publishButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: TEXTS.publishSeries });
export const previewButton = () =>
  screen.getByRole<HTMLButtonElement>('button', { name: TEXTS.previewSeries });

/** Waits for the storage check to let files be chosen. */
export const storageReady = () =>
  waitFor(() =>
    expect(screen.getByLabelText<HTMLInputElement>(TEXTS.chooseVideos).disabled).toBe(false),
  );

/** Title, director, a poster and two episodes. */
export function fillForm() {
  fireEvent.input(screen.getByRole('textbox', { name: /^Title/ }), {
    target: { value: 'Neon Heirs' },
  });
  fireEvent.input(screen.getByRole('textbox', { name: /^Director/ }), {
    target: { value: 'Mina Park' },
  });
  choose(TEXTS.choosePoster, [image()]);
  choose(TEXTS.chooseVideos, [video('ep1.mp4'), video('ep2.mp4')]);
}

/** Waits until `count` files show as uploaded (the queue starts 100 ms after files are added). */
export const uploadsSettled = (count: number) =>
  waitFor(() => expect(screen.queryAllByText(TEXTS.uploaded)).toHaveLength(count));
