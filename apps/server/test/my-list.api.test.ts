import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { MY_LIST, WALLET_ERRORS, myListResponseSchema, myListStateSchema } from '@app/contract';
import { signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { buildTestApp, type TestApp } from './test-app';

describe.each(testEngines())('My List on %s', (engine) => {
  let t: TestApp;
  let users = 0;

  const send = (token: string | null, method: InjectOptions['method'], url: string) =>
    t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const list = async (token: string | null, viewer?: string) => {
    const answer = await send(token, 'GET', `/api/my-list${viewer ? `?viewer_id=${viewer}` : ''}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return myListResponseSchema.parse(answer.json()).items.map((item) => item.series_id);
  };
  const put = (token: string | null, id: string, viewer?: string) =>
    send(token, 'PUT', `/api/my-list/${id}${viewer ? `?viewer_id=${viewer}` : ''}`);
  const remove = (token: string | null, id: string, viewer?: string) =>
    send(token, 'DELETE', `/api/my-list/${id}${viewer ? `?viewer_id=${viewer}` : ''}`);
  const newUser = async () =>
    (await signedInUser(t, { username: `lister${++users}` })).access_token;

  beforeAll(async () => {
    t = await buildTestApp(engine);
    await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'alpha', title: 'Alpha', episodes: 1, lists: [] },
      { id: 'beta', title: 'Beta', episodes: 2, lists: [] },
      { id: 'gamma', title: 'Gamma', episodes: 1, lists: [] },
      { id: 'hidden', title: 'Hidden', episodes: 1, lists: [], published: false },
    ]);
  });
  afterAll(() => t?.close());

  it("keeps a guest's list under its viewer id, newest first, with the series' cards", async () => {
    const viewer = 'guest-viewer-0001';
    expect(await list(null, viewer)).toEqual([]);
    const added = await put(null, 'alpha', viewer);
    expect(added.statusCode, added.body).toBe(200);
    expect(myListStateSchema.parse(added.json())).toEqual({ series_id: 'alpha', in_list: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await put(null, 'beta', viewer);
    // adding again is harmless
    expect((await put(null, 'alpha', viewer)).statusCode).toBe(200);
    const answer = myListResponseSchema.parse(
      (await send(null, 'GET', `/api/my-list?viewer_id=${viewer}`)).json(),
    );
    expect(answer.items.map((i) => i.series_id)).toEqual(['beta', 'alpha']);
    expect(answer.items[0]!.card).toMatchObject({ id: 'beta', title: 'Beta', episodesCount: 2 });
    // another browser's list is its own
    expect(await list(null, 'guest-viewer-0002')).toEqual([]);
    const removed = await remove(null, 'beta', viewer);
    expect(removed.json()).toEqual({ series_id: 'beta', in_list: false });
    expect(await list(null, viewer)).toEqual(['alpha']);
  });

  it('refuses a guest without a viewer id, unknown or unpublished series and bad ids', async () => {
    const noViewer = await send(null, 'GET', '/api/my-list');
    expect(noViewer.statusCode).toBe(400);
    expect(noViewer.json()).toMatchObject({ detail: WALLET_ERRORS.viewerIdRequired });
    expect((await put(null, 'alpha')).statusCode).toBe(400);
    expect((await put(null, 'nope', 'guest-viewer-0003')).statusCode).toBe(404);
    expect((await put(null, 'hidden', 'guest-viewer-0003')).statusCode).toBe(404);
    expect((await put(null, 'alpha', 'bad id!')).statusCode).toBe(400);
    expect((await put(null, 'Not_A_Slug', 'guest-viewer-0003')).statusCode).toBe(400);
  });

  it("keeps a user's list per account, across browsers", async () => {
    const token = await newUser();
    expect((await put(token, 'gamma')).statusCode).toBe(200);
    expect(await list(token)).toEqual(['gamma']);
    // another device of the same account, with its own viewer id
    expect(await list(token, 'other-device-01')).toEqual(['gamma']);
    const other = await newUser();
    expect(await list(other)).toEqual([]);
  });

  it("merges the guest's list into the user's on sign-in, and a removal stays removed", async () => {
    const viewer = 'merging-viewer-01';
    await put(null, 'alpha', viewer);
    await put(null, 'beta', viewer);
    const token = await newUser();
    await put(token, 'gamma');
    // the first signed-in read with the browser's viewer id merges
    expect((await list(token, viewer)).sort()).toEqual(['alpha', 'beta', 'gamma']);
    // the account keeps them without the viewer id (another device)
    expect((await list(token)).sort()).toEqual(['alpha', 'beta', 'gamma']);
    // removed while signed in: gone from the account and from this browser's guest list
    await remove(token, 'alpha', viewer);
    expect((await list(token, viewer)).sort()).toEqual(['beta', 'gamma']);
    expect(await list(null, viewer)).toEqual(['beta']);
  });

  it(`holds at most ${MY_LIST.maxItems} series per list`, async () => {
    // the cap is checked by count: fill the list directly, then ask for one more
    const token = await newUser();
    const ids = Array.from({ length: MY_LIST.maxItems }, (_, i) => `filler-${i}`);
    await insertFixtureCatalogue(
      t.app.services,
      t.storage,
      ids.map((id) => ({ id, title: id, episodes: 0, lists: [] })),
    );
    for (let i = 0; i < ids.length; i += 50) {
      await Promise.all(ids.slice(i, i + 50).map((id) => put(token, id)));
    }
    const over = await put(token, 'alpha');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ detail: WALLET_ERRORS.myListFull(MY_LIST.maxItems) });
    expect(await list(token)).toHaveLength(MY_LIST.maxItems);
  }, 120_000);
});
