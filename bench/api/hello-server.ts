// Child process: the reference, a bare Fastify hello-world (no logger, no plugins).
import Fastify from 'fastify';
import { portOf, serveUntilStopped } from '../lib/child-server';

const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
serveUntilStopped(portOf(app.server.address()), {}, () => app.close());
