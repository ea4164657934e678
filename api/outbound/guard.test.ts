/**
 * The outbound guard against real local listeners: what it refuses never gets a connection, names resolve once
 * and the connection goes to the checked address, each redirect hop is checked, and every way of failing to get an
 * HTTP answer reads the same.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundRequest, OutboundError, resolvePublic, UNREACHABLE, type GuardOptions } from './guard.ts';

const REQUEST = { timeoutMs: 10_000, maxRedirects: 3, maxBytes: 1024 * 1024, protocols: ['http:', 'https:'] };
const portOf = (server: Server | TcpServer) => (server.address() as AddressInfo).port;
const sockets = new Set<import('node:net').Socket>();
const listen = async <T extends Server | TcpServer>(server: T, host = '127.0.0.1') => {
  server.on('connection', (socket) => { sockets.add(socket); socket.on('close', () => sockets.delete(socket)); });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return server;
};
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected an OutboundError'); }, (error) => error as OutboundError);

let hits: string[] = [];
let target: Server;
let redirector: Server;
let closedPort: number;
let postgresLike: TcpServer;
let bannerLike: TcpServer;

beforeAll(async () => {
  target = await listen(createHttpServer((req, res) => { hits.push(`${req.method} ${req.headers.host}${req.url}`); res.end('ok'); }));
  redirector = await listen(createHttpServer((req, res) => {
    hits.push(`redirector ${req.url}`);
    const to = new URL(req.url!, 'http://x').searchParams.get('to')!;
    res.writeHead(Number(new URL(req.url!, 'http://x').searchParams.get('status') ?? 302), { location: to }).end();
  }));
  const closed = await listen(createTcpServer());
  closedPort = portOf(closed);
  await new Promise((resolve) => closed.close(resolve));
  // Speaks like PostgreSQL to an HTTP request: an ErrorResponse message, then the connection closes.
  postgresLike = await listen(createTcpServer((socket) => socket.once('data', () => socket.end(Buffer.from('EVFATAL\0C0A000\0Munsupported frontend protocol\0\0')))));
  // A listener that is not HTTP at all (an SSH banner).
  bannerLike = await listen(createTcpServer((socket) => socket.end('SSH-2.0-OpenSSH_9.2\r\n')));
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  for (const server of [target, redirector, postgresLike, bannerLike]) await new Promise((resolve) => server.close(resolve));
});

describe('the outbound guard', () => {
  it('refuses every spelling of loopback before any connection is made', async () => {
    hits = [];
    const port = portOf(target);
    for (const url of [`http://127.0.0.1:${port}/hook`, `http://localhost:${port}/hook`, `http://2130706433:${port}/hook`, `http://0x7f000001:${port}/hook`, `http://127.1:${port}/hook`, `http://[::1]:${port}/hook`, `http://[::ffff:127.0.0.1]:${port}/hook`, `http://[::ffff:7f00:1]:${port}/hook`]) {
      const error = await failure(outboundRequest(url, REQUEST, { allowLoopback: false }));
      expect(error, url).toBeInstanceOf(OutboundError);
      expect(error.reason, url).toBe('refused');
      expect(error.message, url).toMatch(/not a public internet address \(loopback\)/);
    }
    expect(hits).toEqual([]);
  });

  it('refuses a name that resolves inside, and a name with one inside answer among public ones', async () => {
    const resolve: GuardOptions['resolve'] = async (host) => (host === 'inside.test' ? [{ address: '127.0.0.1', family: 4 }] : [{ address: '93.184.216.34', family: 4 }, { address: '10.0.0.7', family: 4 }]);
    expect(await failure(resolvePublic('inside.test', 443, { allowLoopback: false, resolve }))).toMatchObject({ reason: 'refused', message: expect.stringContaining('(loopback)') });
    expect(await failure(resolvePublic('mixed.test', 443, { allowLoopback: false, resolve }))).toMatchObject({ reason: 'refused', message: expect.stringContaining('(private)') });
    expect(await failure(resolvePublic('metadata.test', 80, { resolve: async () => [{ address: 'fd00:ec2::254', family: 6 }] }))).toMatchObject({ message: expect.stringContaining('cloud metadata') });
  });

  it('resolves once and connects to the checked address (the name goes in the Host header only)', async () => {
    hits = [];
    let queries = 0;
    const resolve: GuardOptions['resolve'] = async () => { queries += 1; return [{ address: '127.0.0.1', family: 4 }]; };
    const response = await outboundRequest(`http://hooks.sellyard-test.invalid:${portOf(target)}/a`, REQUEST, { allowLoopback: true, resolve });
    expect(response.status).toBe(200);
    expect(queries).toBe(1);
    expect(hits).toEqual([`GET hooks.sellyard-test.invalid:${portOf(target)}/a`]);
  });

  it('checks every redirect hop: a redirect to loopback or the metadata service is never followed', async () => {
    const onlyRedirector: GuardOptions = { allowLoopback: (port) => port === portOf(redirector) };
    for (const to of [`http://127.0.0.1:${portOf(target)}/secret`, `http://2130706433:${portOf(target)}/secret`, 'http://169.254.169.254/latest/meta-data/', `http://[::1]:${portOf(target)}/secret`]) {
      hits = [];
      const error = await failure(outboundRequest(`http://127.0.0.1:${portOf(redirector)}/?status=307&to=${encodeURIComponent(to)}`, { ...REQUEST, method: 'POST', body: Buffer.from('a,b\n') }, onlyRedirector));
      expect(error.reason, to).toBe('refused');
      expect(hits, to).toEqual([`redirector /?status=307&to=${encodeURIComponent(to)}`]);
    }
  });

  it('follows allowed redirects by hand, a 303 turning the POST into a GET', async () => {
    hits = [];
    const to = `http://127.0.0.1:${portOf(target)}/landed`;
    const response = await outboundRequest(`http://127.0.0.1:${portOf(redirector)}/?status=303&to=${encodeURIComponent(to)}`, { ...REQUEST, method: 'POST', body: Buffer.from('x'), headers: { 'content-type': 'text/csv' } }, { allowLoopback: true });
    expect(response.status).toBe(200);
    expect(response.url.toString()).toBe(to);
    expect(hits.at(-1)).toBe(`GET 127.0.0.1:${portOf(target)}/landed`);
  });

  it('stops after the allowed number of redirects', async () => {
    const self = (n: number): string => (n === 0 ? `http://127.0.0.1:${portOf(target)}/` : `http://127.0.0.1:${portOf(redirector)}/?to=${encodeURIComponent(self(n - 1))}`);
    expect(await failure(outboundRequest(self(5), REQUEST, { allowLoopback: true }))).toMatchObject({ reason: 'redirects' });
  });

  it('reads the same for a closed port, a PostgreSQL-like port and a listener that is not HTTP', async () => {
    const messages: string[] = [];
    for (const port of [closedPort, portOf(postgresLike), portOf(bannerLike)]) {
      for (const scheme of ['http', 'https']) {
        const error = await failure(outboundRequest(`${scheme}://127.0.0.1:${port}/hook`, { ...REQUEST, method: 'POST', body: Buffer.from('x') }, { allowLoopback: true }));
        expect(error.reason).toBe('unreachable');
        messages.push(error.message.replace(`:${port}`, ':PORT'));
      }
    }
    expect(new Set(messages)).toEqual(new Set([`127.0.0.1:PORT ${UNREACHABLE}`]));
  });

  it('refuses credentials in the URL and schemes other than those allowed', async () => {
    expect(await failure(outboundRequest('https://user:pw@hooks.example.com/', REQUEST))).toMatchObject({ reason: 'refused', message: expect.stringContaining('user name') });
    expect(await failure(outboundRequest('ftp://hooks.example.com/', REQUEST))).toMatchObject({ reason: 'refused' });
    expect(await failure(outboundRequest(`http://127.0.0.1:${portOf(target)}/`, { ...REQUEST, protocols: ['https:'] }, { allowLoopback: true }))).toMatchObject({ reason: 'refused', message: expect.stringContaining('https://') });
  });
});
