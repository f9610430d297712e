import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createStorage } from './create-storage';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';

describe('createStorage', () => {
  it('keeps files on disk under DATA_DIR/files by default', () => {
    const storage = createStorage(loadConfig({ DATA_DIR: '/tmp/reel-data' }), {
      uploadSecret: 's',
    });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect((storage as LocalStorage).root).toBe(path.resolve('/tmp/reel-data/files'));
    expect(storage.publicUrl('v/1/master.m3u8')).toBe('/media/v/1/master.m3u8');
  });

  it('uses S3 when S3_BUCKET is set', () => {
    const storage = createStorage(
      loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' }),
      { uploadSecret: 's' },
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe('s3');
  });
});
