import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { METRICS_TEXTS } from '@app/contract';
import { KnownEpisodes, type PublishedEpisode } from './known-episodes';

const A1 = randomUUID();
const A2 = randomUUID();
const B1 = randomUUID();

const setup = (initial: PublishedEpisode[]) => {
  let rows = initial;
  let loads = 0;
  let now = 0;
  const known = new KnownEpisodes(
    async () => {
      loads++;
      return rows;
    },
    { recheckMs: 1000, now: () => now },
  );
  return {
    known,
    loads: () => loads,
    setRows: (next: PublishedEpisode[]) => (rows = next),
    advance: (ms: number) => (now += ms),
  };
};

const catalogue: PublishedEpisode[] = [
  { seriesId: 'series-a', episodeId: A1, episodeNumber: 1 },
  { seriesId: 'series-a', episodeId: A2, episodeNumber: 2 },
  { seriesId: 'series-b', episodeId: B1, episodeNumber: 1 },
  // published, no episodes yet
  { seriesId: 'series-empty', episodeId: null, episodeNumber: null },
];

describe('KnownEpisodes', () => {
  it("knows each published series' episodes, and says what is wrong with anything else", async () => {
    const { known } = setup(catalogue);
    await known.ready();
    expect(known.problem('series-a', A1)).toBeNull();
    expect(known.problem('series-a', A2, 2)).toBeNull();
    expect(known.problem('series-a', A2.toUpperCase())).toBeNull();
    expect(known.problem('series-a', B1)).toBe(METRICS_TEXTS.unknownEpisode);
    expect(known.problem('series-a', 'episode-1')).toBe(METRICS_TEXTS.unknownEpisode);
    expect(known.problem('series-a', A2, 1)).toBe(METRICS_TEXTS.episodeNumberMismatch);
    expect(known.problem('series-empty', A1)).toBe(METRICS_TEXTS.unknownEpisode);
    expect(known.problem('series-x', A1)).toBe(METRICS_TEXTS.unknownSeries);
  });

  it('loads once, not per check, and again only after the catalogue changed', async () => {
    const { known, loads, setRows } = setup(catalogue);
    for (let i = 0; i < 5; i++) {
      await known.ready();
      known.problem('series-a', A1);
    }
    expect(loads()).toBe(1);
    const C1 = randomUUID();
    setRows([...catalogue, { seriesId: 'series-c', episodeId: C1, episodeNumber: 1 }]);
    known.invalidate();
    await known.ready();
    expect(loads()).toBe(2);
    expect(known.problem('series-c', C1)).toBeNull();
  });

  it('reloads after a miss at most once per recheckMs', async () => {
    const { known, loads, setRows, advance } = setup(catalogue);
    await known.ready();
    // published elsewhere, its message not here yet
    const D1 = randomUUID();
    setRows([...catalogue, { seriesId: 'series-d', episodeId: D1, episodeNumber: 1 }]);
    expect(known.problem('series-d', D1)).toBe(METRICS_TEXTS.unknownSeries);
    expect(await known.recheck()).toBe(false);
    expect(loads()).toBe(1);
    advance(1000);
    expect(await known.recheck()).toBe(true);
    expect(loads()).toBe(2);
    expect(known.problem('series-d', D1)).toBeNull();
    // a flood of made-up ids: no further loads within the second
    for (let i = 0; i < 100; i++) await known.recheck();
    expect(loads()).toBe(2);
  });

  it('shares one load between concurrent checks, and tries again after a failed one', async () => {
    let fail = true;
    let loads = 0;
    const known = new KnownEpisodes(async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      if (fail) throw new Error('database down');
      return catalogue;
    });
    await expect(Promise.all([known.ready(), known.ready()])).rejects.toThrow('database down');
    expect(loads).toBe(1);
    fail = false;
    await Promise.all([known.ready(), known.ready(), known.ready()]);
    expect(loads).toBe(2);
    expect(known.problem('series-b', B1, 1)).toBeNull();
  });
});
