// Child process: the ceiling for a file server written in Node, a bare node:http server (no
// framework, no checks) answering each path with the status, headers and body the app sent for
// it, from memory. What the app cannot beat whatever it does; nginx's ratio to it is Node's own.
import http from 'node:http';
import { loadRecordedAnswers } from '../api/same-bytes';
import { portOf, serveUntilStopped } from '../lib/child-server';

const file = process.env.BENCH_SAME_BYTES;
if (!file) throw new Error('BENCH_SAME_BYTES names the recorded answers');
// the headers as the flat list writeHead takes, with the length Node would otherwise add
const answers = new Map(
  [...(await loadRecordedAnswers(file))].map(([path, { status, headers, body }]) => [
    path,
    {
      status,
      headers: [...Object.entries(headers).flat(), 'content-length', String(body.length)],
      body,
    },
  ]),
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
