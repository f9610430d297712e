import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { UPLOADS } from '@app/contract';
import { applyServerTimeouts, SERVER_TIMEOUTS } from './server-timeouts';

/** What a raw client hears before the server closes on it, and how long that took. */
const heard = (port: number, send: (write: (text: string) => void) => void) =>
  new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('close', () => resolve({ text, ms: Date.now() - started }));
    socket.on('error', reject);
    socket.on('connect', () => send((data) => !socket.destroyed && socket.write(data)));
  });

describe('server timeouts', () => {
  let server: Server | undefined;
  let trickle: NodeJS.Timeout | undefined;
  afterEach(async () => {
    clearInterval(trickle);
    server?.closeAllConnections();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  it('leave a 500 MB upload at 1 MB/s time to finish, and headers half a minute', () => {
    expect(SERVER_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(
      (UPLOADS.videoMaxBytes / (1024 * 1024)) * 1000,
    );
    expect(SERVER_TIMEOUTS.headersMs).toBe(30_000);
    expect(SERVER_TIMEOUTS.uploadIdleMs).toBeLessThan(SERVER_TIMEOUTS.requestMs);
  });

  /** A server that reads bodies to the end, with small limits checked often. */
  const listening = async () => {
    server = createServer({ connectionsCheckingInterval: 50 }, (request, response) => {
      request.resume();
      request.on('end', () => response.end('done'));
    });
    applyServerTimeouts(server, { headersMs: 300, requestMs: 800 });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };

  it('cut off a client that sends its headers slowly', async () => {
    const port = await listening();
    const { text, ms } = await heard(port, (write) => write('POST /up HTTP/1.1\r\nHost: x\r\n'));
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2000);
  });

  it('cut off a client that trickles its body past the request timeout', async () => {
    const port = await listening();
    const { text, ms } = await heard(port, (write) => {
      write('POST /up HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n');
      trickle = setInterval(() => write('x'), 100);
    });
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(2000);
  });
});
