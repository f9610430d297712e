// Child process: a bare TCP server on loopback that counts what it receives and answers the count
// when the sender half-closes. The transport's own limit, with no HTTP, no form and no disk.
import net from 'node:net';
import { serveUntilStopped } from '../lib/child-server';

const server = net.createServer((socket) => {
  let received = 0;
  socket.on('data', (chunk: Buffer) => {
    received += chunk.length;
  });
  socket.on('end', () => socket.end(String(received)));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as net.AddressInfo;
  serveUntilStopped(port, {}, () => new Promise((resolve) => server.close(() => resolve())));
});
