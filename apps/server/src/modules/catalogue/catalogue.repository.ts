import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-sql';
import {
  episodeCaptions,
  episodes,
  listMemberships,
  lists,
  mediaAssets,
  series,
} from '../../db/schema';

export type SeriesRow = typeof series.$inferSelect;
export type NewSeries = typeof series.$inferInsert;
export type NewEpisode = typeof episodes.$inferInsert;

export type EpisodeRow = {
  id: string;
  episodeNumber: number;
  title: string;
  description: string;
  duration: number;
  isLocked: boolean;
  videoStatus: string | null;
  videoSourceKey: string | null;
  videoMasterKey: string | null;
  videoPosterKey: string | null;
  thumbnailKey: string | null;
};

export type SeriesSummaryRow = Pick<
  SeriesRow,
  | 'id'
  | 'title'
  | 'director'
  | 'language'
  | 'year'
  | 'description'
  | 'tags'
  | 'cast'
  | 'genre'
  | 'views'
  | 'freeEpisodes'
  | 'coinPricePerEpisode'
  | 'aiDisclosure'
> & {
  posterKey: string | null;
  episodesCount: number;
  /** First episode's playable key: HLS master when ready, else the original. */
  firstVideoKey: string | null;
};

export type SeriesDetailRow = Omit<SeriesSummaryRow, 'views' | 'episodesCount' | 'firstVideoKey'>;

const posterAsset = alias(mediaAssets, 'poster_asset');
const videoAsset = alias(mediaAssets, 'video_asset');
const thumbAsset = alias(mediaAssets, 'thumb_asset');

const episodesCount = sql<number>`(select count(*)::int from ${episodes} e where e.series_id = ${series.id})`;
// none when the first episode is protected (access-rules.ts): a card's preview plays for anyone
const firstVideoKey = sql<string | null>`(
  select case when e.is_locked or (${series.coinPricePerEpisode} is not null
                                   and e.episode_number > ${series.freeEpisodes}) then null
         else coalesce(case when a.status = 'ready' then a.hls_master_key end, a.source_key) end
  from ${episodes} e join ${mediaAssets} a on a.id = e.video_asset_id
  where e.series_id = ${series.id} order by e.episode_number limit 1)`;

/**
 * The server search's word similarities for typos, tried in turn: pg_trgm's default, then one
 * that lets a 10-letter query have a typo in each word.
 */
const TYPO_SIMILARITY = [0.6, 0.5];
/** At most this many matches of a step are ranked by field. */
const SEARCH_CANDIDATES = 60;

export type SearchRecordRow = {
  id: string;
  title: string;
  year: number;
  language: string;
  director: string;
  cast: string[];
  tags: string[];
  genre: string[];
  posterKey: string | null;
  episodesCount: number;
};

/** The query's words as the body of a text[] literal, each quoted. */
const quotedWords = (query: string) =>
  query
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => `"${w.replace(/["\\]/g, (c) => `\\${c}`)}"`)
    .join(',');

/** `text` inside a LIKE pattern, matched as typed: its wildcards escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const detailColumns = {
  id: series.id,
  title: series.title,
  director: series.director,
  language: series.language,
  year: series.year,
  description: series.description,
  tags: series.tags,
  cast: series.cast,
  genre: series.genre,
  freeEpisodes: series.freeEpisodes,
  coinPricePerEpisode: series.coinPricePerEpisode,
  aiDisclosure: series.aiDisclosure,
  posterKey: posterAsset.sourceKey,
};

/** A search record's columns (the client-side index and the server search). */
const searchRecordColumns = {
  id: series.id,
  title: series.title,
  year: series.year,
  language: series.language,
  director: series.director,
  cast: series.cast,
  tags: series.tags,
  genre: series.genre,
  posterKey: posterAsset.sourceKey,
  episodesCount,
};

const summaryColumns = {
  ...detailColumns,
  views: series.views,
  episodesCount,
  firstVideoKey,
};

/** Drizzle queries for series, episodes and lists. No rules here: see the service. */
export class CatalogueRepository {
  constructor(private readonly db: Db) {}

  async findPublishedSeries(id: string): Promise<SeriesSummaryRow | null> {
    const rows = await this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows[0] ?? null;
  }

  /**
   * A published series for its detail answer: the summary without the card's counts, which
   * correlated subqueries compute and the detail gets from its episodes anyway.
   */
  async findPublishedSeriesDetail(id: string): Promise<SeriesDetailRow | null> {
    const rows = await this.db
      .select(detailColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows[0] ?? null;
  }

  /** Published series among `ids`, in no particular order (My List's cards). */
  async publishedSummaries(ids: string[]): Promise<SeriesSummaryRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(and(inArray(series.id, ids), eq(series.status, 'published')));
  }

  async episodesOf(seriesId: string): Promise<EpisodeRow[]> {
    return this.db
      .select({
        id: episodes.id,
        episodeNumber: episodes.episodeNumber,
        title: episodes.title,
        description: episodes.description,
        duration: episodes.duration,
        isLocked: episodes.isLocked,
        videoStatus: videoAsset.status,
        videoSourceKey: videoAsset.sourceKey,
        videoMasterKey: videoAsset.hlsMasterKey,
        videoPosterKey: videoAsset.posterKey,
        thumbnailKey: thumbAsset.sourceKey,
      })
      .from(episodes)
      .leftJoin(videoAsset, eq(videoAsset.id, episodes.videoAssetId))
      .leftJoin(thumbAsset, eq(thumbAsset.id, episodes.thumbnailAssetId))
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodes.episodeNumber));
  }

  /** The caption files of a series' episodes (docs/product/studio.md#captions). */
  async captionsOf(
    seriesId: string,
  ): Promise<{ episodeId: string; language: string; label: string; storageKey: string }[]> {
    return this.db
      .select({
        episodeId: episodeCaptions.episodeId,
        language: episodeCaptions.language,
        label: episodeCaptions.label,
        storageKey: episodeCaptions.storageKey,
      })
      .from(episodeCaptions)
      .innerJoin(episodes, eq(episodes.id, episodeCaptions.episodeId))
      .where(eq(episodes.seriesId, seriesId))
      .orderBy(asc(episodeCaptions.language));
  }

  async membershipsOf(seriesId: string): Promise<string[]> {
    const rows = await this.db
      .select({ listName: listMemberships.listName })
      .from(listMemberships)
      .innerJoin(lists, eq(lists.name, listMemberships.listName))
      .where(eq(listMemberships.seriesId, seriesId))
      .orderBy(asc(lists.position));
    return rows.map((r) => r.listName);
  }

  async allLists() {
    return this.db.select().from(lists).orderBy(asc(lists.position));
  }

  /**
   * Published members of each list, best position first, at most `perList` each: one
   * index range scan per list (a window over all memberships sorted 200k rows at 100k series).
   */
  async listMembers(perList: number): Promise<(SeriesSummaryRow & { listName: string })[]> {
    const names = (await this.allLists()).map((l) => l.name);
    const perListRows = await Promise.all(
      names.map((name) =>
        this.db
          .select({ ...summaryColumns, listName: listMemberships.listName })
          .from(listMemberships)
          .innerJoin(series, eq(series.id, listMemberships.seriesId))
          .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
          .where(and(eq(listMemberships.listName, name), eq(series.status, 'published')))
          .orderBy(asc(listMemberships.position), asc(listMemberships.seriesId))
          .limit(perList),
      ),
    );
    return perListRows.flat();
  }

  async latestPublished(limit: number): Promise<SeriesSummaryRow[]> {
    return this.db
      .select(summaryColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(eq(series.status, 'published'))
      .orderBy(desc(series.createdAt), asc(series.id))
      .limit(limit);
  }

  /** Every published series, lean columns only: the client-side search index. */
  async searchRecords(): Promise<SearchRecordRow[]> {
    return this.db
      .select(searchRecordColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(eq(series.status, 'published'))
      .orderBy(asc(series.title), asc(series.id));
  }

  /** How many series are published (the search answer's `titles`). */
  async publishedCount(): Promise<number> {
    const rows = await this.db
      .select({ count: sql<number>`count(*)::int` })
      .from(series)
      .where(eq(series.status, 'published'));
    return rows[0]?.count ?? 0;
  }

  /**
   * The server search's candidates (docs/product/search.md#server-search): published series
   * that may match, the most watched first, found in steps that each read a bounded number of
   * rows whatever the catalogue's size:
   * 1. titles starting with the query (a btree range, in order);
   * 2. from 3 characters: every word of the query as typed, anywhere (the trigram index);
   * 3. from 5 characters, while fewer than `limit` were found: words like the query, with
   *    typos (word similarity at least each of TYPO_SIMILARITY in turn).
   * Each step keeps at most SEARCH_CANDIDATES; steps 2 and 3 keep the first they read, not the
   * best, so a common word's thousands of matches are never all scored. The candidates are
   * ranked by the service with the client's matcher.
   */
  async searchCandidates(query: string, limit: number): Promise<SearchRecordRow[]> {
    return this.db.transaction(async (tx) => {
      // the query normalised as the search text is, and as constants: an index range needs them
      const normal = await tx.execute(sql`
        select public.search_normalize(${query}) as q,
          array(select public.search_normalize(w) from unnest(${`{${quotedWords(query)}}`}::text[]) w) as words`);
      const { q, words } = rowsOf<{ q: string; words: string[] }>(normal)[0]!;
      const prefix = sql`${series.searchText} like ${`${likeEscaped(q)}%`}`;
      const found = new Set<string>();
      // without an order, a step stops reading at its limit
      const candidates = async (match: SQL, order?: SQL) => {
        const result = await tx.execute(sql`
          select ${series.id} as id from ${series}
          where ${series.status} = 'published' and ${match}
          ${order ? sql`order by ${order}` : sql``}
          limit ${SEARCH_CANDIDATES}`);
        for (const row of rowsOf<{ id: string }>(result)) found.add(row.id);
      };
      // the indexes always: the planner's guess that a match is common (one in a hundred) can
      // pick a scan of every row, which for a rare word reads them all
      await tx.execute(sql`set local enable_seqscan = off`);
      // titles that start with the query, in order, from a btree range
      await candidates(prefix, sql`${series.searchText} using ~<~`);
      if ([...q].length >= 3 && found.size < SEARCH_CANDIDATES) {
        // then every word as typed anywhere, from a bitmap of the trigram index (an ordered
        // index scan would test row after row)
        await tx.execute(sql`set local enable_indexscan = off`);
        const every = words.map((w) => sql`${series.searchText} like ${`%${likeEscaped(w)}%`}`);
        await candidates(sql.join(every, sql` and `));
        // a typo needs 5 typed characters, as on the client (docs/product/search.md#matching),
        // and a last word of 3: a word being typed adds a trigram or two common enough to send
        // the step through thousands of rows for nothing
        if ([...q].length >= 5 && [...(words.at(-1) ?? '')].length >= 3) {
          for (const threshold of TYPO_SIMILARITY) {
            if (found.size >= limit) break;
            await tx.execute(
              sql`select set_config('pg_trgm.word_similarity_threshold', ${String(threshold)}, true)`,
            );
            await candidates(sql`${q} <% ${series.searchText}`);
          }
        }
      }
      if (found.size === 0) return [];
      return this.searchRecordsOf(tx, [...found]);
    });
  }

  /** The search records of `ids`, the most watched first. */
  private async searchRecordsOf(db: Pick<Db, 'select'>, ids: string[]): Promise<SearchRecordRow[]> {
    return db
      .select(searchRecordColumns)
      .from(series)
      .leftJoin(posterAsset, eq(posterAsset.id, series.posterAssetId))
      .where(inArray(series.id, ids))
      .orderBy(desc(series.views), asc(series.id));
  }

  async membershipsOfSeries(ids: string[]): Promise<{ seriesId: string; listName: string }[]> {
    if (ids.length === 0) return [];
    return this.db
      .select({ seriesId: listMemberships.seriesId, listName: listMemberships.listName })
      .from(listMemberships)
      .where(inArray(listMemberships.seriesId, ids));
  }

  async allMemberships(): Promise<{ seriesId: string; listName: string }[]> {
    return this.db
      .select({ seriesId: listMemberships.seriesId, listName: listMemberships.listName })
      .from(listMemberships);
  }

  // ── writes (seeding now, the creator studio later) ──

  async upsertLists(
    rows: { name: string; displayName: string; description: string; position: number }[],
  ): Promise<void> {
    if (rows.length === 0) return;
    await this.db
      .insert(lists)
      .values(rows)
      .onConflictDoUpdate({
        target: lists.name,
        set: {
          displayName: sql`excluded.display_name`,
          description: sql`excluded.description`,
          position: sql`excluded.position`,
        },
      });
  }

  async insertSeries(row: NewSeries): Promise<void> {
    await this.db.insert(series).values(row);
  }

  async insertEpisode(row: NewEpisode): Promise<string> {
    const inserted = await this.db.insert(episodes).values(row).returning({ id: episodes.id });
    return inserted[0]!.id;
  }

  /** Sets a series' lists; a newly added series goes to the end of each list. */
  async setMemberships(seriesId: string, listNames: string[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .delete(listMemberships)
        .where(
          and(
            eq(listMemberships.seriesId, seriesId),
            listNames.length > 0 ? notInArray(listMemberships.listName, listNames) : undefined,
          ),
        );
      for (const listName of listNames) {
        await tx.execute(sql`
          insert into list_memberships (list_name, series_id, position)
          select ${listName}, ${seriesId}, coalesce(max(position) + 1, 0)
          from list_memberships where list_name = ${listName}
          on conflict do nothing`);
      }
    });
  }

  async publish(seriesId: string): Promise<void> {
    await this.db
      .update(series)
      .set({ status: 'published', updatedAt: sql`now()` })
      .where(eq(series.id, seriesId));
  }

  async isPublished(id: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: series.id })
      .from(series)
      .where(and(eq(series.id, id), eq(series.status, 'published')));
    return rows.length > 0;
  }

  async deleteSeries(id: string): Promise<void> {
    await this.db.delete(series).where(eq(series.id, id));
  }
}
