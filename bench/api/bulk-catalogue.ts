import { sql } from 'drizzle-orm';
import { KNOWN_LISTS } from '@app/contract';
import type { Db } from '../../apps/server/src/db/database';

export const EPISODES_PER_SERIES = 3;

/** `bench-1` … `bench-N`: valid series slugs. */
export const benchSeriesId = (n: number): string => `bench-${n}`;

/**
 * A published catalogue of `count` series in a handful of set-based statements (no per-row round
 * trips): a poster asset each, 3 episodes each with a ready HLS video asset, and memberships in
 * two of the nine lists each. Asset ids are derived from md5 so the statements can join on them.
 */
export const insertBulkCatalogue = async (db: Db, count: number): Promise<void> => {
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
           generate_series(1, ${EPISODES_PER_SERIES}::int) as n`);
    // distinct created_at, as real uploads have: "latest" is an index walk, not a full sort
    await tx.execute(sql`
      insert into series (id, title, director, language, year, description, tags, "cast", genre,
                          poster_asset_id, status, views, created_at, updated_at)
      select 'bench-' || i, 'Bench Drama ' || i,
             (array['Mira Okafor', 'Luis Ortega', 'Hana Sato', 'Priya Raman'])[1 + i % 4],
             (array['English', 'Spanish', 'Japanese'])[1 + i % 3], 2000 + i % 27,
             'A generated series for benchmarks, number ' || i,
             array['Drama', 'Romance'], array['Ava Chen', 'Kenji Mori'], array['Drama'],
             md5('poster:' || i)::uuid, 'published', (i * 7919) % 1000000,
             now() - make_interval(secs => i), now()
      from generate_series(1, ${count}::int) as i`);
    await tx.execute(sql`
      insert into episodes (series_id, episode_number, title, description, duration, video_asset_id)
      select 'bench-' || i, n, 'Episode ' || n, 'Episode ' || n || ' of series ' || i, 45,
             md5('video:' || i || ':' || n)::uuid
      from generate_series(1, ${count}::int) as i,
           generate_series(1, ${EPISODES_PER_SERIES}::int) as n`);
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
