import type { MultipartStartResponse } from '@app/contract';
import type { UploadRequest } from './upload-types';

/** What a reload needs to go on with an upload: the upload, and the file it was for. */
export type ResumeRecord = MultipartStartResponse & {
  name: string;
  size: number;
  lastModified: number;
};

const PREFIX = 'reelforge.multipart:';

/**
 * The same file (name, size, modification time) for the same target: a series, an episode.
 * A file picked again after a reload matches; an edited one does not.
 */
const slotOf = ({ file, target }: UploadRequest): string =>
  PREFIX +
  JSON.stringify([
    target.fileType,
    target.seriesId,
    target.episodeNumber ?? null,
    file.name,
    file.size,
    file.lastModified,
  ]);

// storage may be full or refused (private windows): the upload then simply cannot resume
const attempt = <T>(run: () => T, fallback: T): T => {
  try {
    return run();
  } catch {
    return fallback;
  }
};

/** The unfinished upload of this request's file, if one was recorded. */
export function loadResume(request: UploadRequest): ResumeRecord | null {
  const text = attempt(() => localStorage.getItem(slotOf(request)), null);
  if (!text) return null;
  const record = attempt(() => JSON.parse(text) as ResumeRecord, null);
  const { file } = request;
  return record &&
    record.name === file.name &&
    record.size === file.size &&
    record.lastModified === file.lastModified
    ? record
    : null;
}

export function saveResume(request: UploadRequest, upload: MultipartStartResponse): void {
  const { file } = request;
  const record: ResumeRecord = {
    ...upload,
    name: file.name,
    size: file.size,
    lastModified: file.lastModified,
  };
  attempt(() => localStorage.setItem(slotOf(request), JSON.stringify(record)), undefined);
}

export function forgetResume(request: UploadRequest): void {
  attempt(() => localStorage.removeItem(slotOf(request)), undefined);
}
