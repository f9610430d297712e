import { describe, expect, it } from 'vitest';
import { MERGE_BELOW, planChunks, type ChunkPlanInput, type PlannedChunk } from './chunk-plan.ts';

const BIG = MERGE_BELOW * 2;

const chunk = (
  fileName: string,
  modules: Record<string, number>,
  links: Partial<Pick<PlannedChunk, 'imports' | 'dynamicImports' | 'isEntry'>> & {
    facade?: string;
  } = {},
): PlannedChunk => ({
  fileName,
  facadeModuleId: links.facade ?? null,
  isEntry: links.isEntry ?? false,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  modules,
});

/**
 * A small app as rolldown's first pass splits it: the entry (main.tsx) with an early start of
 * /play and the boot; home, video and play pages; the shared chunks between them.
 */
const app = (): ChunkPlanInput => ({
  chunks: [
    chunk(
      'entry.js',
      { '/src/main.tsx': BIG },
      {
        facade: '/src/main.tsx',
        isEntry: true,
        imports: ['early-shared.js'],
        dynamicImports: ['boot.js', 'early-play.js'],
      },
    ),
    chunk('early-shared.js', { '/src/lib/session.ts': BIG }),
    chunk(
      'boot.js',
      { '/src/app/boot.tsx': BIG, '/src/app/router.tsx': BIG },
      {
        facade: '/src/app/boot.tsx',
        imports: ['boot-shared.js'],
        dynamicImports: ['home.js', 'video.js', 'play.js'],
      },
    ),
    chunk('boot-shared.js', { '/node_modules/preact/dist/preact.mjs': BIG }),
    chunk(
      'early-play.js',
      { '/src/features/play/early/early-play.ts': BIG },
      { facade: '/src/features/play/early/early-play.ts', imports: ['player-core.js'] },
    ),
    chunk(
      'home.js',
      { '/src/features/home/home-page.tsx': BIG },
      {
        facade: '/src/features/home/home-page.tsx',
        imports: ['cards.js', 'rows.js', 'every-page.js'],
      },
    ),
    chunk(
      'video.js',
      { '/src/features/video/video-page.tsx': BIG },
      {
        facade: '/src/features/video/video-page.tsx',
        imports: ['cards.js', 'rows.js', 'tiny.js', 'every-page.js'],
      },
    ),
    chunk(
      'play.js',
      { '/src/features/play/play-page.tsx': BIG },
      {
        facade: '/src/features/play/play-page.tsx',
        imports: ['player-core.js', 'player-ui.js', 'every-page.js'],
        dynamicImports: ['share-dialog.js'],
      },
    ),
    chunk(
      'share-dialog.js',
      { '/src/features/play/share-dialog.tsx': BIG },
      { facade: '/src/features/play/share-dialog.tsx', imports: ['player-ui.js'] },
    ),
    chunk('cards.js', { '/src/shared/cards.tsx': BIG, '\0rolldown/runtime.js': 40 }),
    chunk('rows.js', { '/src/shared/rows.tsx': BIG, '/src/shared/unused.ts': 0 }),
    chunk('tiny.js', { '/src/shared/tiny.ts': 100 }),
    chunk('every-page.js', { '/src/shared/page-frame.tsx': BIG }),
    chunk('player-core.js', { '/src/lib/player/core.ts': BIG }),
    chunk('player-ui.js', { '/src/lib/player/controls.tsx': BIG }),
  ],
  firstLoads: {
    home: ['features/home/home-page.tsx'],
    video: ['features/video/video-page.tsx'],
    play: ['features/play/early/early-play.ts', 'features/play/play-page.tsx'],
  },
  everyPage: ['app/boot.tsx'],
  boot: 'app/boot.tsx',
  routeModules: [
    '/src/features/home/home-page.tsx',
    '/src/features/video/video-page.tsx',
    '/src/features/play/play-page.tsx',
  ],
});

describe('planChunks', () => {
  it('puts the shared chunks that the same pages load into one group', () => {
    const plan = planChunks(app());
    expect(plan.get('/src/shared/cards.tsx')).toBeDefined();
    expect(plan.get('/src/shared/rows.tsx')).toBe(plan.get('/src/shared/cards.tsx'));
    // play loads the player's controls too, but home and video do not
    expect(plan.get('/src/lib/player/controls.tsx')).not.toBe(plan.get('/src/shared/cards.tsx'));
  });

  it("leaves the pages' own chunks and what loads before the app where they are", () => {
    const plan = planChunks(app());
    for (const id of [
      '/src/main.tsx',
      '/src/lib/session.ts',
      '/src/app/boot.tsx',
      '/src/features/home/home-page.tsx',
      '/src/features/play/early/early-play.ts',
    ]) {
      expect(plan.has(id), id).toBe(false);
    }
  });

  it('moves the modules that render nothing with their chunk: left behind, each would be a file', () => {
    const plan = planChunks(app());
    expect(plan.get('/src/shared/unused.ts')).toBe(plan.get('/src/shared/rows.tsx'));
    expect(plan.get('\0rolldown/runtime.js')).toBe(plan.get('/src/shared/cards.tsx'));
  });

  it("keeps the boot's graph and an early start's graph apart from what only pages load", () => {
    const plan = planChunks(app());
    // preact and the page frame are both on every page, but only preact is the boot's
    expect(plan.get('/node_modules/preact/dist/preact.mjs')).toBeDefined();
    expect(plan.get('/src/shared/page-frame.tsx')).toBeDefined();
    expect(plan.get('/node_modules/preact/dist/preact.mjs')).not.toBe(
      plan.get('/src/shared/page-frame.tsx'),
    );
    // the early start of /play loads the player's core before the app, not its controls
    expect(plan.get('/src/lib/player/core.ts')).not.toBe(plan.get('/src/lib/player/controls.tsx'));
  });

  it('merges a group under MERGE_BELOW into the group with the fewest pages that has all of its own', () => {
    const plan = planChunks(app());
    // tiny.ts is video's alone; {home, video} is a smaller home for it than every page's group
    expect(plan.get('/src/shared/tiny.ts')).toBe(plan.get('/src/shared/cards.tsx'));
  });

  it('merges a tiny group of one early start into what the early starts share, never into the boot’s', () => {
    const input = app();
    const entry = input.chunks.find((c) => c.isEntry)!;
    const earlyPlay = input.chunks.find((c) => c.fileName === 'early-play.js')!;
    const boot = input.chunks.find((c) => c.fileName === 'boot.js')!;
    const input2: ChunkPlanInput = {
      ...input,
      chunks: [
        ...input.chunks.filter((c) => c !== entry && c !== earlyPlay && c !== boot),
        { ...entry, dynamicImports: [...entry.dynamicImports, 'early-feed.js'] },
        { ...boot, dynamicImports: [...boot.dynamicImports, 'feed.js'] },
        // /play's early start: a tiny module /foryou's page loads later, and the ad both early
        // starts load
        { ...earlyPlay, imports: [...earlyPlay.imports, 'early-ad.js', 'tiny-early.js'] },
        chunk(
          'early-feed.js',
          { '/src/features/feed/early/early-feed.ts': BIG },
          { facade: '/src/features/feed/early/early-feed.ts', imports: ['early-ad.js'] },
        ),
        chunk(
          'feed.js',
          { '/src/features/feed/feed-page.tsx': BIG },
          {
            facade: '/src/features/feed/feed-page.tsx',
            imports: ['every-page.js', 'tiny-early.js'],
          },
        ),
        chunk('early-ad.js', { '/src/shared/ads/early-ad.ts': BIG }),
        chunk('tiny-early.js', { '/src/lib/viewer-id.ts': 100 }),
      ],
      firstLoads: {
        ...input.firstLoads,
        foryou: ['features/feed/early/early-feed.ts', 'features/feed/feed-page.tsx'],
      },
      routeModules: [...input.routeModules, '/src/features/feed/feed-page.tsx'],
    };
    const plan = planChunks(input2);
    // before the app on /play as before, one request fewer; 100 bytes more before /foryou's
    expect(plan.get('/src/lib/viewer-id.ts')).toBe(plan.get('/src/shared/ads/early-ad.ts'));
    // the boot's graph takes no early start's module, nor an early start the boot's
    expect(plan.get('/src/shared/ads/early-ad.ts')).not.toBe(
      plan.get('/node_modules/preact/dist/preact.mjs'),
    );
  });

  it('fails when a route module is in no first load', () => {
    const input = app();
    const unplanned = { ...input, firstLoads: { home: input.firstLoads.home! } };
    expect(() => planChunks({ ...unplanned, routeModules: input.routeModules })).toThrow(
      /video-page\.tsx is a route module no first load names/,
    );
  });
});
