import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

export const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];

/** BENCH_NGINX names the binary, or `none` to use the fallback reference. */
export const findNginx = (): string | undefined => {
  const chosen = process.env.BENCH_NGINX;
  if (chosen === 'none') return undefined;
  return [...(chosen ? [chosen] : []), ...NGINX_CANDIDATES].find((path) => existsSync(path));
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

const untilAnswering = async (url: string, timeoutMs: number): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

export type NginxProcess = {
  origin: string;
  pid: number;
  version: string;
  stop(): Promise<void>;
};

/**
 * nginx in the foreground with everything under `prefix` (config, pid, logs, temp files), serving
 * `root` as /media/ on 127.0.0.1: one worker, sendfile on, no access log.
 */
export const startNginx = async (
  binary: string,
  prefix: string,
  root: string,
  probePath: string,
): Promise<NginxProcess> => {
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  await writeFile(
    conf,
    `worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { video/mp2t ts; application/vnd.apple.mpegurl m3u8; }
  default_type application/octet-stream;
  server {
    listen 127.0.0.1:${port};
    location /media/ {
      alias ${root}/;
      add_header Cache-Control "public, max-age=31536000, immutable";
    }
  }
}
`,
  );
  const version = await new Promise<string>((resolve) => {
    const probe = spawn(binary, ['-v'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let text = '';
    probe.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    probe.once('close', () => resolve(text.trim().replace(/^nginx version: /, '')));
  });
  const child = spawn(
    binary,
    ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', conf, '-g', 'daemon off;'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // never leave nginx behind, even when this process fails
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  };
  const origin = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(`${origin}${probePath}`, 10_000);
  } catch (error) {
    await stop();
    const errorLog = await readFile(path.join(prefix, 'error.log'), 'utf8').catch(() => '');
    throw new Error(`${(error as Error).message}\n${errorLog}`.trim(), { cause: error });
  }
  return { origin, pid: child.pid ?? -1, version, stop };
};
