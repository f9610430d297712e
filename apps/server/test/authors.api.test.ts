import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  AUTHOR_TEXTS,
  authorAvatarUrl,
  authorProfileSchema,
  followStateSchema,
  type AuthSession,
} from '@app/contract';
import { authorFollows } from '../src/db/schema';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { signedInUser } from './auth-helpers';

warnSkippedEngines();

const bearer = (session: AuthSession | null) =>
  session ? { authorization: `Bearer ${session.access_token}` } : {};
// the longest name the studio accepts, in characters that are percent-encoded in the URL
const LONG_NAME = '导演'.repeat(100);
const authorUrl = (name: string) => `/api/authors/${encodeURIComponent(name)}`;

describe.each(testEngines())('authors API on %s', (engine) => {
  let t: TestApp;
  let alice: AuthSession;
  let bob: AuthSession;

  const get = (name: string, session: AuthSession | null = null) =>
    t.app.inject({ method: 'GET', url: authorUrl(name), headers: bearer(session) });
  const profile = async (name: string, session: AuthSession | null = null) => {
    const res = await get(name, session);
    expect(res.statusCode, res.body).toBe(200);
    return authorProfileSchema.parse(res.json());
  };
  const toggle = (method: 'PUT' | 'DELETE', name: string, session: AuthSession | null) =>
    t.app.inject({ method, url: `${authorUrl(name)}/follow`, headers: bearer(session) });
  const follow = async (method: 'PUT' | 'DELETE', name: string, session: AuthSession) => {
    const res = await toggle(method, name, session);
    expect(res.statusCode, res.body).toBe(200);
    return followStateSchema.parse(res.json());
  };
  const storedRows = async (name: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(authorFollows)
      .where(eq(authorFollows.authorName, name));
    return row!.n;
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    // inserted oldest first: the page lists newest first
    await insertFixtureCatalogue(t.app.services, t.storage, [
      {
        id: 'neon-heirs',
        title: 'Neon Heirs',
        episodes: 2,
        lists: [],
        director: 'Mira Okafor',
        cast: ['Ava Chen', 'Tomás Lindqvist'],
      },
      {
        id: 'love-in-beta',
        title: 'Love in Beta',
        episodes: 1,
        lists: [],
        director: 'Tomás Lindqvist',
        cast: ['Ava Chen Jr', 'Mira Okafor'],
      },
      {
        id: 'self-cast',
        title: 'Self Cast',
        episodes: 3,
        lists: [],
        director: 'Mira Okafor',
        cast: ['Mira Okafor'],
      },
      {
        id: 'slash-band',
        title: 'Slash Band',
        episodes: 1,
        lists: [],
        director: 'AC/DC 100%',
        cast: [],
      },
      {
        id: 'long-name',
        title: 'Long Name',
        episodes: 1,
        lists: [],
        director: LONG_NAME,
        cast: [],
      },
      {
        id: 'hidden-draft',
        title: 'Hidden Draft',
        episodes: 1,
        lists: [],
        director: 'Mira Okafor',
        cast: ['Draft Only'],
        published: false,
      },
    ]);
    alice = await signedInUser(t, { username: 'alice' });
    bob = await signedInUser(t, { username: 'bob' });
  });
  afterAll(() => t?.close());

  it("answers a director's profile: published series newest first, one badge per series", async () => {
    const res = await get('Mira Okafor');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const mira = authorProfileSchema.parse(res.json());
    expect(mira).toMatchObject({
      name: 'Mira Okafor',
      avatar: authorAvatarUrl('Mira Okafor'),
      followerCount: 0,
      isFollowing: false,
    });
    expect(mira.avatar).toMatch(/^data:image\/svg\+xml,/);
    // the draft is left out; directing and starring in one series is one Director entry
    expect(mira.series.map((s) => [s.id, s.role, s.episodesCount])).toEqual([
      ['self-cast', 'director', 3],
      ['love-in-beta', 'cast', 1],
      ['neon-heirs', 'director', 2],
    ]);
    expect(mira.series[0]).toMatchObject({
      title: 'Self Cast',
      year: 2026,
      image: '/media/posters/self-cast.jpg',
    });
    expect(mira.description).toBe(AUTHOR_TEXTS.description('Mira Okafor', 2, 1));
  });

  it("gives the page's top: the About text, the count and the newest series' poster", async () => {
    expect(await t.app.services.authors.pageTop('Mira Okafor')).toEqual({
      description: AUTHOR_TEXTS.description('Mira Okafor', 2, 1),
      seriesCount: 3,
      poster: '/media/posters/self-cast.jpg',
    });
    expect(await t.app.services.authors.pageTop('Nobody Here')).toBeNull();
  });

  it('holds the page top a profile call read, for the page’s first paint', async () => {
    const { authors } = t.app.services;
    expect(authors.heldPageTop('Ava Chen')).toBeUndefined();
    const ava = await profile('Ava Chen');
    expect(authors.heldPageTop('Ava Chen')).toEqual({
      description: ava.description,
      seriesCount: ava.series.length,
      poster: ava.series[0]!.image,
    });
    // an unknown name is held as none
    expect((await t.app.inject({ url: '/api/authors/Nobody%20Else' })).statusCode).toBe(404);
    expect(authors.heldPageTop('Nobody Else')).toBeNull();
  });

  it('matches the name exactly as stored, accents and all', async () => {
    const tomas = await profile('Tomás Lindqvist');
    expect(tomas.series.map((s) => [s.id, s.role])).toEqual([
      ['love-in-beta', 'director'],
      ['neon-heirs', 'cast'],
    ]);
    // "Ava Chen" is not "Ava Chen Jr": cast entries match whole
    expect((await profile('Ava Chen')).series.map((s) => s.id)).toEqual(['neon-heirs']);
    expect((await get('Tomas Lindqvist')).statusCode).toBe(404);
    expect((await get('mira okafor')).statusCode).toBe(404);
  });

  it('takes a name with an encoded slash and percent sign', async () => {
    const band = await profile('AC/DC 100%');
    expect(band.name).toBe('AC/DC 100%');
    expect(band.series.map((s) => s.id)).toEqual(['slash-band']);
  });

  it('answers 404 for a name the published catalogue does not credit', async () => {
    for (const name of ['Nobody Here', 'Draft Only']) {
      const res = await get(name);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: AUTHOR_TEXTS.notFound, code: 'NOT_FOUND' });
    }
  });

  it('takes names up to 200 characters and refuses longer ones and control characters', async () => {
    expect(LONG_NAME).toHaveLength(200);
    expect((await profile(LONG_NAME)).series.map((s) => s.id)).toEqual(['long-name']);
    // the router refuses an over-long parameter before the schema sees it
    const tooLong = await get(`${LONG_NAME}x`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toMatchObject({ detail: 'Path parameter too long' });
    for (const name of ['Mira\nOkafor', 'Mira\u0000', 'Mira\u007f']) {
      const res = await get(name);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().detail).toContain('Author name has control characters');
    }
  });

  it('asks a guest to sign in before following', async () => {
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await toggle(method, 'Mira Okafor', null);
      expect(res.statusCode).toBe(401);
    }
    expect(await storedRows('Mira Okafor')).toBe(0);
  });

  it('follows and unfollows: idempotent, per user, with the count from the rows', async () => {
    expect(await follow('PUT', 'Jun Park Fan', alice).catch(() => 'refused')).toBe('refused');
    expect((await toggle('PUT', 'Nobody Here', alice)).statusCode).toBe(404);

    expect(await follow('PUT', 'Ava Chen', alice)).toEqual({ followerCount: 1, isFollowing: true });
    expect(await follow('PUT', 'Ava Chen', alice)).toEqual({ followerCount: 1, isFollowing: true });
    expect(await profile('Ava Chen', alice)).toMatchObject({ followerCount: 1, isFollowing: true });
    expect(await profile('Ava Chen', bob)).toMatchObject({ followerCount: 1, isFollowing: false });
    expect(await profile('Ava Chen')).toMatchObject({ followerCount: 1, isFollowing: false });
    // following one author is not following a similar name
    expect(await profile('Ava Chen Jr', alice)).toMatchObject({
      followerCount: 0,
      isFollowing: false,
    });

    expect(await follow('PUT', 'Ava Chen', bob)).toEqual({ followerCount: 2, isFollowing: true });
    expect(await follow('DELETE', 'Ava Chen', alice)).toEqual({
      followerCount: 1,
      isFollowing: false,
    });
    expect(await follow('DELETE', 'Ava Chen', alice)).toEqual({
      followerCount: 1,
      isFollowing: false,
    });
    expect(await profile('Ava Chen', bob)).toMatchObject({ followerCount: 1, isFollowing: true });
    expect(await storedRows('Ava Chen')).toBe(1);
  });

  it('keeps the count exact under 20 parallel follows and unfollows from several users', async () => {
    const name = 'Tomás Lindqvist';
    const users = await Promise.all(
      ['carol', 'dave', 'erin', 'frank', 'grace'].map((username) => signedInUser(t, { username })),
    );
    // each user: follow, unfollow, follow, follow in parallel; the last word is not known
    const requests = users.flatMap((user) =>
      (['PUT', 'DELETE', 'PUT', 'PUT'] as const).map((method) => toggle(method, name, user)),
    );
    expect(requests).toHaveLength(20);
    const answers = await Promise.all(requests);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);

    const following = await Promise.all(users.map((user) => profile(name, user)));
    const followers = following.filter((p) => p.isFollowing).length;
    const rows = await storedRows(name);
    expect(rows).toBe(followers);
    expect((await profile(name)).followerCount).toBe(rows);

    // then everyone follows at once, twice: exactly one row each
    await Promise.all(
      users.flatMap((user) => [follow('PUT', name, user), follow('PUT', name, user)]),
    );
    expect(await storedRows(name)).toBe(users.length);
    expect((await profile(name)).followerCount).toBe(users.length);

    // and everyone leaves at once
    const left = await Promise.all(users.map((user) => follow('DELETE', name, user)));
    for (const state of left) expect(state.isFollowing).toBe(false);
    expect(await storedRows(name)).toBe(0);
    expect((await profile(name)).followerCount).toBe(0);
  });
});
