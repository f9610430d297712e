import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { S3Config } from '../src/config';

// s3rver ships no types; describe only what the tests use
type S3rverOptions = {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
type S3rverInstance = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverConstructor = new (options: S3rverOptions) => S3rverInstance;

export type S3rverFixture = { config: S3Config; close(): Promise<void> };

/** A real S3 protocol server for tests, in-process on a free port with a temp directory. */
export const startS3rver = async (bucket = 'test-bucket'): Promise<S3rverFixture> => {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    config: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's built-in account
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      publicUrl: undefined,
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
};
