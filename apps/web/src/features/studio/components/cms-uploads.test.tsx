import { CMS_PAGE_TEXTS, STUDIO_TEXTS, STUDIO_UPLOAD_TEXTS } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/stub-api';
import {
  choose,
  fillForm,
  image,
  publishButton,
  renderCms,
  resetCmsTest,
  storageReady,
  stubStudio,
  uploadsSettled,
  video,
} from './cms-test-kit';
import { fakeUploads } from './fake-uploads';

// the upload helper and the thumbnail extractor have their own tests: here they answer at once
vi.mock('../../../lib/uploads/upload-file', async () => ({
  uploadFile: (await import('./fake-uploads')).fakeUploadFile,
}));
vi.mock('../../../lib/uploads/video-thumbnail', async () => ({
  extractVideoThumbnail: (await import('./fake-uploads')).fakeExtractVideoThumbnail,
}));

const TEXTS = CMS_PAGE_TEXTS;

beforeEach(resetCmsTest);

// a render of the whole page takes a while on a busy machine
describe('CmsPage: episodes, the upload queue and publishing', { timeout: 30_000 }, () => {
  it('numbers episodes from their file names, refuses what is not a video, and replaces an episode given a new file', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio();
    renderCms();
    await storageReady();

    choose(TEXTS.chooseVideos, [
      video('ep2.mp4'),
      video('bonus.mov', ''),
      image('cover.png', 'image/png'),
      video('clip.mkv', 'video/x-matroska'),
    ]);

    const cards = () =>
      within(screen.getByRole('list', { name: TEXTS.episodesHeading }))
        .getAllByRole('listitem')
        .map((card) => card.textContent ?? '');
    expect(cards().map((text) => /Episode \d+/.exec(text)?.[0])).toEqual([
      'Episode 2',
      'Episode 3',
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      `cover.png: ${STUDIO_UPLOAD_TEXTS.invalidVideo}clip.mkv: ${STUDIO_TEXTS.unsupportedVideo}`,
    );
    await uploadsSettled(2);

    choose(TEXTS.chooseVideos, [video('Episode 2 (final cut).mp4')]);
    expect(cards()).toHaveLength(2);
    expect(cards()[0]).toContain('Episode 2 (final cut).mp4');
    expect(cards()[1]).toContain('bonus.mov');
  });

  it('shows each upload in the queue, with the pending files, and clears what is done', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio();
    fakeUploads.failing.add('ep2.mp4');
    renderCms();
    await storageReady();

    choose(TEXTS.chooseVideos, [video('ep1.mp4'), video('ep2.mp4'), video('ep3 broken.mp4')]);

    const pending = screen.getByRole('list', { name: `${TEXTS.pendingHeading} (3)` });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'ep1.mp4Video · Episode 1 · 1 KB',
      'ep2.mp4Video · Episode 2 · 1 KB',
      'ep3 broken.mp4Video · Episode 3 · 1 KB',
    ]);
    const queue = await screen.findByRole('list', { name: TEXTS.queueHeading });
    await waitFor(() => expect(within(queue).getAllByRole('listitem')).toHaveLength(3));
    expect(within(queue).getByText('S3 bucket or key not found.')).toBeTruthy();
    expect(
      within(queue).getByText(STUDIO_UPLOAD_TEXTS.thumbnailFailed('the video could not be loaded')),
    ).toBeTruthy();
    expect(screen.getAllByText(TEXTS.thumbnailMade)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: TEXTS.clearCompleted }));
    expect(within(queue).getAllByRole('listitem')).toHaveLength(1);
    // cleared from the queue, still episodes of the series
    expect(
      within(screen.getByRole('list', { name: TEXTS.episodesHeading })).getAllByRole('listitem'),
    ).toHaveLength(3);

    fakeUploads.failing.clear();
    fireEvent.click(within(queue).getByRole('button', { name: 'Retry ep2.mp4' }));
    await waitFor(() => expect(screen.getAllByText(TEXTS.uploaded)).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: TEXTS.clearAll }));
    expect(screen.getByText(TEXTS.queueEmpty)).toBeTruthy();
  });

  it('publishes: the percentage, then the success notice and the series page', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    const requests = stubStudio();
    const { router } = renderCms();
    await storageReady();
    fillForm();
    fireEvent.input(screen.getByRole('textbox', { name: /^Cast/ }), {
      target: { value: 'Jae Lee, , Ana Ruiz' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'Korean' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), {
      target: { value: '2024' },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Trending Now' }));
    fireEvent.input(screen.getByRole('textbox', { name: 'Episode 2 title' }), {
      target: { value: 'Fallout' },
    });

    fireEvent.click(publishButton());
    expect(screen.getByText(/^Publishing… \d+%$/)).toBeTruthy();

    expect(await screen.findByText('series page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/video/neon-1a2b3c');
    expect(screen.getByText(TEXTS.published)).toBeTruthy();
    const draft = fakeUploads.requests[0]!.target.seriesId;
    expect(draft).toMatch(/^draft-[0-9a-f]{10}$/);
    expect(requests.find((r) => r.path === '/api/content/upload-series')?.body).toEqual({
      title: 'Neon Heirs',
      director: 'Mina Park',
      language: 'Korean',
      year: 2024,
      description: '',
      tags: [],
      cast: ['Jae Lee', 'Ana Ruiz'],
      thumbnail: `uploads/${draft}/poster.jpg`,
      listMembership: ['trending-now'],
      episodes: [
        {
          episodeNumber: 1,
          title: null,
          duration: 42,
          videoUrl: `uploads/${draft}/ep1.mp4`,
          thumbnail: `uploads/${draft}/episode-1-thumbnail.jpg`,
          isLocked: false,
        },
        {
          episodeNumber: 2,
          title: 'Fallout',
          duration: 42,
          videoUrl: `uploads/${draft}/ep2.mp4`,
          thumbnail: `uploads/${draft}/episode-2-thumbnail.jpg`,
          isLocked: false,
        },
      ],
    });
    expect(
      fakeUploads.requests.map((r) => [r.target.fileType, r.target.episodeNumber, r.file.name]),
    ).toEqual([
      ['poster', null, 'poster.jpg'],
      ['video', 1, 'ep1.mp4'],
      ['thumbnail', 1, 'episode-1-thumbnail.jpg'],
      ['video', 2, 'ep2.mp4'],
      ['thumbnail', 2, 'episode-2-thumbnail.jpg'],
    ]);
  });

  it("says 'Failed to publish series!' with the server's detail and stays", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio({
      publish: () =>
        jsonResponse(
          { detail: 'uploads/d/ep1.mp4 is not a playable video (no video stream)', code: 'X' },
          400,
        ),
    });
    const { router } = renderCms();
    await storageReady();
    fillForm();
    await uploadsSettled(3);

    fireEvent.click(publishButton());

    const alert = await screen.findByText(TEXTS.publishFailed);
    expect(alert.parentElement?.textContent).toBe(
      `${TEXTS.publishFailed}uploads/d/ep1.mp4 is not a playable video (no video stream)`,
    );
    expect(router.state.location.pathname).toBe('/cms');
    expect(publishButton().disabled).toBe(false);
  });

  it('fails a publish whose file did not upload, naming it, without calling the server', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    fakeUploads.failing.add('ep2.mp4');
    const requests = stubStudio();
    renderCms();
    await storageReady();
    fillForm();

    fireEvent.click(publishButton());

    const alert = await screen.findByText(TEXTS.publishFailed);
    expect(alert.parentElement?.textContent).toBe(
      `${TEXTS.publishFailed}ep2.mp4: S3 bucket or key not found.`,
    );
    expect(requests.some((r) => r.path === '/api/content/upload-series')).toBe(false);
  });
});
