import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS } from '@app/contract';
import { TokenService } from '../modules/auth/tokens';
import { currentUser, registerAuthentication, requireRole, requireUser } from './auth-guard';
import { registerErrorHandler } from './error-handler';

describe('auth guard', () => {
  let now = Date.now();
  const tokens = new TokenService(new Uint8Array(32).fill(7), 'http://test', () => new Date(now));
  const app = Fastify();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  let viewer: string;
  let editor: string;

  beforeAll(async () => {
    registerErrorHandler(app);
    registerAuthentication(app, tokens);
    app.get('/public', async (request) => ({ user: request.user?.username ?? null }));
    app.get('/private', { onRequest: requireUser }, async (request) => ({
      id: currentUser(request).id,
    }));
    app.get('/cms', { onRequest: requireRole('editor') }, async () => ({ ok: true }));
    await app.ready();
    viewer = await tokens.accessToken({ id: 'u1', username: 'vera', role: 'viewer', email: null });
    editor = await tokens.accessToken({ id: 'u2', username: 'ed', role: 'editor', email: null });
  });
  afterAll(() => app.close());

  it('serves guests and users on public routes', async () => {
    expect((await app.inject({ url: '/public' })).json()).toEqual({ user: null });
    expect((await app.inject({ url: '/public', headers: bearer(viewer) })).json()).toEqual({
      user: 'vera',
    });
    const junk = await app.inject({ url: '/public', headers: { authorization: 'Basic abc' } });
    expect(junk.json()).toEqual({ user: null });
  });

  it('answers 401 UNAUTHORIZED without a valid bearer on a protected route', async () => {
    for (const headers of [{}, bearer('abc.def.ghi'), { authorization: 'Bearer' }]) {
      const res = await app.inject({ url: '/private', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_TEXTS.signInRequired, code: 'UNAUTHORIZED' });
    }
    const ok = await app.inject({ url: '/private', headers: bearer(viewer) });
    expect(ok.json()).toEqual({ id: 'u1' });
  });

  it('answers 403 FORBIDDEN to a viewer on an editor route, 401 to a guest', async () => {
    const guest = await app.inject({ url: '/cms' });
    expect(guest.statusCode).toBe(401);
    const asViewer = await app.inject({ url: '/cms', headers: bearer(viewer) });
    expect(asViewer.statusCode).toBe(403);
    expect(asViewer.json()).toEqual({ detail: AUTH_TEXTS.editorRequired, code: 'FORBIDDEN' });
    const asEditor = await app.inject({ url: '/cms', headers: bearer(editor) });
    expect(asEditor.statusCode).toBe(200);
  });

  it('tells an expired token apart, so the client knows to refresh', async () => {
    const token = await tokens.accessToken({
      id: 'u3',
      username: 'x',
      role: 'viewer',
      email: null,
    });
    now += 16 * 60_000;
    const res = await app.inject({ url: '/private', headers: bearer(token) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_TEXTS.sessionExpired, code: 'TOKEN_EXPIRED' });
  });
});
