/**
 * A TCP port on 127.0.0.1 that nothing listens on now, for a test or a bench that starts a server of its own (the
 * operating system picks it: port 0). Another process could take it before the caller listens; on a test machine
 * that race has not been seen, and the callers' servers fail loudly if it happens.
 */
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}
