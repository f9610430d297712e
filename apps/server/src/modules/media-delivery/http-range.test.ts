import { describe, expect, it } from 'vitest';
import { resolveRange } from './http-range';

describe('resolveRange', () => {
  const size = 1000;

  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['BYTES = 5-5', { start: 5, end: 5 }],
  ])('answers %s with a part', (header, range) => {
    expect(resolveRange(header, size)).toEqual({ kind: 'partial', range });
  });

  it.each([
    ['no header', undefined],
    ['several ranges', 'bytes=0-1,5-9'],
    ['another unit', 'items=0-1'],
    ['garbage', 'bytes=abc'],
    ['end before start', 'bytes=9-2'],
    ['a bare dash', 'bytes=-'],
  ])('answers the whole object for %s', (_label, header) => {
    expect(resolveRange(header, size)).toEqual({ kind: 'full' });
  });

  it.each([
    ['a start past the end', 'bytes=1000-', size],
    ['an empty suffix', 'bytes=-0', size],
    ['any range of an empty object', 'bytes=0-', 0],
    ['a suffix of an empty object', 'bytes=-1', 0],
  ])('refuses %s', (_label, header, objectSize) => {
    expect(resolveRange(header, objectSize)).toEqual({ kind: 'unsatisfiable' });
  });
});
