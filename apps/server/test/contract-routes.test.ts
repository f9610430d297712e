import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTH_TEXTS,
  MEDIA_PATH_PREFIX,
  postCommentRoute,
  seriesAnalyticsListRoute,
  type RawRouteDef,
} from '@app/contract';
import { ALL_ROUTES } from '@app/contract/all-routes';
import type { App } from '../src/http/typed-app';
import { signedInUser } from './auth-helpers';
import { buildTestApp, buildWebApp, type TestApp } from './test-app';

/**
 * The server and the contract cannot drift: every call of the contract is registered, and no
 * API route exists outside it. Runs in `npm run check`.
 */
describe('routes and the contract', () => {
  let t: TestApp;
  let app: App;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    // with a web build, so the SPA's routes are registered as in production
    ({ app } = await buildWebApp(t));
  });
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const contract: [string, RawRouteDef][] = Object.entries(ALL_ROUTES);

  it('registers every call of the contract with its method and path', () => {
    const missing = contract.filter(
      ([, route]) => !app.hasRoute({ method: route.method, url: route.path }),
    );
    expect(missing.map(([name, route]) => `${name}: ${route.method} ${route.path}`)).toEqual([]);
  });

  it('registers no route outside the contract but files, the docs and the web app', () => {
    const inContract = new Set(contract.map(([, route]) => `${route.method} ${route.path}`));
    // Fastify answers HEAD wherever it answers GET
    const isHeadOfGet = (url: string) => inContract.has(`GET ${url}`);
    const documented = (method: string, url: string) =>
      (method === 'GET' || method === 'HEAD') &&
      // stored files, the OpenAPI docs, and the web app's pages and assets
      (url === `${MEDIA_PATH_PREFIX}*` || url.startsWith('/api/docs') || !url.startsWith('/api'));
    const outside = app.registeredRoutes.filter(
      ({ method, url }) =>
        !inContract.has(`${method} ${url}`) &&
        !(method === 'HEAD' && isHeadOfGet(url)) &&
        !documented(method, url),
    );
    expect(outside).toEqual([]);
    // and the test sees the routes at all
    expect(app.registeredRoutes.length).toBeGreaterThan(contract.length);
  });

  it('documents every API route in an OpenAPI 3 document that a validator accepts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, object> };
    // an outside validator (the OpenAPI Initiative's JSON schemas), not our own reading
    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);
    expect(document.openapi).toMatch(/^3\./);

    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    // Fastify's :id is OpenAPI's {id}
    const asOpenApi = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
    const undocumented = app.registeredRoutes.filter(
      ({ method, url }) =>
        url.startsWith('/api/') &&
        !url.startsWith('/api/docs') &&
        method !== 'HEAD' &&
        !documented.has(`${method} ${asOpenApi(url)}`),
    );
    expect(undocumented).toEqual([]);
  });

  it('puts each route’s access rule on one hook, before the body is read', async () => {
    const guest = await app.inject({
      method: 'POST',
      url: postCommentRoute.path,
      payload: { not: 'a comment' },
    });
    expect(guest.statusCode).toBe(401);
    const editorsOnly = await app.inject({ url: seriesAnalyticsListRoute.path });
    expect(editorsOnly.statusCode).toBe(401);
  });

  it('enforces on every route the access rule its contract entry states', async () => {
    const viewer = (await signedInUser(t, { username: 'access-probe' })).access_token;
    // any value for each path parameter: the guard answers before the route reads them
    const url = (path: string) => path.replace(/:[A-Za-z]+/g, 'x1');
    const probe = (route: RawRouteDef, bearer?: string) =>
      t.app.inject({
        method: route.method,
        url: url(route.path),
        headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      });
    const enforced = async (route: RawRouteDef) => {
      const guest = await probe(route);
      if (guest.statusCode !== 401) return 'public or optional';
      const asViewer = await probe(route, viewer);
      const editorOnly =
        asViewer.statusCode === 403 &&
        asViewer.json<{ detail: string }>().detail === AUTH_TEXTS.editorRequired;
      return editorOnly ? 'editor' : 'user';
    };
    const stated = (route: RawRouteDef) =>
      route.access === 'public' || route.access === 'optional'
        ? 'public or optional'
        : route.access;
    const mismatches: string[] = [];
    const kinds = new Set<string>();
    for (const [name, route] of contract) {
      const actual = await enforced(route);
      kinds.add(actual);
      if (actual !== stated(route))
        mismatches.push(`${name}: states ${route.access}, enforces ${actual}`);
    }
    expect(mismatches).toEqual([]);
    // and the probe tells the rules apart at all
    expect(kinds).toEqual(new Set(['public or optional', 'user', 'editor']));
  });
});
