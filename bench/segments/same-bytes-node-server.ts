// Child process: the ceiling for a file server written in Node, a bare node:http server (no
// framework, no checks) answering each path with the status, headers and body the app sent for
// it, from memory. What the app cannot beat whatever it does; nginx's ratio to it is Node's own.
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import type { RecordedAnswer } from '../api/same-bytes-server';
import { portOf, serveUntilStopped } from '../lib/child-server';

const file = process.env.BENCH_SAME_BYTES;
if (!file) throw new Error('BENCH_SAME_BYTES names the recorded answers');
const recorded = JSON.parse(await readFile(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([path, { status, headers, body }]) => {
    const bytes = Buffer.from(body, 'base64');
    const flat = Object.entries(headers).flat();
    flat.push('content-length', String(bytes.length));
    return [path, { status, headers: flat, body: bytes }];
  }),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
server.listen(0, '127.0.0.1', () =>
  serveUntilStopped(
    portOf(server.address()),
    { paths: answers.size },
    () => new Promise((done) => server.close(() => done())),
  ),
);
