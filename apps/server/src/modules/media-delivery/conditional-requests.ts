import type { IncomingHttpHeaders } from 'node:http';
import type { StoredObject } from '../../storage/storage';

const bare = (etag: string): string => (etag.startsWith('W/') ? etag.slice(2) : etag);

/** HTTP dates have whole seconds. */
const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The stored ETag, or a weak one from size and modification time where the driver has none. */
export const etagFor = (object: StoredObject): string =>
  object.etag ??
  `W/"${object.size.toString(16)}-${(object.lastModified?.getTime() ?? 0).toString(16)}"`;

/** If-None-Match, else If-Modified-Since: the client already holds this version. */
export const isNotModified = (
  headers: IncomingHttpHeaders,
  etag: string,
  lastModified?: Date,
): boolean => {
  const ifNoneMatch = headers['if-none-match'];
  // RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const wanted = bare(etag);
    return ifNoneMatch.split(',').some((candidate) => bare(candidate.trim()) === wanted);
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || !lastModified) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && toSeconds(lastModified) <= since / 1000;
};

/** If-Range (RFC 9110 §13.1.5): a range only applies to the representation the client holds. */
export const rangeStillApplies = (
  headers: IncomingHttpHeaders,
  etag: string,
  lastModified?: Date,
): boolean => {
  const ifRange = headers['if-range'];
  if (ifRange === undefined) return true;
  const value = String(ifRange).trim();
  if (value.startsWith('"') || value.startsWith('W/'))
    return value === etag && !etag.startsWith('W/');
  const date = Date.parse(value);
  return (
    lastModified !== undefined && !Number.isNaN(date) && toSeconds(lastModified) === date / 1000
  );
};
