import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  checkDocLinks,
  headingAnchors,
  markdownPathsIn,
  markdownReferences,
  slugify,
  sourceComments,
} from './check-doc-links.mjs';

describe('anchors', () => {
  it('makes GitHub’s anchor of a heading: lowercase, punctuation gone, spaces to hyphens', () => {
    expect(slugify('Playback grants')).toBe('playback-grants');
    expect(slugify('Starting playback on /play, painting the home page')).toBe(
      'starting-playback-on-play-painting-the-home-page',
    );
    expect(slugify('nginx or a CDN in front of `/media`')).toBe('nginx-or-a-cdn-in-front-of-media');
    expect(slugify('CMS page (built)')).toBe('cms-page-built');
    expect(slugify('For You — the feed')).toBe('for-you--the-feed');
    expect(slugify('[Calls](calls.md) and _more_')).toBe('calls-and-more');
    expect(slugify('snake_case names')).toBe('snake_case-names');
  });

  it('numbers a repeated heading -1, -2 and skips headings inside code fences', () => {
    const anchors = headingAnchors(
      [
        '# Title',
        '## Calls',
        '```sh',
        '# not a heading',
        '```',
        '## Calls',
        '### Calls ###',
        'Setext heading',
        '--------------',
        '<a id="kept-anchor"></a>',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'title',
      'calls',
      'calls-1',
      'calls-2',
      'setext-heading',
      'kept-anchor',
    ]);
  });
});

describe('references', () => {
  it('finds relative links, images and mentions in code spans, with their lines', () => {
    const refs = markdownReferences(
      [
        'See [grants](decisions.md#playback-grants) and ![logo](../logo.png "Logo").',
        '[out](https://example.com/x.md#a) [mail](mailto:a@b.c) [here](#calls)',
        '```',
        '[not a link](nowhere.md)',
        '```',
        'The code says `docs/product/wallet.md#access`; `[x](y.md)` is code.',
        '[ref]: product/README.md',
      ].join('\n'),
    );
    expect(refs).toEqual([
      { target: 'decisions.md#playback-grants', line: 1, kind: 'link' },
      { target: '../logo.png', line: 1, kind: 'link' },
      { target: '#calls', line: 2, kind: 'link' },
      { target: 'docs/product/wallet.md#access', line: 6, kind: 'mention' },
      { target: 'product/README.md', line: 7, kind: 'link' },
    ]);
  });

  it('reads comments only: strings, templates and regular expressions are skipped', () => {
    const source = [
      "const a = 'docs/in-a-string.md#x'; // docs/one.md#first",
      'const re = /\\/\\/ docs\\/regex.md/; const t = `${a} // docs/template.md`;',
      '/**',
      ' * Two lines down (docs/two.md#second).',
      ' */',
      'const half = 4 / 2; // docs/three.md',
    ].join('\n');
    const found = sourceComments(source, 'js').flatMap((c) =>
      markdownPathsIn(c.text).map((m) => ({ target: m.target, line: c.line })),
    );
    expect(found).toEqual([
      { target: 'docs/one.md#first', line: 1 },
      { target: 'docs/two.md#second', line: 3 },
      { target: 'docs/three.md', line: 6 },
    ]);
  });

  it('joins an anchor that a comment wraps at a hyphen', () => {
    const [comment] = sourceComments(
      '// the ad modal (docs/product/series-and-play.md#ads-on-\n// the-play-page) opens first\n',
      'js',
    );
    expect(markdownPathsIn(comment!.text).map((m) => m.target)).toEqual([
      'docs/product/series-and-play.md#ads-on-the-play-page',
    ]);
  });
});

describe('checkDocLinks', () => {
  let root: string;
  const write = (relative: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
    write(
      'docs/decisions.md',
      '# Decisions\n\n## Playback grants\n\nSee [the README](../README.md).\n',
    );
    write(
      'docs/product/wallet.md',
      '# Wallet\n\n## Access\n\n[grants](../decisions.md#playback-grants)\n',
    );
    write('README.md', '# App\n\n[wallet](docs/product/wallet.md#access) `docs/decisions.md`\n');
    write('apps/server/src/access.ts', '// who may play (docs/product/wallet.md#access)\n');
    write('node_modules/x/index.ts', '// docs/missing.md#ignored\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('passes when every link and anchor resolves', () => {
    expect(checkDocLinks(root)).toEqual({ problems: [], checked: 5 });
  });

  it('reports each broken file or anchor with its file and line', () => {
    write('docs/product/wallet.md', '# Wallet\n\n## Access\n\n[grants](../decisions.md#grants)\n');
    write('README.md', '# App\n\nIntro.\n\n[deploy](docs/deployment.md)\n');
    write(
      'apps/web/src/player.tsx',
      "const label = 'x';\n/**\n * The gate (docs/product/wallet.md#gate).\n */\n",
    );
    write('scripts/tool.css', '/* docs/product/wallet.md#access, docs/product/wallet.md#gone */\n');
    expect(checkDocLinks(root).problems).toEqual([
      'README.md:5: docs/deployment.md: no such file',
      'docs/product/wallet.md:5: ../decisions.md#grants: docs/decisions.md has no heading #grants',
      'apps/web/src/player.tsx:3: docs/product/wallet.md#gate: docs/product/wallet.md has no heading #gate',
      'scripts/tool.css:1: docs/product/wallet.md#gone: docs/product/wallet.md has no heading #gone',
    ]);
  });
});
