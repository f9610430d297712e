import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  NOTIFICATION_TEXTS,
  notificationsPageSchema,
  presignResponseSchema,
  uploadSeriesResponseSchema,
  type PresignBody,
} from '@app/contract';
import { seriousViolations } from './axe';
import { E2E_ADMIN } from './playwright.config';
import { signIn, signUp, useSession, type Session } from './session';
import { ffmpegPath } from './ffmpeg';

const TEXTS = NOTIFICATION_TEXTS;

/** A 2:3 poster and a 2-second vertical episode with sound, made for this run. */
function makeMedia() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'reelforge-notify-e2e-'));
  const run = (args: string[]) =>
    execFileSync(ffmpegPath(), ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  try {
    const poster = path.join(dir, 'poster.png');
    run(['-f', 'lavfi', '-i', 'testsrc2=s=400x600', '-frames:v', '1', poster]);
    const episode = path.join(dir, 'episode.mp4');
    run([
      ...['-f', 'lavfi', '-i', 'testsrc2=s=360x640:r=24:d=2'],
      ...['-f', 'lavfi', '-i', 'sine=f=440:d=2'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', episode],
    ]);
    return { poster: readFileSync(poster), episode: readFileSync(episode) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The studio's API as the editor uses it (docs/product/studio.md). */
function studioApi(request: APIRequestContext, editor: Session) {
  const headers = { Authorization: `Bearer ${editor.access_token}` };
  /** Presigns, then posts the form as the studio page does: the storage key. */
  const upload = async (body: PresignBody, file: Buffer, mimeType: string) => {
    const presign = await request.post('/api/content/presigned-url', { headers, data: body });
    expect(presign.ok(), await presign.text()).toBe(true);
    const { data } = presignResponseSchema.parse(await presign.json());
    const sent = await request.post(data.uploadUrl, {
      // the fields first, then the file
      multipart: { ...data.fields, file: { name: 'upload', mimeType, buffer: file } },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    return data.s3Key;
  };
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, data?: object) => {
    const answer = await request.fetch(url, { method, headers, ...(data && { data }) });
    expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
    return answer;
  };
  return { upload, send };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Follow an ongoing series from its page, and the inbox behind the header's bell
 * (docs/product/notifications.md). The announcements themselves are the API tests'.
 */
test('a viewer follows an ongoing series with Remind me, and opens the inbox from the bell', async ({
  page,
  request,
}) => {
  const viewer = await signUp(request, 'follow');
  await useSession(page, viewer);
  await page.goto('/video/the-synthetic-bride');
  const remind = page.getByRole('button', { name: TEXTS.remindMe });
  await remind.click();
  const following = page.getByRole('button', { name: TEXTS.following });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  const state = await request.get('/api/series/the-synthetic-bride/follow', {
    headers: { Authorization: `Bearer ${viewer.access_token}` },
  });
  expect(await state.json()).toMatchObject({ isFollowing: true });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('link', { name: TEXTS.bell(0), exact: true }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: TEXTS.title, exact: true })).toBeVisible();
  await expect(page.getByText(TEXTS.empty)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // and back: unfollowing is one click too
  await page.goto('/video/the-synthetic-bride');
  await page.getByRole('button', { name: TEXTS.following }).click();
  await expect(page.getByRole('button', { name: TEXTS.remindMe })).toBeVisible();
});

test('the editor publishes an episode of a series a viewer follows: the bell counts it, and the inbox leads to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const media = makeMedia();
  const editor = await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const studio = studioApi(request, editor);
  // a series of this test's own, by a director nobody follows: no other file sees its episodes
  const stamp = Date.now().toString(36);
  const title = `Notify Test ${stamp}`;
  const poster = await studio.upload(
    { fileType: 'poster', seriesId: title, contentType: 'image/png' },
    media.poster,
    'image/png',
  );
  const first = await studio.upload(
    { fileType: 'video', seriesId: title, episodeNumber: 1, contentType: 'video/mp4' },
    media.episode,
    'video/mp4',
  );
  const published = await studio.send('POST', '/api/content/upload-series', {
    title,
    director: `Notify Director ${stamp}`,
    language: 'English',
    year: 2026,
    thumbnail: poster,
    episodes: [{ episodeNumber: 1, title: 'The First Call', videoUrl: first }],
  });
  const { id } = uploadSeriesResponseSchema.parse(await published.json()).data;
  try {
    await studio.send('PATCH', `/api/studio/series/${id}`, {
      release_status: 'ongoing',
      release_weekday: 5,
    });

    const viewer = await signUp(request, 'notified');
    const auth = { headers: { Authorization: `Bearer ${viewer.access_token}` } };
    await useSession(page, viewer);
    await page.goto(`/video/${id}`);
    await page.getByRole('button', { name: TEXTS.remindMe }).click();
    await expect(page.getByRole('button', { name: TEXTS.following })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: TEXTS.bell(0), exact: true })).toBeVisible();

    const second = await studio.upload(
      { fileType: 'video', seriesId: id, episodeNumber: 2, contentType: 'video/mp4' },
      media.episode,
      'video/mp4',
    );
    await studio.send('POST', `/api/studio/series/${id}/episodes`, {
      episodes: [{ episodeNumber: 2, title: 'The Second Call', videoUrl: second }],
    });

    // the announcement is a background job: the bell counts it once it has run
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('link', { name: TEXTS.bell(1) })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });

    await page.getByRole('link', { name: TEXTS.bell(1) }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    const entry = page.getByRole('link', {
      name: new RegExp(escapeRegExp(TEXTS.newEpisode(title, 2))),
    });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute('href', `/play?id=${id}&episode=2`);
    // shown, it is read: the bell's count goes back down, and the server agrees
    await expect(page.getByRole('link', { name: TEXTS.bell(0), exact: true })).toBeVisible();
    const inbox = notificationsPageSchema.parse(
      await (await request.get('/api/notifications', auth)).json(),
    );
    expect(inbox.unread).toBe(0);
    expect(inbox.items.map((n) => [n.kind, n.series_id, n.episode_number, n.read])).toEqual([
      ['new_episode', id, 2, true],
    ]);
    expect(await seriousViolations(page)).toEqual([]);

    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/play\\?id=${escapeRegExp(id)}&episode=2$`));
  } finally {
    await studio.send('DELETE', `/api/studio/series/${id}`);
  }
});
