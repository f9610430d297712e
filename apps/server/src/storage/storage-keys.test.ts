import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidStorageKeyError } from './storage';
import { MAX_KEY_LENGTH, MAX_SEGMENT_LENGTH, assertSafeKey, safeJoin } from './storage-keys';

describe('assertSafeKey', () => {
  it.each([
    'a',
    'videos/42/720p/seg-00001.ts',
    'posters/3f2a_b.webp',
    'uploads/2024-01-01/file.name.with.dots.mp4',
    `${'a'.repeat(MAX_SEGMENT_LENGTH)}/${'b'.repeat(MAX_SEGMENT_LENGTH)}`,
  ])('accepts %s', (key) => {
    expect(() => assertSafeKey(key)).not.toThrow();
  });

  it.each([
    ['parent segment', '../x'],
    ['parent climbing out of a folder', 'a/../../b'],
    ['dot segment', 'a/./b'],
    ['absolute path', '/etc/passwd'],
    ['backslash', 'a\\b'],
    ['backslash traversal', '..\\..\\x'],
    ['encoded dots', '%2e%2e/x'],
    ['encoded slash', 'a%2fb'],
    ['encoded backslash', 'a%5cb'],
    ['any percent', 'a%20b'],
    ['empty segment', 'a//b'],
    ['trailing slash', 'a/'],
    ['drive letter', 'C:/x'],
    ['NUL', 'a\0.ts'],
    ['empty key', ''],
    ['hidden file', '.env'],
    ['space', 'a b'],
    ['overlong key', `${'a/'.repeat(MAX_KEY_LENGTH / 2)}b`],
    ['overlong segment', 'a'.repeat(MAX_SEGMENT_LENGTH + 1)],
  ])('refuses a %s (%j)', (_label, key) => {
    expect(() => assertSafeKey(key)).toThrow(InvalidStorageKeyError);
  });
});

describe('safeJoin', () => {
  const root = path.resolve('/srv/files');

  it('resolves a key inside the root', () => {
    expect(safeJoin(root, 'videos/1/a.ts')).toBe(path.join(root, 'videos', '1', 'a.ts'));
  });

  it('refuses a key that would leave the root', () => {
    expect(() => safeJoin(root, '../files-other/x')).toThrow(InvalidStorageKeyError);
    expect(() => safeJoin(root, 'a/../../x')).toThrow(InvalidStorageKeyError);
  });
});
