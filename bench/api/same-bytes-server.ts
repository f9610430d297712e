// Child process: the fair limit for a cached answer, a bare Fastify (no logger, no plugins, no
// hooks) answering each path with the status, headers and body the app sent for it, from memory.
import Fastify from 'fastify';
import { portOf, serveUntilStopped } from '../lib/child-server';
import { loadRecordedAnswers } from './same-bytes';

const file = process.env.BENCH_SAME_BYTES;
if (!file) throw new Error('BENCH_SAME_BYTES names the recorded answers');
const answers = await loadRecordedAnswers(file);

const app = Fastify();
// every path by its full URL: one route, one map look-up, as a cache lookup would cost
app.get('/*', (request, reply) => {
  const answer = answers.get(request.url);
  if (!answer) return reply.status(404).send();
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
serveUntilStopped(portOf(app.server.address()), { paths: answers.size }, () => app.close());
