import { STUDIO_UPLOADS } from '@app/contract';
import type { Storage } from '../../storage/storage';
import type { StudioService } from '../studio/studio.service';
import { maxBytesFor } from '../studio/upload-keys';
import { StudioMultipartService } from './studio-multipart.service';

/** Test seams; the runtime passes none. */
export type StudioMultipartOptions = {
  /** Smaller parts, so a test's file has several (S3 itself refuses parts under 5 MiB). */
  partBytes?: number;
  /** A lower video limit, so a test can cross it without uploading 500 MB. */
  maxBytes?: number;
};

export type StudioMultipartModule = { studioMultipart: StudioMultipartService };

export const createStudioMultipart = (
  deps: { storage: Storage; studio: StudioService },
  options: StudioMultipartOptions = {},
): StudioMultipartModule => ({
  studioMultipart: new StudioMultipartService({
    storage: deps.storage,
    studio: deps.studio,
    partBytes: options.partBytes ?? STUDIO_UPLOADS.multipartPartBytes,
    maxBytes: options.maxBytes ?? maxBytesFor('video'),
  }),
});
