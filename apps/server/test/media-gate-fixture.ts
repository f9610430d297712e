import type { MediaGate } from '../src/modules/access/protected-media';
import type { MediaAccess } from '../src/modules/media-delivery/media-delivery.routes';

/**
 * Tests of file serving alone: nothing is protected and no grant is valid. The access rule's
 * own tests run the real module (test/playback-grants.api.test.ts).
 */
export const nothingProtected: MediaAccess = {
  gate: (): Promise<MediaGate> => Promise.resolve({ kind: 'public' }),
  episodeOfKey: () => undefined,
  verifyGrant: () => null,
};
