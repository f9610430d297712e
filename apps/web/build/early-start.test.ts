import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EARLY_START_MODULES } from './early-start';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the early-start chunk', () => {
  it('names files that exist: a moved file would silently leave the chunk', () => {
    const files = [
      'apps/web/src/shared/access/grants-access.ts',
      'apps/web/src/lib/auth/stored-session.ts',
      'packages/contract/src/web-shell/page-paths.ts',
    ];
    for (const file of files) {
      expect(existsSync(path.join(repo, file)), file).toBe(true);
      expect(EARLY_START_MODULES.test(path.join(repo, file)), file).toBe(true);
    }
    // and only those: the player and the rest of the contract stay out
    expect(EARLY_START_MODULES.test(path.join(repo, 'packages/contract/src/index.ts'))).toBe(false);
    expect(EARLY_START_MODULES.test(path.join(repo, 'apps/web/src/lib/player/lib/seek.ts'))).toBe(
      false,
    );
  });
});
