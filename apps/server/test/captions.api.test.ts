import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AuthSession,
  buildPath,
  CAPTION_MAX_BYTES,
  CAPTION_TEXTS,
  captionListResponseSchema,
  captionResponseSchema,
  deleteStudioEpisodeRoute,
  episodeCaptionsRoute,
  errorBodySchema,
  type PutCaptionBody,
  putEpisodeCaptionRoute,
  seriesByIdRoute,
  seriesResponseSchema,
  STUDIO_SERIES_TEXTS,
  studioSeriesRoute,
  videoDetailResponseSchema,
  videoDetailRoute,
} from '@app/contract';
import type { JobWorker } from '../src/jobs/job-worker';
import { parseMasterPlaylist, parseMediaPlaylist } from '../src/transcoding/hls-playlist';
import { createWorker } from '../src/worker';
import { signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { makeClip } from './media-fixtures';
import { buildTestApp, testLogger, type TestApp } from './test-app';

warnSkippedEngines();

const VTT = `WEBVTT

1
00:00:00.000 --> 00:00:01.500
Where were you last night?

2
00:00:01.500 --> 00:00:03.000
Out.
`;

const captionsPath = (id: string, n: number) =>
  buildPath(episodeCaptionsRoute.path, { id, number: String(n) });
const captionPath = (id: string, n: number, language: string) =>
  buildPath(putEpisodeCaptionRoute.path, { id, number: String(n), language });

/** Every stored file under `prefix` (relative keys), for before/after comparisons. */
const filesUnder = async (t: TestApp, prefix: string): Promise<string[]> => {
  const root = path.join(t.dir, 'files');
  try {
    const entries = await readdir(path.join(root, prefix), {
      recursive: true,
      withFileTypes: true,
    });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
};

const until = async (check: () => Promise<boolean>, what: string) => {
  const deadline = Date.now() + 120_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not in time`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe.each(testEngines())('captions API on %s', (engine) => {
  let t: TestApp;
  let editor: AuthSession;
  let viewer: AuthSession;

  const call = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    session?: AuthSession,
    payload?: PutCaptionBody | string,
  ) =>
    t.app.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      headers: {
        ...(session ? { authorization: `Bearer ${session.access_token}` } : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
    });

  const put = async (id: string, n: number, language: string, body: PutCaptionBody) => {
    const res = await call('PUT', captionPath(id, n, language), editor, body);
    expect(res.statusCode, res.body).toBe(200);
    return captionResponseSchema.parse(res.json()).data;
  };

  const list = async (id: string, n: number) => {
    const res = await call('GET', captionsPath(id, n), editor);
    expect(res.statusCode, res.body).toBe(200);
    return captionListResponseSchema.parse(res.json()).data.captions;
  };

  const detail = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).detail;

  const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await buildTestApp(engine, { env: { WORKERS: '1' } });
    editor = await signedInEditor(t);
    viewer = await signedInUser(t, { username: 'viewer' });
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'paper-moons', title: 'Paper Moons', episodes: 2, lists: [] },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses guests (401) and viewers (403) on every call, storing nothing', async () => {
    const calls = [
      ['GET', captionsPath('paper-moons', 1)],
      ['PUT', captionPath('paper-moons', 1, 'en')],
      ['DELETE', captionPath('paper-moons', 1, 'en')],
    ] as const;
    for (const [method, url] of calls) {
      const body = method === 'PUT' ? { vtt: VTT } : undefined;
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, viewer, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await list('paper-moons', 1)).toEqual([]);
    expect(await filesUnder(t, 'captions')).toEqual([]);
  });

  it('stores a valid file, lists it and gives it to the player with the episode', async () => {
    const saved = await put('paper-moons', 1, 'en', { vtt: VTT.replace(/\n/g, '\r\n') });
    expect(saved).toMatchObject({ language: 'en', label: 'English', cues: 2 });
    expect(saved.url).toMatch(
      /^\/media\/captions\/paper-moons\/[0-9a-f-]{36}\/en-[0-9a-f]{12}\.vtt$/,
    );
    expect(await list('paper-moons', 1)).toEqual([saved]);

    const served = await fetchMedia(saved.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('text/vtt; charset=utf-8');
    // stored with its line endings normalised
    expect(served.body).toBe(VTT);

    for (const url of [videoDetailRoute.path, seriesByIdRoute.path]) {
      const res = await t.app.inject({ method: 'GET', url: buildPath(url, { id: 'paper-moons' }) });
      const series = (
        url === videoDetailRoute.path ? videoDetailResponseSchema : seriesResponseSchema
      ).parse(res.json()).data;
      expect(series.episodes[0]!.captions).toEqual([
        { language: 'en', label: 'English', url: saved.url },
      ]);
      // an episode without captions carries no field at all
      expect(series.episodes[1]).not.toHaveProperty('captions');
    }
  });

  it('canonicalises the language, keeps a given label, and replaces a language’s file', async () => {
    const first = await put('paper-moons', 2, 'PT-br', { vtt: VTT });
    expect(first).toMatchObject({ language: 'pt-BR', label: 'Portuguese (Brazil)' });
    const second = await put('paper-moons', 2, 'pt-BR', { vtt: VTT, label: 'Português' });
    expect(second).toMatchObject({ language: 'pt-BR', label: 'Português' });
    expect(second.url).not.toBe(first.url);
    expect(await list('paper-moons', 2)).toEqual([second]);
    expect((await fetchMedia(first.url)).statusCode).toBe(404);
    expect((await fetchMedia(second.url)).statusCode).toBe(200);
  });

  it('refuses a malformed file with the first bad line, and bad languages or episodes', async () => {
    const before = await filesUnder(t, 'captions');
    const srt = 'WEBVTT\n\n1\n00:00:00,000 --> 00:00:01,500\nHi\n';
    const cases: [url: string, body: PutCaptionBody, status: number, text: string][] = [
      [
        captionPath('paper-moons', 1, 'fr'),
        { vtt: srt },
        400,
        CAPTION_TEXTS.badTiming(4, '00:00:00,000 --> 00:00:01,500'),
      ],
      [
        captionPath('paper-moons', 1, 'fr'),
        { vtt: 'WEBVTT\n\n00:00:02.000 --> 00:00:01.000\nx' },
        400,
        CAPTION_TEXTS.endBeforeStart(3),
      ],
      [
        captionPath('paper-moons', 1, 'fr'),
        { vtt: '1\n00:00:00.000 --> 00:00:01.000\nx' },
        400,
        CAPTION_TEXTS.notWebVtt,
      ],
      [captionPath('paper-moons', 1, 'fr'), { vtt: 'WEBVTT\n' }, 400, CAPTION_TEXTS.noCues],
      [captionPath('paper-moons', 1, 'english'), { vtt: VTT }, 400, CAPTION_TEXTS.invalidLanguage],
      [captionPath('paper-moons', 1, 'en_US'), { vtt: VTT }, 400, CAPTION_TEXTS.invalidLanguage],
      [
        captionPath('paper-moons', 9, 'fr'),
        { vtt: VTT },
        404,
        STUDIO_SERIES_TEXTS.episodeNotFound(9),
      ],
      [
        captionPath('no-such-series', 1, 'fr'),
        { vtt: VTT },
        404,
        STUDIO_SERIES_TEXTS.episodeNotFound(1),
      ],
    ];
    for (const [url, body, status, text] of cases) {
      const res = await call('PUT', url, editor, body);
      expect(res.statusCode, url).toBe(status);
      // a refused parameter is named before the reason
      expect(
        [text, `: ${text}`].some((end) => detail(res).endsWith(end)),
        detail(res),
      ).toBe(true);
    }
    expect(
      (await call('PUT', captionPath('Bad_Id', 1, 'fr'), editor, { vtt: VTT })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', captionPath('paper-moons', 0, 'fr'), editor, { vtt: VTT })).statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', captionPath('paper-moons', 1, 'fr'), editor, '{"vtt":')).statusCode,
    ).toBe(400);
    // over the body limit, and just over 1 MB of UTF-8 inside it (ü is two bytes)
    const cue = (text: string) => `WEBVTT\n\n00:00.000 --> 00:01.000\n${text}\n`;
    for (const vtt of [cue('x'.repeat(CAPTION_MAX_BYTES + 100_000)), cue('ü'.repeat(524_300))]) {
      const res = await call('PUT', captionPath('paper-moons', 1, 'fr'), editor, { vtt });
      expect(res.statusCode).toBe(413);
    }
    expect(await filesUnder(t, 'captions')).toEqual(before);
    expect((await list('paper-moons', 1)).map((c) => c.language)).toEqual(['en']);
  });

  it('deletes a caption and its file; a second delete is 404', async () => {
    const saved = await put('paper-moons', 1, 'ko', { vtt: VTT });
    expect((await fetchMedia(saved.url)).statusCode).toBe(200);
    const res = await call('DELETE', captionPath('paper-moons', 1, 'ko'), editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { language: 'ko', deleted: true } });
    expect((await fetchMedia(saved.url)).statusCode).toBe(404);
    expect((await list('paper-moons', 1)).map((c) => c.language)).toEqual(['en']);
    const again = await call('DELETE', captionPath('paper-moons', 1, 'ko'), editor);
    expect(again.statusCode).toBe(404);
    expect(detail(again)).toBe(CAPTION_TEXTS.captionNotFound('ko'));
  });

  it('deleting an episode, then its series, removes their caption files', async () => {
    const episodes = await t.app.services.catalogueRepository.episodesOf('paper-moons');
    const folder = (n: number) => `captions/paper-moons/${episodes[n - 1]!.id}`;
    expect(await filesUnder(t, folder(1))).not.toEqual([]);
    expect(await filesUnder(t, folder(2))).not.toEqual([]);
    const episode = buildPath(deleteStudioEpisodeRoute.path, { id: 'paper-moons', number: '2' });
    const removed = await call('DELETE', episode, editor);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await filesUnder(t, folder(2))).toEqual([]);
    expect(await filesUnder(t, folder(1))).not.toEqual([]);
    const series = buildPath(studioSeriesRoute.path, { id: 'paper-moons' });
    const deleted = await call('DELETE', series, editor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await filesUnder(t, 'captions/paper-moons')).toEqual([]);
  });

  describe('the HLS stream', () => {
    let worker: JobWorker;
    let assetId: string;

    const series = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: buildPath(seriesByIdRoute.path, { id: 'lit' }),
      });
      return seriesResponseSchema.parse(res.json()).data;
    };
    const masterText = async () => {
      const { videoUrl } = (await series()).episodes[0]!;
      expect(videoUrl).toMatch(/master\.m3u8$/);
      const res = await fetchMedia(videoUrl);
      expect(res.statusCode).toBe(200);
      return { url: videoUrl, text: res.body };
    };
    /** The subtitles renditions of the master, with their playlists and WebVTT files fetched. */
    const renditions = async () => {
      const master = await masterText();
      const base = new URL(master.url, 'http://x');
      const lines = master.text.split('\n').filter((l) => l.startsWith('#EXT-X-MEDIA:'));
      return Promise.all(
        lines.map(async (line) => {
          const uri = /URI="([^"]+)"/.exec(line)![1]!;
          const playlistUrl = new URL(uri, base);
          const playlist = await fetchMedia(playlistUrl.pathname);
          expect(playlist.statusCode, playlistUrl.pathname).toBe(200);
          const media = parseMediaPlaylist(playlist.body);
          const vttUrl = new URL(media.segments[0]!.uri, playlistUrl);
          const vtt = await fetchMedia(vttUrl.pathname);
          expect(vtt.statusCode, vttUrl.pathname).toBe(200);
          return { line, media, vtt: vtt.body, files: [playlistUrl.pathname, vttUrl.pathname] };
        }),
      );
    };

    beforeAll(async () => {
      const { services } = t.app;
      const clip = await makeClip(path.join(t.dir, 'lit.mp4'), {
        seconds: 2,
        width: 160,
        height: 288,
      });
      assetId = await services.mediaIngest.ingestFile({
        filePath: clip,
        key: 'uploads/lit/episode-1.mp4',
        kind: 'video',
      });
      await services.catalogueRepository.insertSeries({
        id: 'lit',
        title: 'Lit',
        director: 'D',
        language: 'English',
        year: 2026,
      });
      await services.catalogueRepository.insertEpisode({
        seriesId: 'lit',
        episodeNumber: 1,
        title: 'Episode 1',
        videoAssetId: assetId,
      });
      await services.catalogueRepository.publish('lit');
      services.catalogue.invalidate();
    });
    afterAll(async () => {
      await worker?.stop();
    });

    it('plays captions from the original before the transcode, and joins them to the ladder after', async () => {
      const english = await put('lit', 1, 'en', { vtt: VTT });
      const before = (await series()).episodes[0]!;
      expect(before.streamStatus).toBe('processing');
      expect(before.videoUrl).toMatch(/\.mp4$/);
      expect(before.captions).toEqual([{ language: 'en', label: 'English', url: english.url }]);

      // the worker as the app runs it (worker.ts): transcode, then captions into the master
      worker = createWorker(t.app.services, testLogger());
      worker.start();
      await until(async () => (await series()).episodes[0]!.streamStatus === 'ready', 'transcode');

      const master = parseMasterPlaylist((await masterText()).text);
      expect(master.variants.length).toBeGreaterThan(0);
      for (const variant of master.variants) expect(variant.attributes.SUBTITLES).toBe('subs');
      const [rendition, ...others] = await renditions();
      expect(others).toEqual([]);
      expect(rendition!.line).toBe(
        `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="${rendition!.line.match(/URI="([^"]+)"/)![1]}"`,
      );
      expect(rendition!.media.endList).toBe(true);
      expect(rendition!.media.segments).toHaveLength(1);
      expect(rendition!.media.segments[0]!.duration).toBeCloseTo(
        (await series()).episodes[0]!.duration,
        1,
      );
      // cue time 0 is the first frame: ffmpeg's TS timeline starts past 0
      const map = /^X-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:00:00:00\.000$/m.exec(rendition!.vtt);
      expect(Number(map?.[1])).toBeGreaterThan(0);
      expect(rendition!.vtt.replace(/^X-TIMESTAMP-MAP=.*\n/m, '')).toBe(VTT);
      // the player's track stays the plain file
      expect((await series()).episodes[0]!.captions).toEqual([
        { language: 'en', label: 'English', url: english.url },
      ]);
    });

    it('rewrites the master after each change, and a deleted language leaves no file', async () => {
      await put('lit', 1, 'ko', { vtt: VTT, label: '한국어' });
      const two = await renditions();
      expect(two.map((r) => /LANGUAGE="([^"]+)"/.exec(r.line)![1])).toEqual(['en', 'ko']);
      expect(two[1]!.line).toContain('NAME="한국어"');

      const res = await call('DELETE', captionPath('lit', 1, 'ko'), editor);
      expect(res.statusCode, res.body).toBe(200);
      const one = await renditions();
      expect(one.map((r) => /LANGUAGE="([^"]+)"/.exec(r.line)![1])).toEqual(['en']);
      for (const file of two[1]!.files) expect((await fetchMedia(file)).statusCode, file).toBe(404);

      await call('DELETE', captionPath('lit', 1, 'en'), editor);
      const { text } = await masterText();
      expect(text).not.toContain('SUBTITLES');
      expect(parseMasterPlaylist(text).variants.length).toBeGreaterThan(0);
      expect(await filesUnder(t, 'captions/lit')).toEqual([]);
      expect((await series()).episodes[0]).not.toHaveProperty('captions');
    });
  });
});
