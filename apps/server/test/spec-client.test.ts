import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCode } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { makeClip, makeTempDir } from './media-fixtures';
import { buildTestApp, type TestApp } from './test-app';

/**
 * A client written only from the product brief's call list (docs/decisions.md#response-shapes):
 * every call with the request shape the brief gives, and only its fields; every response field
 * the brief names, with its type. The expected shapes are written here from the brief, not taken
 * from the contract's schemas, so a schema that drifts from the brief fails here.
 */

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'null';
/** Field name → the kinds it may have, e.g. 'string|null'. */
type Shape = Record<string, string>;

const kindOf = (value: unknown): Kind =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : (typeof value as 'string' | 'number' | 'boolean' | 'object');

/** Every field the brief names is there, with one of the kinds it allows. */
const expectShape = (label: string, value: unknown, shape: Shape) => {
  expect(kindOf(value), `${label} is an object`).toBe('object');
  const record = value as Record<string, unknown>;
  for (const [field, kinds] of Object.entries(shape)) {
    expect(record, `${label} has ${field}`).toHaveProperty(field);
    expect(kinds.split('|'), `${label}.${field}: ${JSON.stringify(record[field])}`).toContain(
      kindOf(record[field]),
    );
  }
};

const expectEach = (label: string, list: unknown, shape: Shape, atLeast = 1) => {
  expect(kindOf(list), `${label} is a list`).toBe('array');
  const items = list as unknown[];
  expect(items.length, `${label} has items`).toBeGreaterThanOrEqual(atLeast);
  items.forEach((item, i) => expectShape(`${label}[${i}]`, item, shape));
};

// the brief's entities (its section on entities and fields)
const HERO_BANNER: Shape = {
  id: 'string',
  title: 'string',
  description: 'string',
  image: 'string',
  tags: 'array',
  year: 'number|string',
  episodesCount: 'number',
  director: 'string',
  cast: 'array',
  language: 'string',
};
const CARD: Shape = {
  id: 'string',
  title: 'string',
  subtitle: 'string',
  image: 'string',
  video_url: 'string',
  views: 'number|string',
};
const SERIES_LIST: Shape = { name: 'string', displayName: 'string', series: 'array' };
const SEARCH_RECORD: Shape = {
  id: 'string',
  title: 'string',
  year: 'number|string',
  language: 'string',
  episodesCount: 'number',
  director: 'string',
  cast: 'array',
  tags: 'array',
  genre: 'array|string',
};
const VIDEO_DETAIL: Shape = {
  title: 'string',
  year: 'number|string',
  language: 'string',
  director: 'string',
  description: 'string',
  thumbnail: 'string',
  tags: 'array',
  episodes: 'array',
};
const EPISODE: Shape = {
  episodeId: 'string',
  episodeNumber: 'number',
  title: 'string',
  description: 'string',
  duration: 'number',
  videoUrl: 'string',
  thumbnail: 'string',
  isLocked: 'boolean',
};
const PLAN: Shape = {
  plan_id: 'string',
  name: 'string',
  price: 'number',
  description: 'string',
  // per-content plans have no period (the brief gives no type)
  duration_days: 'number|null',
  features: 'array',
};
const STATUS: Shape = {
  has_active_subscription: 'boolean',
  has_reel_access: 'boolean',
  reel_id: 'string|null',
  subscription_type: 'string|null',
  expires_at: 'string|null',
};
const SUBSCRIPTION_RECORD: Shape = {
  subscription_type: 'string',
  status: 'string',
  start_date: 'string',
  end_date: 'string|null',
};
const COMMENT: Shape = {
  comment_id: 'string',
  video_id: 'string',
  user_id: 'string',
  username: 'string',
  avatar: 'string|null',
  content: 'string',
  timestamp: 'string|number',
  likes: 'number',
  is_liked: 'boolean',
  replies: 'array',
  parent_id: 'string|null',
  platform: 'string',
};
const AUTH_SESSION: Shape = {
  access_token: 'string',
  refresh_token: 'string',
  id_token: 'string',
  username: 'string',
  email: 'string|null',
  user_attributes: 'object',
};
const MESSAGE: Shape = { success: 'boolean', message: 'string' };

describe.each(testEngines())('a client written from the brief on %s', (engine) => {
  let t: TestApp;
  let token = '';
  let editorToken = '';
  let removeFixtures: () => Promise<void> = async () => {};

  const call = async (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    bearer: string | null = token,
  ) => {
    const res = await t.app.inject({
      method,
      url,
      headers: {
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    });
    return { status: res.statusCode, body: res.body, json: () => res.json<unknown>() };
  };
  const ok = async (
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    bearer?: string | null,
  ) => {
    const res = await call(method, url, body, bearer);
    expect(res.status, `${method} ${url}: ${res.body}`).toBeGreaterThanOrEqual(200);
    expect(res.status, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.body ? (res.json() as Record<string, unknown>) : {};
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'spec-one', title: 'Spec One', episodes: 3, lists: ['featured', 'trending-now'] },
      { id: 'spec-two', title: 'Spec Two', episodes: 1, lists: ['featured'] },
      { id: 'spec-three', title: 'Spec Three', episodes: 2, lists: ['popular'] },
    ]);
    // the editor account, as ADMIN_USERNAME makes it, and a viewer without an email (usable at
    // once): both sign in through the brief's call
    await t.app.services.auth.ensureAdmin({ username: 'editor', password: 'long enough password' });
    await ok(
      'POST',
      '/api/auth/signup',
      { username: 'specbuyer', password: 'spec password' },
      null,
    );
    const signIn = async (username: string, password: string) =>
      ((await ok('POST', '/api/auth/signin', { username, password }, null)).data as Shape)
        .access_token!;
    token = await signIn('specbuyer', 'spec password');
    editorToken = await signIn('editor', 'long enough password');
  });
  afterAll(async () => {
    await t?.close();
    await removeFixtures();
  });

  it('Auth: sign-up, confirm, resend, sign-in and forgot-password with the shapes the brief lists', async () => {
    const signUp = await ok('POST', '/api/auth/signup', {
      username: 'specfan',
      password: 'spec password',
      email: 'specfan@example.com',
    });
    expectShape('signup', signUp, MESSAGE);
    expect(signUp.success).toBe(true);
    expectShape('signup.data', signUp.data, { username: 'string', user_attributes: 'object' });
    expectShape('signup.data.user_attributes', (signUp.data as Shape).user_attributes, {
      sub: 'string',
    });
    expectShape(
      'resend',
      await ok('POST', '/api/auth/resend-confirmation', { username: 'specfan' }),
      MESSAGE,
    );
    const code = await lastCode(t, 'specfan@example.com');
    expectShape(
      'confirm',
      await ok('POST', '/api/auth/confirm-signup', {
        username: 'specfan',
        confirmation_code: code,
      }),
      MESSAGE,
    );
    const signIn = await ok('POST', '/api/auth/signin', {
      username: 'specfan',
      password: 'spec password',
    });
    expectShape('signin', signIn, MESSAGE);
    expectShape('signin.data', signIn.data, AUTH_SESSION);
    const session = signIn.data as Record<string, unknown>;
    expectShape('signin.data.user_attributes', session.user_attributes, { sub: 'string' });
    expectShape(
      'forgot',
      await ok('POST', '/api/auth/forgot-password', { username: 'specfan' }),
      MESSAGE,
    );
    // a failure carries the detail the page shows
    const wrong = await call('POST', '/api/auth/signin', { username: 'specfan', password: 'nope' });
    expect(wrong.status).toBe(401);
    expectShape('signin failure', wrong.json(), { detail: 'string' });
  });

  it('Auth: the social calls answer in the brief’s terms even where the product asks for more', async () => {
    // the browser navigates to the provider's login: a redirect, or a readable refusal when
    // the provider has no credentials here
    const login = await call('GET', '/api/social-auth/login/google', undefined, null);
    expect([302, 303, 400, 404, 503]).toContain(login.status);
    if (login.status >= 400) expectShape('social login', login.json(), { detail: 'string' });
    // {code} alone: the product also binds a state to the browser
    // (docs/decisions.md#accounts-and-tokens), so this is a 4xx with a detail, never a 5xx
    const callback = await call('POST', '/api/auth/callback', { code: 'abc' }, null);
    expect(callback.status).toBeGreaterThanOrEqual(400);
    expect(callback.status).toBeLessThan(500);
    expectShape('callback', callback.json(), { detail: 'string' });
  });

  it('Home and catalogue', async () => {
    const home = await ok('GET', '/api/home', undefined, null);
    expectShape('home', home, {
      hero_banners: 'array',
      game_videos: 'array',
      series_lists: 'array',
      search_placeholder: 'string',
      tabs: 'array',
    });
    expectEach('home.hero_banners', home.hero_banners, HERO_BANNER);
    expectEach('home.game_videos', home.game_videos, CARD);
    expectEach('home.series_lists', home.series_lists, SERIES_LIST);
    for (const list of home.series_lists as { series: unknown }[]) {
      expectEach('home.series_lists[].series', list.series, CARD);
    }

    const search = await ok('GET', '/api/videos/', undefined, null);
    expectShape('videos', search, { data: 'array' });
    expectEach('videos.data', search.data, SEARCH_RECORD, 3);

    const detail = await ok('GET', '/api/videos/spec-one', undefined, null);
    expectShape('video detail', detail, { data: 'object' });
    expectShape('video detail.data', detail.data, VIDEO_DETAIL);
    expectEach('video detail.data.episodes', (detail.data as Shape).episodes, EPISODE, 3);

    const lists = await ok('GET', '/api/content/available-lists', undefined, null);
    expectShape('available-lists', lists, { success: 'boolean', lists: 'array' });
    expectEach('available-lists.lists', lists.lists, {
      name: 'string',
      displayName: 'string',
      description: 'string',
    });
  });

  it('Metrics: watch and user events in the brief’s shape, one at a time and in batches of 10', async () => {
    // the player sends the episode's episodeId from the series it loaded
    const detail = await ok('GET', '/api/videos/spec-one', undefined, null);
    const [episode] = (detail.data as { episodes: { episodeId: string }[] }).episodes;
    const event = (event_type: string, current_time: number) => ({
      user_id: 'spec-user',
      series_id: 'spec-one',
      episode_id: episode!.episodeId,
      event_type,
      current_time,
      episode_duration: 30,
      platform: 'web',
      timestamp: Date.now(),
      session_id: 'spec-session-1',
    });
    await ok('POST', '/api/metrics/events/watch', event('video_start', 0), null);
    await ok(
      'POST',
      '/api/metrics/events/watch',
      Array.from({ length: 10 }, (_, i) => event('video_progress', i * 3)),
      null,
    );
    // with the bearer, as a signed-in player sends them
    await ok('POST', '/api/metrics/events/watch', event('video_pause', 12));
    await ok('POST', '/api/metrics/events/user', {
      platform: 'web',
      timestamp: Date.now(),
      action: 'search',
      query: 'spec',
    });
  });

  it('Subscriptions and payments with the bearer', async () => {
    const plans = await ok('GET', '/api/subscriptions/plans');
    expectEach('plans', plans.plans, PLAN, 2);
    // the page shows the monthly and annual plans, /month when the duration is 30 days
    const periods = Object.fromEntries(
      (plans.plans as { plan_id: string; duration_days: unknown }[]).map((p) => [
        p.plan_id,
        p.duration_days,
      ]),
    );
    expect(periods).toMatchObject({ monthly: 30, annual: expect.any(Number) });

    expectShape('status', await ok('GET', '/api/subscriptions/status'), STATUS);
    expectShape(
      'status?content_id',
      await ok('GET', '/api/subscriptions/status?content_id=spec-two'),
      STATUS,
    );
    expectShape('config', await ok('GET', '/api/payments/config'), { test_mode: 'boolean' });

    // the ad modal's single-content purchase, then the plan page's monthly
    const reel = await ok('POST', '/api/subscriptions/create', {
      subscription_type: 'individual_series',
      content_id: 'spec-two',
    });
    expectShape('create (series)', reel, {
      payment_id: 'string',
      amount: 'number',
      subscription_type: 'string',
    });
    await ok('POST', `/api/payments/simulate-payment/${reel.payment_id as string}`);
    const access = await ok('GET', '/api/subscriptions/validate-access/spec-two');
    expectShape('validate-access', access, { has_access: 'boolean', access_type: 'string' });
    expect(access.has_access).toBe(true);

    const monthly = await ok('POST', '/api/subscriptions/create', {
      subscription_type: 'monthly',
      content_id: null,
    });
    expectShape('create (monthly)', monthly, {
      payment_id: 'string',
      amount: 'number',
      subscription_type: 'string',
    });
    // the defined-but-unused pair
    const intent = await ok('POST', '/api/payments/create-payment-intent', {
      payment_id: monthly.payment_id,
      subscription_type: 'monthly',
      content_id: null,
    });
    expectShape('create-payment-intent', intent, { payment_intent_id: 'string' });
    await ok('POST', '/api/payments/confirm-payment', {
      payment_intent_id: intent.payment_intent_id,
    });
    const status = await ok('GET', '/api/subscriptions/status');
    expectShape('status (subscribed)', status, STATUS);
    expect(status.has_active_subscription).toBe(true);

    const mine = await ok('GET', '/api/subscriptions/my-subscriptions');
    expectEach('my-subscriptions', mine.subscriptions, SUBSCRIPTION_RECORD, 1);
    await ok('POST', '/api/subscriptions/cancel');
    // the error detail the page reads
    const bad = await call('POST', '/api/subscriptions/create', {
      subscription_type: 'individual_series',
      content_id: null,
    });
    expect(bad.status).toBe(400);
    expectShape('create failure', bad.json(), { detail: 'string' });
  });

  it('Comments: page, post, reply and like', async () => {
    const posted = await ok('POST', '/api/comments', {
      video_id: 'spec-one',
      content: 'From the brief',
      parent_id: null,
    });
    expectShape('posted comment', posted, COMMENT);
    const reply = await ok('POST', '/api/comments', {
      video_id: 'spec-one',
      content: 'A reply',
      parent_id: posted.comment_id,
    });
    expectShape('reply', reply, COMMENT);
    const like = await ok('POST', `/api/comments/${posted.comment_id as string}/like`);
    expectShape('like', like, { is_liked: 'boolean', likes: 'number' });
    expect(like).toMatchObject({ is_liked: true, likes: 1 });

    const page = await ok('GET', '/api/comments?videoId=spec-one');
    expectShape('comments', page, {
      comments: 'array',
      stats: 'object',
      has_more: 'boolean',
      next_cursor: 'string|null',
    });
    expectEach('comments.comments', page.comments, COMMENT);
    expectShape('comments.stats', page.stats, { total_comments: 'number', total_likes: 'number' });
    const [first] = page.comments as Record<string, unknown>[];
    expectEach('comments.comments[0].replies', first!.replies, COMMENT);
    // the next page by cursor, as the panel pages
    const cursor = page.next_cursor
      ? `&cursor=${encodeURIComponent(page.next_cursor as string)}`
      : '';
    expectShape('comments (cursor)', await ok('GET', `/api/comments?videoId=spec-one${cursor}`), {
      comments: 'array',
      has_more: 'boolean',
    });
    // a first page asked with an empty cursor, as a client that always sends the parameter
    expectShape(
      'comments (empty cursor)',
      await ok('GET', '/api/comments?videoId=spec-one&cursor='),
      {
        comments: 'array',
      },
    );
    // and a guest reads them too
    expectShape(
      'comments (guest)',
      await ok('GET', '/api/comments?videoId=spec-one', undefined, null),
      {
        comments: 'array',
      },
    );
  });

  it('Waitlist', async () => {
    await ok(
      'POST',
      '/api/waitlist/join',
      { email: 'spec-waiter@example.com', name: 'Spec', metadata: { campaign: 'brief' } },
      null,
    );
    await ok(
      'POST',
      '/api/waitlist/join',
      { email: 'spec-quiet@example.com', metadata: { campaign: 'brief' } },
      null,
    );
  });

  it('Content upload: presign, the form post, upload-check, s3-status and upload-series', async () => {
    const fixtures = await makeTempDir('spec-client');
    removeFixtures = fixtures.remove;
    const clip = await readFile(
      await makeClip(path.join(fixtures.dir, 'clip.mp4'), { seconds: 1, width: 160, height: 288 }),
    );
    const jpeg = await sharp({
      create: { width: 20, height: 30, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .toBuffer();

    const storage = await ok('GET', '/api/content/s3-status', undefined, editorToken);
    expectShape('s3-status', storage, { available: 'boolean' });
    expect(storage).toHaveProperty('error');
    expect(storage).toHaveProperty('solution');

    const check = await ok(
      'POST',
      '/api/debug/upload-check',
      {
        fileType: 'video',
        seriesId: 'spec-upload',
        episodeNumber: 1,
        fileSize: clip.length,
        seriesTitle: 'Spec Upload',
      },
      editorToken,
    );
    expectShape('upload-check', check, { success: 'boolean', debug: 'object' });

    /** The brief's presign body, then the multipart form with the returned fields and the file. */
    const upload = async (fileType: string, file: Buffer, type: string, episodeNumber?: number) => {
      const presigned = await ok(
        'POST',
        '/api/content/presigned-url',
        {
          fileType,
          seriesId: 'spec-upload',
          ...(episodeNumber !== undefined ? { episodeNumber } : {}),
          seriesTitle: 'Spec Upload',
        },
        editorToken,
      );
      expectShape(`presign ${fileType}`, presigned, { data: 'object' });
      const data = presigned.data as Record<string, unknown>;
      expectShape(`presign ${fileType}.data`, data, {
        uploadUrl: 'string',
        fields: 'object',
        publicUrl: 'string',
        s3Key: 'string',
      });
      const form = new FormData();
      for (const [name, value] of Object.entries(data.fields as Record<string, string>)) {
        form.append(name, value);
      }
      form.append('file', new Blob([file], { type }), `upload.${type.split('/')[1]}`);
      const request = new Request(new URL(data.uploadUrl as string, 'http://localhost/'), {
        method: 'POST',
        body: form,
      });
      const sent = await t.app.inject({
        method: 'POST',
        url: data.uploadUrl as string,
        payload: Buffer.from(await request.arrayBuffer()),
        headers: { 'content-type': request.headers.get('content-type') ?? '' },
      });
      expect(sent.statusCode, `upload ${fileType}: ${sent.body}`).toBeLessThan(300);
      return data as { publicUrl: string; s3Key: string };
    };

    const poster = await upload('poster', jpeg, 'image/jpeg');
    const video = await upload('video', clip, 'video/mp4', 1);
    const thumbnail = await upload('thumbnail', jpeg, 'image/jpeg', 1);
    const published = await ok(
      'POST',
      '/api/content/upload-series',
      {
        id: 'spec-upload',
        title: 'Spec Upload',
        director: 'Brief Writer',
        language: 'English',
        year: 2026,
        description: 'Published by a client written from the brief',
        tags: ['Drama'],
        cast: ['Ann Example'],
        thumbnail: poster.publicUrl,
        listMembership: ['featured'],
        episodes: [
          {
            episodeId: 'spec-upload-ep-1',
            episodeNumber: 1,
            title: 'Episode 1',
            description: '',
            duration: 1,
            videoUrl: video.publicUrl,
            thumbnail: thumbnail.publicUrl,
            isLocked: false,
          },
        ],
      },
      editorToken,
    );
    expectShape('upload-series', published, { data: 'object' });
    const data = published.data as Record<string, unknown>;
    const seriesId = (data.seriesId ?? data.id) as string;
    expect(typeof seriesId).toBe('string');
    const detail = await ok('GET', `/api/videos/${seriesId}`, undefined, null);
    expectShape('published detail', detail.data, VIDEO_DETAIL);
    expectEach('published detail.episodes', (detail.data as Shape).episodes, EPISODE, 1);
  });
});
