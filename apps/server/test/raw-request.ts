import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * One request over a real socket, the path exactly as given: inject never reaches the server's
 * front handlers (the media and catalogue fast paths), and it would normalise the path.
 */
export const rawRequest = (
  port: number,
  rawPath: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
