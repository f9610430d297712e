import type { ByteRange } from '../../storage/storage';

export type RangeDecision =
  { kind: 'full' } | { kind: 'partial'; range: ByteRange } | { kind: 'unsatisfiable' };

const FULL = { kind: 'full' } as const;
const UNSATISFIABLE = { kind: 'unsatisfiable' } as const;
const SINGLE_RANGE = /^(\d*)-(\d*)$/;

/**
 * One `Range: bytes=…` header against an object of `size` bytes (RFC 9110 §14.2). A header the
 * server may ignore — malformed, another unit, several ranges — yields the whole object: allowed
 * by the RFC, and players only ever ask for one range.
 */
export const resolveRange = (header: string | undefined, size: number): RangeDecision => {
  if (header === undefined) return FULL;
  const equals = header.indexOf('=');
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return FULL;
  const spec = header.slice(equals + 1).trim();
  if (spec.includes(',')) return FULL;
  const match = SINGLE_RANGE.exec(spec);
  if (!match) return FULL;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return FULL;

  if (first === '') {
    // suffix: the last N bytes
    const length = Number(last);
    if (length === 0 || size === 0) return UNSATISFIABLE;
    return { kind: 'partial', range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return FULL;
  if (start >= size) return UNSATISFIABLE;
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', range: { start, end } };
};
