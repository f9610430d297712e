// Child process: the real app over a database loaded with the scale catalogue (BENCH_SERIES
// series of BENCH_EPISODES episodes), PGlite in a temp dir or the PostgreSQL database at
// SCALE_DATABASE_URL. Before it listens it times the reads that go straight to the database,
// and reports them as `info`.
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ANALYTICS, COMMENT_PAGING, RANKING_KINDS } from '@app/contract';
import { openDatabase } from '../../apps/server/src/db/database';
import { analyticsCursor } from '../../apps/server/src/modules/analytics/analytics-cursor';
import { AnalyticsRepository } from '../../apps/server/src/modules/analytics/analytics.repository';
import { AnalyticsService } from '../../apps/server/src/modules/analytics/analytics.service';
import { CatalogueRepository } from '../../apps/server/src/modules/catalogue/catalogue.repository';
import { CatalogueService } from '../../apps/server/src/modules/catalogue/catalogue.service';
import { commentCursor } from '../../apps/server/src/modules/comments/comment-cursor';
import { CommentsRepository } from '../../apps/server/src/modules/comments/comments.repository';
import { CommentsService } from '../../apps/server/src/modules/comments/comments.service';
import { RankingsRepository } from '../../apps/server/src/modules/rankings/rankings.repository';
import { RankingsService } from '../../apps/server/src/modules/rankings/rankings.service';
import { MemoryRateLimitStore } from '../../apps/server/src/rate-limit/rate-limit-store';
import { RateLimiter } from '../../apps/server/src/rate-limit/rate-limiter';
import { LocalStorage } from '../../apps/server/src/storage/local-storage';
import { medianMs } from '../lib/bench-database';
import { serveBenchApp } from '../lib/bench-app';
import { progressLog } from '../lib/result';
import { feedPages } from './feed-figures';
import { ANALYSED_SERIES, COMMENTED_SERIES, loadScaleData, scaleSize } from './scale-data';

const size = scaleSize(
  Number(process.env.BENCH_SERIES ?? '100'),
  Number(process.env.BENCH_EPISODES ?? '20'),
);
const url = process.env.SCALE_DATABASE_URL;
const engineName = url ? 'PostgreSQL' : 'PGlite';
const log = progressLog(`scale ${engineName} ${size.series.toLocaleString('en')}`);
const LIMIT = COMMENT_PAGING.defaultLimit;
const RUNS = 21;

const dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-bench-scale-'));
const database = url
  ? await openDatabase({ engine: 'postgres', url })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(dir, 'db') });
await database.migrate();
const { db } = database;

/**
 * On PostgreSQL through a connection of its own, set as a bulk load is: hash aggregates and
 * index builds in memory, no wait for the WAL flush at each statement's commit.
 */
const loadBulk = async () => {
  if (!url) return loadScaleData(database.db, size, log);
  const loadUrl = new URL(url);
  loadUrl.searchParams.set(
    'options',
    '-c work_mem=256MB -c maintenance_work_mem=1GB -c synchronous_commit=off',
  );
  const loader = await openDatabase({ engine: 'postgres', url: loadUrl.toString(), poolSize: 1 });
  try {
    return await loadScaleData(loader.db, size, log);
  } finally {
    await loader.close();
  }
};

const loadSeconds = await loadBulk();

// the cursor a reader holds on the way to the last page: the thread just before it
const threads = await db.execute(sql`
  select count(*)::int as n from comments where series_id = ${COMMENTED_SERIES} and parent_id is null`);
const threadCount = (threads as unknown as { rows: { n: number }[] }).rows[0]!.n;
const beforeLast = await db.execute(sql`
  select id, created_at as "createdAt" from comments
  where series_id = ${COMMENTED_SERIES} and parent_id is null and hidden_at is null
  order by created_at desc, id desc offset ${Math.max(0, threadCount - LIMIT - 1)} limit 1`);
const cursorRow = (beforeLast as unknown as { rows: { id: string; createdAt: Date }[] }).rows[0]!;
const lastCursor = commentCursor.encode({
  id: cursorRow.id,
  createdAt: new Date(cursorRow.createdAt),
});

const limiter = new RateLimiter(new MemoryRateLimitStore());
const comments = new CommentsService({ repository: new CommentsRepository(db), limiter });
const page = (cursor?: string) =>
  comments.page({ videoId: COMMENTED_SERIES, cursor, limit: LIMIT }, null);
const lastPage = await page(lastCursor);
if (lastPage.has_more || lastPage.comments.length === 0) throw new Error('not the last page');

const analytics = new AnalyticsService(new AnalyticsRepository(db));
const catalogueRepository = new CatalogueRepository(db);
const storage = new LocalStorage({
  root: path.join(dir, 'files'),
  publicBaseUrl: '/media',
  uploadSecret: 'unused',
});
const catalogue = new CatalogueService(catalogueRepository, storage);
// a series spread over the catalogue, as in the HTTP detail load
const detailId = `bench-${Math.ceil(size.series / 2)}`;
// the analytics list: its first page, and a full page from the middle of the title order
const listLimit = ANALYTICS.listPage.default;
const middle = await db.execute(sql`
  select title, id from series order by title, id
  offset ${Math.max(0, Math.floor(size.series / 2) - listLimit)} limit 1`);
const middleCursor = analyticsCursor.encode(
  (middle as unknown as { rows: { title: string; id: string }[] }).rows[0]!,
);
const listPage = (cursor?: string) => analytics.list({ cursor, limit: listLimit });
const middlePage = await listPage(middleCursor);
if (middlePage.series.length !== listLimit) throw new Error('not a full analytics page');

// the rankings' background work: all four kinds, now and a day earlier, from the rollups
const rankingsRepository = new RankingsRepository(db);
const computeRankings = async () => {
  const rankings = new RankingsService({
    repository: rankingsRepository,
    catalogueRepository,
    catalogue,
  });
  for (const kind of RANKING_KINDS) await rankings.refresh(kind);
};

const feed = await feedPages(db, storage, size.series);
log(`feed generation computed in ${feed.generationMs.toFixed(0)} ms`);

/** Uncached: what a cold series or a cache rebuild costs in the database. */
const measureDb = async () => ({
  // not per request: every RANKINGS.refreshMs in the background (few runs: it reads the rollups)
  rankingsCompute: await medianMs(computeRankings, 3, 0),
  commentsFirstPage: await medianMs(() => page(), RUNS),
  commentsLastPage: await medianMs(() => page(lastCursor), RUNS),
  analyticsOfSeries: await medianMs(() => analytics.ofSeries(ANALYSED_SERIES), RUNS),
  analyticsListFirstPage: await medianMs(() => listPage(), RUNS),
  analyticsListMiddlePage: await medianMs(() => listPage(middleCursor), RUNS),
  homeBuild: await medianMs(() => catalogue.home(), RUNS),
  feedNextPage: await medianMs(feed.nextPage, RUNS),
  feedMiddlePage: await medianMs(feed.middlePage, RUNS),
  // a new service each time: its answer cache is empty
  detailBuild: await medianMs(
    async () => new CatalogueService(catalogueRepository, storage).seriesJson(detailId),
    RUNS,
  ),
});
const dbMs = await measureDb();
log(
  `comments page 1 ${dbMs.commentsFirstPage.toFixed(2)} ms, last page ` +
    `${dbMs.commentsLastPage.toFixed(2)} ms; analytics of one series ` +
    `${dbMs.analyticsOfSeries.toFixed(2)} ms; analytics list page 1 ` +
    `${dbMs.analyticsListFirstPage.toFixed(2)} ms, a middle page ` +
    `${dbMs.analyticsListMiddlePage.toFixed(2)} ms; home build ${dbMs.homeBuild.toFixed(2)} ms, detail build ` +
    `${dbMs.detailBuild.toFixed(2)} ms; feed next page ${dbMs.feedNextPage.toFixed(2)} ms, a ` +
    `middle page ${dbMs.feedMiddlePage.toFixed(2)} ms; rankings computed ` +
    `${dbMs.rankingsCompute.toFixed(0)} ms`,
);
// the parent asks again between its other measurements, so both sizes see the same machine
process.on('message', (message: unknown) => {
  if ((message as { type?: string }).type !== 'measure-db') return;
  void measureDb().then((figures) => process.send?.({ type: 'db-ms', dbMs: figures }));
});

await serveBenchApp({
  dir,
  database,
  info: { size, loadSeconds, threadCount, dbMs, feedGenerationMs: feed.generationMs },
});
