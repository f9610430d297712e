import { spawnSync } from 'node:child_process';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ReadyMessage } from './child-server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServerProcess = {
  origin: string;
  pid: number;
  /** What the child reported beside its port (e.g. how long its set-up took). */
  info: Record<string, unknown>;
  /** Sends the child `message` and resolves with its next message of type `replyType`. */
  ask(message: { type: string }, replyType: string): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
};

const isReady = (message: unknown): message is ReadyMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as Partial<ReadyMessage>).type === 'ready' &&
  typeof (message as Partial<ReadyMessage>).port === 'number';

/**
 * Runs a TypeScript server script in a child process, so the load generator never shares the
 * server's event loop, and resolves once it listens on 127.0.0.1. Its stdout (request logs) is
 * discarded; its stderr shows.
 */
export const startServer = (
  script: string,
  env: Record<string, string> = {},
  timeoutMs = 180_000,
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    // e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' to profile the servers
    const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    };
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${script} did not report ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited before it was ready (${signal ?? `code ${code}`})`));
    });
    child.on('message', (message) => {
      if (!isReady(message)) return;
      clearTimeout(timer);
      const { port, info } = message;
      const ask = (question: { type: string }, replyType: string) =>
        new Promise<Record<string, unknown>>((answered) => {
          const listen = (reply: unknown) => {
            if ((reply as { type?: unknown } | null)?.type !== replyType) return;
            child.off('message', listen);
            answered(reply as Record<string, unknown>);
          };
          child.on('message', listen);
          child.send(question);
        });
      resolve({ origin: `http://127.0.0.1:${port}`, pid: child.pid ?? -1, info, ask, stop });
    });
  });

/** `vite build` of the web app, as `npm start` builds it: the browser benches serve this build. */
export const buildWebApp = (): void => {
  const build = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', 'apps/web', '--logLevel', 'warn'],
    { cwd: REPO_ROOT, stdio: 'inherit' },
  );
  if (build.status !== 0) throw new Error('the web build failed');
};
