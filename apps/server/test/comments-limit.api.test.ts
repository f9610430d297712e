import { describe, expect, it } from 'vitest';
import { COMMENT_PAGING, type AuthSession } from '@app/contract';
import { buildTestApp } from './test-app';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { signedInUser } from './auth-helpers';

const bearer = (session: AuthSession) => ({ authorization: `Bearer ${session.access_token}` });

describe('comment posting limit', () => {
  it(`answers 429 after ${COMMENT_PAGING.postsPerMinute} comments in a minute`, async () => {
    const t = await buildTestApp('pglite');
    try {
      await insertFixtureCatalogue(t.app.services, t.storage, [
        { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: [] },
      ]);
      const carol = await signedInUser(t, { username: 'carol' });
      const statuses: number[] = [];
      for (let i = 0; i <= COMMENT_PAGING.postsPerMinute; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/comments',
          payload: { video_id: 'neon-heirs', content: `c${i}` },
          headers: bearer(carol),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await t.close();
    }
  });
});
