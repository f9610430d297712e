import { describe, expect, it } from 'vitest';
import { AD_HLS, AD_MP4 } from '../../test/vast-fixture';
import { pickMediaFile } from './media-file';

const playsMp4 = (type: string) => (type === 'video/mp4' ? 'maybe' : '');

describe('pickMediaFile', () => {
  const files = [
    { fileURL: AD_HLS, mimeType: 'application/x-mpegURL' },
    { fileURL: AD_MP4, mimeType: 'video/mp4' },
  ];
  it.each([
    ['a file the browser plays directly first', files, playsMp4, AD_MP4],
    ['the HLS stream when nothing plays directly', files, () => '', AD_HLS],
    ['HLS recognised by its URL', [{ fileURL: AD_HLS, mimeType: null }], () => '', AD_HLS],
    ['none without a usable URL', [{ fileURL: ' ', mimeType: 'video/mp4' }], playsMp4, null],
    [
      'none for an unplayable type',
      [{ fileURL: '/a.flv', mimeType: 'video/x-flv' }],
      () => '',
      null,
    ],
  ] as const)('picks %s', (_name, list, canPlay, expected) => {
    expect(pickMediaFile(list, canPlay)).toBe(expected);
  });
});
