import { AUTH_TEXTS, CATALOGUE_TEXTS, CMS_PAGE_TEXTS, STUDIO_TEXTS } from '@app/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { jsonResponse } from '../../../test/stub-api';
import {
  AVAILABLE,
  choose,
  fillForm,
  image,
  previewButton,
  publishButton,
  renderCms,
  resetCmsTest,
  storageReady,
  stubStudio,
  uploadsSettled,
  video,
  type StorageAnswer,
} from './cms-test-kit';

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
describe('CmsPage: access, storage and the form', { timeout: 30_000 }, () => {
  it('sends a guest to sign in and back, and tells a viewer the page is for editors', async () => {
    const requests = stubStudio();
    const { router, unmount } = renderCms();
    await screen.findByText('auth page');
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/cms')}`);
    unmount();

    storeSession(makeAuthSession({ role: 'viewer' }));
    renderCms();
    expect(screen.getByRole('alert').textContent).toBe(AUTH_TEXTS.editorRequired);
    expect(requests).toEqual([]);
  });

  it("shows 'File Upload Disabled' with the error and solution, keeps uploads and publishing off, and re-checks on Retry", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    let storage: StorageAnswer = {
      available: false,
      error: 'The bucket reelforge does not answer',
      solution: 'Check S3_ENDPOINT and the credentials',
    };
    const requests = stubStudio({ storage: () => jsonResponse(storage) });
    renderCms();

    const warning = await screen.findByRole('alert');
    expect(within(warning).getByRole('heading').textContent).toBe('File Upload Disabled');
    expect(warning.textContent).toContain('The bucket reelforge does not answer');
    expect(warning.textContent).toContain('Check S3_ENDPOINT and the credentials');
    expect(screen.getByLabelText<HTMLInputElement>(TEXTS.choosePoster).disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>(TEXTS.chooseVideos).disabled).toBe(true);
    expect(publishButton().disabled).toBe(true);

    storage = AVAILABLE;
    fireEvent.click(within(warning).getByRole('button', { name: TEXTS.retry }));

    await waitFor(() => expect(screen.queryByText('File Upload Disabled')).toBeNull());
    expect(requests.filter((r) => r.path === '/api/content/s3-status')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>(TEXTS.choosePoster).disabled).toBe(false);
  });

  it("says 'Unable to check S3 configuration' when the check fails", async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio({ storage: () => jsonResponse({ detail: 'boom', code: 'INTERNAL' }, 500) });
    renderCms();

    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain('File Upload Disabled');
    expect(warning.textContent).toContain('Unable to check S3 configuration');
  });

  it('enables Preview and Publish only with a title, a director, a poster and a video', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio();
    renderCms();
    await waitFor(() => expect(screen.queryByText(TEXTS.checkingStorage)).toBeNull());

    const missing = () =>
      within(screen.getByRole('list', { name: TEXTS.missingHeading }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(missing()).toEqual([
      STUDIO_TEXTS.titleRequired,
      STUDIO_TEXTS.directorRequired,
      STUDIO_TEXTS.posterRequired,
      STUDIO_TEXTS.videoRequired,
    ]);

    const title = screen.getByRole('textbox', { name: /^Title/ });
    fireEvent.blur(title);
    expect(screen.getAllByText(STUDIO_TEXTS.titleRequired)).toHaveLength(2);
    fireEvent.input(title, { target: { value: 'Neon Heirs' } });
    fireEvent.input(screen.getByRole('textbox', { name: /^Director/ }), {
      target: { value: 'Mina Park' },
    });
    choose(TEXTS.choosePoster, [image()]);
    expect(missing()).toEqual([STUDIO_TEXTS.videoRequired]);
    expect(publishButton().disabled).toBe(true);
    expect(previewButton().disabled).toBe(true);

    choose(TEXTS.chooseVideos, [video('ep1.mp4')]);

    expect(screen.queryByRole('list', { name: TEXTS.missingHeading })).toBeNull();
    expect(publishButton().disabled).toBe(false);
    expect(previewButton().disabled).toBe(false);
  });

  it('adds tags on Enter or Add, ignoring blanks and repeats, and from the suggestions', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio();
    renderCms();
    const input = screen.getByRole('textbox', { name: 'Tags' });

    fireEvent.input(input, { target: { value: '  Revenge ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.input(input, { target: { value: 'revenge' } });
    fireEvent.click(screen.getByRole('button', { name: TEXTS.addTag }));
    fireEvent.input(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: '+ Drama' }));

    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Revenge', 'Drama']);
    expect(screen.queryByRole('button', { name: '+ Drama' })).toBeNull();
    expect((input as HTMLInputElement).value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Remove tag Revenge' }));
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['Drama']);
  });

  it('previews the series as its page will show it', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubStudio();
    renderCms();
    await storageReady();
    fillForm();
    await uploadsSettled(3);

    fireEvent.click(previewButton());

    const dialog = screen.getByRole('dialog', { name: 'Neon Heirs' });
    expect(within(dialog).getByText(/Mina Park/).textContent).toBe(
      `${new Date().getFullYear()} · English · Mina Park`,
    );
    expect(
      within(dialog).getByRole('heading', { name: CATALOGUE_TEXTS.detail.allEpisodes(2) }),
    ).toBeTruthy();
    expect(document.activeElement).toBe(
      within(dialog).getByRole('button', { name: TEXTS.closePreview }),
    );
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
