// `npm run bench -- comments`: comment page 1,000 against page 1 of the same series (keyset
// paging, so a deep page costs what the first one costs; docs/decisions.md#performance-targets).
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COMMENT_PAGING } from '@app/contract';
import { commentCursor } from '../../apps/server/src/modules/comments/comment-cursor';
import { CommentsRepository } from '../../apps/server/src/modules/comments/comments.repository';
import { CommentsService } from '../../apps/server/src/modules/comments/comments.service';
import { MemoryRateLimitStore } from '../../apps/server/src/rate-limit/rate-limit-store';
import { RateLimiter } from '../../apps/server/src/rate-limit/rate-limiter';
import { forEachBenchEngine, medianMs, type BenchEngine } from '../lib/bench-database';
import { progressLog, ratioOf, reportResult, round, type BenchRow } from '../lib/result';

const LIMIT = COMMENT_PAGING.defaultLimit;
const DEEP_PAGE = 1_000;
// a series a little deeper than the page measured, and a busy one besides
const THREADS = LIMIT * DEEP_PAGE + 5_000;
const OTHER_THREADS = 20_000;
const USERS = 200;
const MAX_RATIO = 1.2;
const RUNS = 41;

const log = progressLog('comments');
const began = performance.now();
const notes: string[] = [];
const rows: BenchRow[] = [];

/** Users, two series, their threads (one in four with three replies) and likes, in SQL. */
const load = async ({ database }: BenchEngine) => {
  const { db } = database;
  await db.execute(sql`
    insert into users (username, role, email_verified)
    select 'bench-user-' || u, 'viewer', true from generate_series(1, ${USERS}) u`);
  await db.execute(sql`
    insert into series (id, title, director, language, year, status)
    values ('bench-deep', 'Deep', 'D', 'English', 2026, 'published'),
           ('bench-other', 'Other', 'D', 'English', 2026, 'published')`);
  await db.execute(sql`
    with u as (select id, (row_number() over (order by id) - 1)::int as n from users)
    insert into comments (series_id, user_id, content, platform, likes_count, created_at)
    select s.id, u.id, 'comment ' || g || ' ' || repeat('lorem ipsum ', 1 + g % 8), 'pc', g % 7,
      timestamptz '2026-01-01' + g * interval '1 second'
    from (values ('bench-deep', ${THREADS}::int), ('bench-other', ${OTHER_THREADS}::int)) s(id, n)
      cross join generate_series(1, s.n) g
      join u on u.n = g % ${USERS}`);
  await db.execute(sql`
    insert into comments (series_id, user_id, parent_id, content, platform, created_at)
    select t.series_id, t.user_id, t.id, 'reply ' || r, 'mobile', t.created_at + r * interval '1 minute'
    from comments t, generate_series(1, 3) r
    where t.parent_id is null and abs(hashtext(t.id::text)) % 4 = 0`);
  await db.execute(sql`
    update comments t set reply_count = r.n
    from (select parent_id, count(*)::int as n from comments
          where parent_id is not null group by parent_id) r
    where t.id = r.parent_id`);
  await db.execute(sql`
    insert into comment_stats (series_id, total_comments, total_likes)
    select series_id, count(*), sum(likes_count) from comments group by series_id`);
  await db.execute(sql`analyze`);
};

await forEachBenchEngine(
  'comments',
  async (engine) => {
    log(`${engine.name}: loading ${(THREADS + OTHER_THREADS).toLocaleString('en')} threads…`);
    const started = performance.now();
    await load(engine);
    const limiter = new RateLimiter(new MemoryRateLimitStore());
    const service = new CommentsService({
      repository: new CommentsRepository(engine.database.db),
      limiter,
    });
    // the cursor a reader holds after 999 pages: the last thread of page 999
    const result = await engine.database.db.execute(sql`
      select id, created_at as "createdAt" from comments
      where series_id = 'bench-deep' and parent_id is null
      order by created_at desc, id desc offset ${LIMIT * (DEEP_PAGE - 1) - 1} limit 1`);
    const last = (result as unknown as { rows: { id: string; createdAt: Date }[] }).rows[0]!;
    const cursor = commentCursor.encode({ id: last.id, createdAt: new Date(last.createdAt) });
    notes.push(
      `${engine.name}: ${THREADS.toLocaleString('en')} threads in the paged series, ` +
        `${OTHER_THREADS.toLocaleString('en')} in another, a quarter with 3 replies; loaded in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const page = (c?: string) =>
      service.page({ videoId: 'bench-deep', cursor: c, limit: LIMIT }, null);
    const deep = await page(cursor);
    if (deep.comments.length !== LIMIT || !deep.has_more) throw new Error('page 1,000 is short');
    // alternate the two, so drift on a shared machine hits both
    let first = 0;
    let thousandth = 0;
    for (let round_ = 0; round_ < 3; round_++) {
      first += (await medianMs(() => page(), RUNS)) / 3;
      thousandth += (await medianMs(() => page(cursor), RUNS)) / 3;
    }
    await limiter.close();
    const ratio = ratioOf(thousandth, first);
    log(
      `${engine.name}: page 1 ${first.toFixed(2)} ms, page ${DEEP_PAGE} ${thousandth.toFixed(2)} ms`,
    );
    rows.push({
      measure: `comment page ${DEEP_PAGE.toLocaleString('en')} (${engine.name})`,
      figure: round(thousandth, 2),
      unit: 'ms',
      reference: { name: 'page 1', value: round(first, 2), unit: 'ms' },
      ratio: round(ratio),
      target: `≤ ${MAX_RATIO}×`,
      pass: ratio <= MAX_RATIO,
    });
  },
  notes,
);

notes.push(
  `A page is ${LIMIT} threads with their replies and the series' totals (three queries: a keyset ` +
    'range scan, one lateral query for every reply on the page, and the stats row); medians of ' +
    `${RUNS} calls of the service, 3 alternating rounds.`,
);
await reportResult({
  bench: 'comments',
  rows,
  notes,
  seconds: round((performance.now() - began) / 1000, 1),
});
