import { sql, type SQL } from 'drizzle-orm';
import { KNOWN_LISTS } from '@app/contract';
import type { Db } from '../../apps/server/src/db/database';

export const EPISODES_PER_SERIES = 3;

export type BulkCatalogueOptions = {
  /** 3 unless set. */
  episodesPerSeries?: number;
  /**
   * Titles, directors and cast drawn from word lists by the series' number instead of
   * `Bench Drama N` and four names: a search index that compresses as a real one would.
   */
  variedText?: boolean;
};

/**
 * The episode's id, derived from its numbers like the asset ids (events can name it without a
 * join), with the version and variant digits of a random uuid, as the contract's ids have.
 */
export const benchEpisodeIdSql = (seriesNumber: SQL, episodeNumber: SQL): SQL =>
  sql`overlay(overlay(md5('episode:' || ${seriesNumber} || ':' || ${episodeNumber})
    placing '4' from 13) placing '8' from 17)::uuid`;

const words = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(', ')}]`);
const OPENERS = words(['The', 'My', 'Return of the', 'Revenge of the', 'Love and the', 'Secret']);
const ADJECTIVES = words(
  [
    'Hidden',
    'Forbidden',
    'Runaway',
    'Contract',
    'Midnight',
    'Fake',
    'Lost',
    'Crimson',
    'Neon',
  ].concat(['Silent', 'Reborn', 'Wicked', 'Golden', 'Stolen', 'Broken', 'Royal', 'Frozen']),
);
const NOUNS = words(
  ['Bride', 'Heir', 'Husband', 'Empress', 'Marriage', 'Alpha', 'Detective', 'Orchard'].concat([
    'Dynasty',
    'Lantern',
    'Assassin',
    'Doctor',
    'Twins',
    'Kingdom',
    'Promise',
    'Queen',
    'Lawyer',
  ]),
);
const FIRST = words([
  'Mina',
  'Jae',
  'Ana',
  'Chen',
  'Priya',
  'Lucas',
  'Sofia',
  'Hiro',
  'Lea',
  'Omar',
  'Ava',
  'Kenji',
]);
const LAST = words([
  'Park',
  'Lee',
  'Ruiz',
  'Wang',
  'Sharma',
  'Moreau',
  'Rossi',
  'Tanaka',
  'Haddad',
  'Okafor',
  'Sato',
]);
/** A word of `list` picked by a hash of the series number and a salt. */
const pick = (list: SQL, salt: number) =>
  sql`(${list})[1 + abs(hashint4(i * ${salt}::int)::bigint) % cardinality(${list})]`;
const person = (salt: number) => sql`${pick(FIRST, salt)} || ' ' || ${pick(LAST, salt + 1)}`;

/** `bench-1` … `bench-N`: valid series slugs. */
export const benchSeriesId = (n: number): string => `bench-${n}`;

/**
 * A published catalogue of `count` series in a handful of set-based statements (no per-row round
 * trips): a poster asset each, 3 episodes each with a ready HLS video asset, and memberships in
 * two of the nine lists each. Asset ids are derived from md5 so the statements can join on them.
 */
export const insertBulkCatalogue = async (
  db: Db,
  count: number,
  { episodesPerSeries = EPISODES_PER_SERIES, variedText = false }: BulkCatalogueOptions = {},
): Promise<void> => {
  const title = variedText
    ? sql`${pick(OPENERS, 3)} || ' ' || ${pick(ADJECTIVES, 5)} || ' ' || ${pick(NOUNS, 7)} || ' ' || i`
    : sql`'Bench Drama ' || i`;
  const director = variedText
    ? person(11)
    : sql`(array['Mira Okafor', 'Luis Ortega', 'Hana Sato', 'Priya Raman'])[1 + i % 4]`;
  const cast = variedText
    ? sql`array[${person(13)}, ${person(17)}, ${person(19)}]`
    : sql`array['Ava Chen', 'Kenji Mori']`;
  const lists = KNOWN_LISTS.map((l, position) => ({ ...l, position }));
  await db.transaction(async (tx) => {
    // consistent by construction: skip the per-row foreign-key triggers, as pg_restore
    // --disable-triggers does (transaction-local, so the app's own writes still check them)
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const l of lists) {
      await tx.execute(sql`
        insert into lists (name, display_name, description, position)
        values (${l.name}, ${l.displayName}, ${l.description}, ${l.position})
        on conflict (name) do nothing`);
    }
    await tx.execute(sql`
      insert into media_assets (id, kind, source_key, content_type, size_bytes, status, width, height)
      select md5('poster:' || i)::uuid, 'image', 'posters/bench-' || i || '.jpg', 'image/jpeg',
             48000, 'ready', 600, 900
      from generate_series(1, ${count}::int) as i`);
    await tx.execute(sql`
      insert into media_assets (id, kind, source_key, content_type, size_bytes, status,
                                duration_seconds, width, height, hls_master_key, poster_key)
      select md5('video:' || i || ':' || n)::uuid, 'video',
             'uploads/bench-' || i || '/episode-' || n || '.mp4', 'video/mp4', 4000000, 'ready',
             45, 540, 960, 'videos/bench-' || i || '/' || n || '/master.m3u8',
             'videos/bench-' || i || '/' || n || '/poster.jpg'
      from generate_series(1, ${count}::int) as i,
           generate_series(1, ${episodesPerSeries}::int) as n`);
    // distinct created_at, as real uploads have: "latest" is an index walk, not a full sort
    await tx.execute(sql`
      insert into series (id, title, director, language, year, description, tags, "cast", genre,
                          poster_asset_id, status, views, created_at, updated_at)
      select 'bench-' || i, ${title}, ${director},
             (array['English', 'Spanish', 'Japanese'])[1 + i % 3], 2000 + i % 27,
             'A generated series for benchmarks, number ' || i,
             array['Drama', 'Romance'], ${cast}, array['Drama'],
             md5('poster:' || i)::uuid, 'published', (i::bigint * 7919) % 1000000,
             now() - make_interval(secs => i), now()
      from generate_series(1, ${count}::int) as i`);
    await tx.execute(sql`
      insert into episodes (id, series_id, episode_number, title, description, duration,
                            video_asset_id)
      select ${benchEpisodeIdSql(sql`i`, sql`n`)}, 'bench-' || i, n, 'Episode ' || n, 'Episode ' || n || ' of series ' || i, 45,
             md5('video:' || i || ':' || n)::uuid
      from generate_series(1, ${count}::int) as i,
           generate_series(1, ${episodesPerSeries}::int) as n`);
    // two lists each (3i+1 is never 0 mod 9, so the two differ), spread over all nine
    await tx.execute(sql`
      insert into list_memberships (list_name, series_id, position)
      select l.name, 'bench-' || i, i
      from generate_series(1, ${count}::int) as i
      join lists l on l.position = i % 9 or l.position = (4 * i + 1) % 9`);
  });
  // what autovacuum would do on a server PostgreSQL; the planner needs the row counts
  await db.execute(sql`analyze`);
};
