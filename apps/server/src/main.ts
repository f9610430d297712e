import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startRuntime } from './runtime';

/**
 * Process entry: `node dist/main.js` serves web + API (+ in-process workers);
 * `node dist/main.js --worker` runs only media workers (WORKERS of them).
 */
const main = async () => {
  const config = loadConfig();
  const log = createLogger(config);
  const workerOnly = process.argv.includes('--worker');
  if (workerOnly && config.workers < 1) config.workers = 1;
  const runtime = await startRuntime(config, log, {
    http: !workerOnly,
    // the web build sits beside this package, from src/ and from dist/ alike
    webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  if (runtime.app) log.info({ url: config.publicUrl }, 'ready');

  const stop = (signal: string) => {
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 25_000);
    force.unref();
    runtime.shutdown().then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
