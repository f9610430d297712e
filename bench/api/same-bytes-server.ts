// Child process: the fair limit for a cached answer, a bare Fastify (no logger, no plugins, no
// hooks) answering each path with the status, headers and body the app sent for it, from memory.
import { readFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { portOf, serveUntilStopped } from '../lib/child-server';

/** One recorded answer (same-bytes.ts writes them). */
export type RecordedAnswer = {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
};

const file = process.env.BENCH_SAME_BYTES;
if (!file) throw new Error('BENCH_SAME_BYTES names the recorded answers');
const recorded = JSON.parse(await readFile(file, 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([path, { status, headers, body }]) => [
    path,
    { status, headers, body: Buffer.from(body, 'base64') },
  ]),
);

const app = Fastify();
// every path by its full URL: one route, one map look-up, as a cache lookup would cost
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send();
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
serveUntilStopped(portOf(app.server.address()), { paths: answers.size }, () => app.close());
