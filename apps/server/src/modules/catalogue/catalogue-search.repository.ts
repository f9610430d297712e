import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SeriesTranslations } from '@app/contract';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/raw-sql';
import { searchWords, series } from '../../db/schema';
import { episodesCount, posterAsset } from './catalogue-columns';

/**
 * The server search's word similarities for typos, tried in turn: pg_trgm's default, then one
 * that lets a 10-letter query have a typo in each word.
 */
const TYPO_SIMILARITY = [0.6, 0.5];
/**
 * The least trigram similarity between a query word and a catalogue word that the trigram index
 * looks for: a transposition in a 5-letter word ('hiers' for 'heirs') is 0.2.
 */
const TYPO_WORD_FLOOR = 0.2;
/** At most this many catalogue words stand in for a query word, the most similar. */
const TYPO_WORDS = 8;
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
  translations: SeriesTranslations;
};

/** `values` as a text[] literal. */
const textArray = (values: string[]) =>
  `{${values.map((w) => `"${w.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** The query's words as typed. */
const typedWords = (query: string) => query.split(/\s+/).filter(Boolean);

/** `text` inside a LIKE pattern, matched as typed: its wildcards escaped. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

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
  translations: series.translations,
};

/** Drizzle reads of the catalogue's search (docs/product/catalogue.md#search). No rules here: see the service. */
export class CatalogueSearchRepository {
  constructor(private readonly db: Db) {}

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
   * The server search's candidates (docs/product/catalogue.md#server-search): published series
   * that may match, the most watched first, found in steps that each read a bounded number of
   * rows whatever the catalogue's size:
   * 1. titles starting with the query (a btree range, in order);
   * 2. from 3 characters: every word of the query as typed, anywhere (the trigram index);
   * 3. from 5 characters, while fewer than `limit` were found: typos. Each query word's
   *    stand-ins are looked up among the catalogue's distinct words (search_words, see
   *    similarWords, at each of TYPO_SIMILARITY in turn), then series holding every query word
   *    or one of its stand-ins are read (the trigram index); without stand-ins, no series.
   * Each step keeps at most SEARCH_CANDIDATES; steps 2 and 3 keep the first they read, not the
   * best, so a common word's thousands of matches are never all scored. The candidates are
   * ranked by the service with the client's matcher.
   */
  async searchCandidates(query: string, limit: number): Promise<SearchRecordRow[]> {
    return this.db.transaction(async (tx) => {
      // the query normalised as the search text is, and as constants: an index range needs them
      const normal = await tx.execute(sql`
        select public.search_normalize(${query}) as q,
          array(select public.search_normalize(w) from unnest(${textArray(typedWords(query))}::text[]) w) as words`);
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
        // a typo needs 5 typed characters, as on the client (docs/product/catalogue.md#matching),
        // and a last word of 3: a word being typed adds a trigram or two common enough to send
        // the step through thousands of rows for nothing
        if ([...q].length >= 5 && [...(words.at(-1) ?? '')].length >= 3) {
          let tried = '';
          for (const threshold of TYPO_SIMILARITY) {
            if (found.size >= limit) break;
            const similar = await this.similarWords(tx, q, words, threshold);
            // no word has a stand-in: the series holding every word as typed are found already;
            // the same stand-ins as at the last threshold would find the same series
            if (similar.every((s) => s.length === 0) || JSON.stringify(similar) === tried) continue;
            tried = JSON.stringify(similar);
            const every = words.map((w, i) => {
              const any = [w, ...similar[i]!].map(
                (v) => sql`${series.searchText} like ${`%${likeEscaped(v)}%`}`,
              );
              return sql`(${sql.join(any, sql` or `)})`;
            });
            await candidates(sql.join(every, sql` and `));
          }
        }
      }
      if (found.size === 0) return [];
      return this.searchRecordsOf(tx, [...found]);
    });
  }

  /**
   * For each of `words` (the normalised query `q`'s), the catalogue words that may stand in for
   * it, at most TYPO_WORDS, the most similar first: those sharing enough of the word's trigrams
   * for the whole query, its other words as typed, to reach `threshold` of word similarity
   * against a text holding the stand-in (what the step asked of each series' text before it
   * read these words instead). A word already holding the query word is left out (its LIKE
   * finds it), and so is one under 3 characters (no trigram for the index to look up, in its
   * LIKE); a query word under 3 characters gets none.
   */
  private async similarWords(
    tx: Pick<Db, 'execute'>,
    q: string,
    words: string[],
    threshold: number,
  ): Promise<string[][]> {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_WORD_FLOOR)}, true)`,
    );
    // trigram sets: the query's (all), the word's (n), the catalogue word's (m) and the shared
    // ones (c, from similarity = c / (n + m - c)); at best, the text's extent holds the other
    // words and the shared trigrams only: (all - n + c) / all
    const result = await tx.execute(sql`
      select q.i::int as i, s.word
      from unnest(${textArray(words)}::text[]) with ordinality q(w, i)
      cross join lateral (select cardinality(show_trgm(${q})) as all_n, cardinality(show_trgm(q.w)) as n) t
      cross join lateral (
        select c.word from (
          select ${searchWords.word} as word, similarity(q.w, ${searchWords.word}) as sim,
            cardinality(show_trgm(${searchWords.word})) as m
          from ${searchWords}
          where q.w % ${searchWords.word} and strpos(${searchWords.word}, q.w) = 0
            and char_length(${searchWords.word}) >= 3) c
        where round(c.sim * (t.n + c.m) / (1 + c.sim)) >= t.n - (1 - ${threshold}::float8) * t.all_n
        order by c.sim desc, c.word
        limit ${TYPO_WORDS}) s
      where char_length(q.w) >= 3`);
    const similar: string[][] = words.map(() => []);
    for (const row of rowsOf<{ i: number; word: string }>(result))
      similar[row.i - 1]!.push(row.word);
    return similar;
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
}
