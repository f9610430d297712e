import path from 'node:path';
import { MEDIA_PATH_PREFIX } from '@app/contract';
import type { Config } from '../config';
import { LocalStorage } from './local-storage';
import { S3Storage } from './s3-storage';
import type { Storage } from './storage';

/** S3 when S3_BUCKET is set, else files under DATA_DIR/files served at /media. */
export const createStorage = (config: Config, options: { uploadSecret: string }): Storage =>
  config.s3
    ? new S3Storage(config.s3)
    : new LocalStorage({
        root: path.join(config.dataDir, 'files'),
        publicBaseUrl: MEDIA_PATH_PREFIX.slice(0, -1),
        uploadSecret: options.uploadSecret,
      });
