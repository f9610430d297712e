// Child process of the push benchmark: the real app over a fresh PGlite, with BENCH_FOLLOWERS
// viewers following one series, each with a device whose endpoint is on the parent's loopback
// push service (BENCH_PUSH_ORIGIN), and a job worker running the fan-out and push jobs as
// `npm start` does with WORKERS=1.
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { JobWorker } from '../../apps/server/src/jobs/job-worker';
import { createLogger } from '../../apps/server/src/logger';
import { loadConfig } from '../../apps/server/src/config';
import { fanOutJob } from '../../apps/server/src/modules/notifications/fan-out.job';
import { deliverJob } from '../../apps/server/src/modules/push/deliver.job';
import { serveBenchApp } from '../lib/bench-app';

const origin = process.env.BENCH_PUSH_ORIGIN;
if (!origin) throw new Error('BENCH_PUSH_ORIGIN is not set');
const followers = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const editor = {
  username: process.env.BENCH_EDITOR_USERNAME ?? 'bench-editor',
  password: process.env.BENCH_EDITOR_PASSWORD ?? 'bench-editor-password',
};

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-push-'));
const database = await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
await database.migrate();

// 64 browsers' keys, shared round-robin: each push is still encrypted on its own (a fresh key
// and salt per message), so the work per push is a real one
const keys = Array.from({ length: 64 }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
});
const pgArray = (values: string[]) => `{${values.join(',')}}`;

await serveBenchApp({
  dir,
  database,
  admin: editor,
  options: { push: { allowLoopback: true } },
  prepare: async (services) => {
    const started = performance.now();
    const { db } = database;
    await db.execute(sql`
      insert into series (id, title, director, language, year, status)
      values ('bench-followed', 'Followed', 'D', 'English', 2026, 'published'),
             ('bench-quiet', 'Quiet', 'D', 'English', 2026, 'published')`);
    await db.execute(sql`
      insert into users (username, email_verified)
      select 'fan' || n, true from generate_series(1, ${followers}) n`);
    await db.execute(sql`
      insert into series_follows (user_id, series_id)
      select id, 'bench-followed' from users where username like 'fan%'`);
    await db.execute(sql`
      insert into push_subscriptions (user_id, endpoint, p256dh, auth)
      select u.id, ${origin} || '/push/' || u.n,
             (${pgArray(keys.map((k) => k.p256dh))}::text[])[1 + u.n % 64],
             (${pgArray(keys.map((k) => k.auth))}::text[])[1 + u.n % 64]
      from (select id, row_number() over (order by id) as n from users
            where username like 'fan%') u`);
    await db.execute(sql`analyze`);
    const config = loadConfig({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn' });
    const worker = new JobWorker({
      queue: services.queue,
      log: createLogger(config),
      concurrency: 1,
      handlers: {
        'notifications.fan-out': fanOutJob(services.notifications),
        'push.deliver': deliverJob(services.push),
      },
    });
    worker.start();
    return { loadSeconds: (performance.now() - started) / 1000 };
  },
});
