import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authResponseSchema } from '@app/contract';
import { loadConfig } from '../src/config';
import { startRuntime } from '../src/runtime';
import { migratedPgliteDir } from './engines';
import { buildTestApp, testLogger, type TestApp } from './test-app';
import { post, signedInUser } from './auth-helpers';

describe('admin account from ADMIN_USERNAME / ADMIN_PASSWORD', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-admin-'));
    await migratedPgliteDir(path.join(dir, 'db'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const start = (password: string) =>
    startRuntime(
      loadConfig({
        DATA_DIR: dir,
        SEED: 'none',
        WORKERS: '0',
        PORT: '0',
        HOST: '127.0.0.1',
        ADMIN_USERNAME: 'chief',
        ADMIN_PASSWORD: password,
      }),
      testLogger(),
      { http: true },
    );

  it('creates a verified editor at start-up and updates its password on the next start', async () => {
    let runtime = await start('first admin password');
    try {
      const res = await runtime.app!.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'chief', password: 'first admin password' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(authResponseSchema.parse(res.json()).data.role).toBe('editor');
    } finally {
      await runtime.shutdown();
    }
    runtime = await start('second admin password');
    try {
      const old = await runtime.app!.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'chief', password: 'first admin password' },
      });
      expect(old.statusCode).toBe(401);
      const fresh = await runtime.app!.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'CHIEF', password: 'second admin password' },
      });
      expect(fresh.statusCode).toBe(200);
    } finally {
      await runtime.shutdown();
    }
  });

  it('refuses a configuration with only half an admin account', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'chief' })).toThrow(/ADMIN_PASSWORD/);
  });
});

describe('promoting an existing account to admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('takes over a viewer of that name: editor role, new password, its mail address and sessions dropped', async () => {
    const squatter = await signedInUser(t, { username: 'boss', email: 'squat@example.com' });
    const admin = await t.app.services.auth.ensureAdmin({
      username: 'Boss',
      password: 'operator password',
    });
    expect(admin).toMatchObject({ role: 'editor', email: null });
    const refresh = await post(t, '/api/auth/refresh', { refresh_token: squatter.refresh_token });
    expect(refresh.statusCode).toBe(401);
    const signIn = await post(t, '/api/auth/signin', {
      username: 'boss',
      password: 'operator password',
    });
    expect(authResponseSchema.parse(signIn.json()).data.role).toBe('editor');
  });

  it('refuses an admin name or password the sign-up rules would refuse', async () => {
    await expect(
      t.app.services.auth.ensureAdmin({ username: 'x', password: 'long enough password' }),
    ).rejects.toThrow(/ADMIN_USERNAME/);
    await expect(
      t.app.services.auth.ensureAdmin({ username: 'valid-name', password: 'short' }),
    ).rejects.toThrow(/at least 8/);
  });
});
