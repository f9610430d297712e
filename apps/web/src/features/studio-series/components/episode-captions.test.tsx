import { CAPTION_TEXTS, type StudioCaption } from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuthSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { storeSession } from '../../../lib/auth/session-store';
import { EpisodeCaptions } from './episode-captions';

const BASE = '/api/studio/series/paper-moons/episodes/2/captions';
const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n';

const english: StudioCaption = {
  language: 'en',
  label: 'English',
  url: '/media/captions/paper-moons/e2/en-1.vtt',
  cues: 12,
  sizeBytes: 400,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** A server with the episode's captions in memory; `refuse` answers a PUT with 400 instead. */
function stubCaptions(initial: StudioCaption[], refuse?: string) {
  let captions = [...initial];
  const requests = stubApi((request: RecordedRequest) => {
    const path = new URL(request.path, 'http://x').pathname;
    if (request.method === 'GET' && path === BASE) {
      return jsonResponse({ success: true, data: { captions } });
    }
    const language = decodeURIComponent(path.slice(BASE.length + 1));
    if (request.method === 'PUT') {
      if (refuse) return jsonResponse({ detail: refuse, code: 'VALIDATION_FAILED' }, 400);
      const body = request.body as { label: string };
      const saved = { ...english, language, label: body.label, url: `/media/${language}.vtt` };
      captions = [...captions.filter((c) => c.language !== language), saved];
      return jsonResponse({ success: true, data: saved });
    }
    if (request.method === 'DELETE') {
      captions = captions.filter((c) => c.language !== language);
      return jsonResponse({ success: true, data: { language, deleted: true } });
    }
    return jsonResponse({ detail: 'unexpected', code: 'NOT_FOUND' }, 404);
  });
  return requests;
}

const renderCaptions = () => {
  storeSession(makeAuthSession({ role: 'editor' }));
  return renderPage(<EpisodeCaptions seriesId="paper-moons" episodeNumber={2} />);
};

const chooseFile = (text: string, name = 'subs.vtt') =>
  fireEvent.change(screen.getByLabelText(CAPTION_TEXTS.file), {
    target: { files: [new File([text], name, { type: 'text/vtt' })] },
  });

describe('EpisodeCaptions', () => {
  it('lists the episode’s captions, and says so when there are none', async () => {
    stubCaptions([english]);
    renderCaptions();
    const link = await screen.findByRole('link', { name: 'English' });
    expect(link.getAttribute('href')).toBe(english.url);
    expect(screen.getByText(`en · ${CAPTION_TEXTS.cues(12)}`)).toBeTruthy();
  });

  it('uploads a file’s text for the chosen language and label, then lists it', async () => {
    const requests = stubCaptions([]);
    renderCaptions();
    expect(await screen.findByText(CAPTION_TEXTS.none)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(CAPTION_TEXTS.language), { target: { value: 'ko' } });
    fireEvent.input(screen.getByLabelText(CAPTION_TEXTS.label), { target: { value: '한국어' } });
    chooseFile(VTT);
    fireEvent.click(screen.getByRole('button', { name: CAPTION_TEXTS.upload }));

    expect(await screen.findByText(CAPTION_TEXTS.added('한국어'))).toBeTruthy();
    const put = requests.find((r) => r.method === 'PUT')!;
    expect(new URL(put.path, 'http://x').pathname).toBe(`${BASE}/ko`);
    expect(put.body).toEqual({ vtt: VTT, label: '한국어' });
    expect(await screen.findByRole('link', { name: '한국어' })).toBeTruthy();
  });

  it('offers Replace for a language it has, with the language’s name as the default label', async () => {
    const requests = stubCaptions([english]);
    renderCaptions();
    await screen.findByRole('link', { name: 'English' });
    chooseFile(VTT);
    fireEvent.click(screen.getByRole('button', { name: CAPTION_TEXTS.replace }));
    await screen.findByText(CAPTION_TEXTS.added('English'));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ vtt: VTT, label: 'English' });
  });

  it('shows the server’s reason when it refuses a file', async () => {
    const reason = CAPTION_TEXTS.badTiming(4, '00:00:00,000 --> 00:00:01,000');
    stubCaptions([], reason);
    renderCaptions();
    await screen.findByText(CAPTION_TEXTS.none);
    chooseFile('WEBVTT\n\n1\n00:00:00,000 --> 00:00:01,000\nHi\n');
    fireEvent.click(screen.getByRole('button', { name: CAPTION_TEXTS.upload }));
    expect((await screen.findByRole('alert')).textContent).toBe(CAPTION_TEXTS.failed(reason));
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const requests = stubCaptions([]);
    renderCaptions();
    await screen.findByText(CAPTION_TEXTS.none);
    chooseFile('x'.repeat(1024 * 1024 + 1));
    fireEvent.click(screen.getByRole('button', { name: CAPTION_TEXTS.upload }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      CAPTION_TEXTS.failed(CAPTION_TEXTS.tooLarge),
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
  });

  it('removes a language after a confirmation', async () => {
    const requests = stubCaptions([english]);
    renderCaptions();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove English' }));
    const item = screen.getByText(CAPTION_TEXTS.confirmRemove('English')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: CAPTION_TEXTS.remove }));
    expect(await screen.findByText(CAPTION_TEXTS.none)).toBeTruthy();
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    const deleted = requests.find((r) => r.method === 'DELETE')!;
    expect(new URL(deleted.path, 'http://x').pathname).toBe(`${BASE}/en`);
  });
});
