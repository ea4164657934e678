/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s by default, which races with a
 * client reusing it at that moment: the request dies with ECONNRESET, and a POST cannot be retried safely. So the
 * server waits longer than the clients in front of it (a load balancer's idle timeout is commonly 60 s; Node's
 * fetch closes its own idle sockets after the server's hint less a second), and the client is the one that closes.
 * `KEEP_ALIVE_SECONDS` changes it (default 65).
 */
import type { Server } from 'node:http';

export function keepIdleConnections(server: Server, seconds = Number(process.env.KEEP_ALIVE_SECONDS ?? 65)): Server {
  server.keepAliveTimeout = seconds * 1000;
  // Node's rule: the headers timeout must exceed the keep-alive timeout, or an idle socket's next request can be cut.
  server.headersTimeout = (seconds + 1) * 1000;
  return server;
}
