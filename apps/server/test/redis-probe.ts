import { Redis } from 'ioredis';

/** TEST_REDIS_URL, else the local default; undefined (and a warning) when nothing answers. */
export const reachableRedis = async (): Promise<string | undefined> => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return url;
  } catch {
    console.warn(`Redis is not reachable at ${url}: the Redis rate-limit suites were skipped.`);
    return undefined;
  } finally {
    probe.disconnect();
  }
};
