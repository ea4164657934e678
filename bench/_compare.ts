import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
const URL_ = 'postgres://postgres@127.0.0.1:5432/sellyard_bench';
const LIST_QUERY = `sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify({ status: 'PAID', q: 'son' }))}`;
const acct = process.env.CMP_ACCOUNT ?? '4b52065a-4493-49c1-a702-de8a935e78e0';
const email = process.env.CMP_EMAIL ?? 'owner@scale-10k.bench';
const env = JSON.parse(process.env.EXP_ENV ?? '{}');
const start = (script: string, port: number) => spawn(process.execPath, ['--import', 'tsx', `bench/${script}`], { env: { ...process.env, ...env, DATABASE_URL: URL_, PORT: String(port) }, stdio: 'ignore' });
const kids = [start('server.ts', 3971), start('_server_cached.ts', 3972), start('baseline.ts', 3973)];
for (const port of [3971, 3972, 3973]) for (let i = 0; i < 300; i++) { if (await fetch(`http://127.0.0.1:${port}/health`).then(() => true, () => false)) break; await new Promise((r) => setTimeout(r, 100)); }
async function login(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }, body: JSON.stringify({ email, password: 'sellyard-demo' }) });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;
}
const targets = [
  { name: 'API as is', url: 'http://127.0.0.1:3971', path: `/api/sales-orders?${LIST_QUERY}`, headers: { cookie: await login(3971) } },
  { name: 'API + session cache', url: 'http://127.0.0.1:3972', path: `/api/sales-orders?${LIST_QUERY}`, headers: { cookie: await login(3972) } },
  { name: 'baseline', url: 'http://127.0.0.1:3973', path: `/?${LIST_QUERY}`, headers: { 'x-account-id': acct } as Record<string, string> },
  ...(process.env.CMP_HEALTH ? [{ name: 'API /api/health', url: 'http://127.0.0.1:3971', path: '/api/health', headers: {} }, { name: 'baseline /health', url: 'http://127.0.0.1:3973', path: '/health', headers: {} }] : []),
];
const acc = targets.map(() => ({ n: 0, s: 0, lat: [] as number[] }));
for (const t of targets) await autocannon({ url: t.url, connections: 10, duration: 2, headers: t.headers, requests: [{ path: t.path }] });
for (let round = 0; round < 4; round++) for (const [i, t] of targets.entries()) {
  const inst = autocannon({ url: t.url, connections: 10, duration: 4, headers: t.headers, requests: [{ path: t.path }] });
  inst.on('response', (_c, s, _b, ms) => { if (s < 300) { acc[i].n++; acc[i].lat.push(ms); } });
  acc[i].s += (await inst).duration;
}
for (const [i, t] of targets.entries()) { const l = acc[i].lat.sort((a, b) => a - b); console.log(`${(process.env.EXP_LABEL ?? '').padEnd(10)} ${t.name.padEnd(22)} ${(acc[i].n / acc[i].s).toFixed(0).padStart(5)} req/s  p50 ${l[l.length >> 1].toFixed(2)} ms`); }
for (const k of kids) k.kill('SIGTERM');
