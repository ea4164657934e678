import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
const URL_ = 'postgres://postgres@127.0.0.1:5432/sellyard_bench';
const LIST_QUERY = `sort=${encodeURIComponent('["order_date","DESC"]')}&range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify({ status: 'PAID', q: 'son' }))}`;
const accounts: Record<string, [string, string]> = {
  '10k': ['4b52065a-4493-49c1-a702-de8a935e78e0', 'owner@scale-10k.bench'],
  '100k': ['81dee5ad-3476-4bb6-ac09-b6898dc61eec', 'owner@acme.test'],
  '1M': ['96c5bdf3-a33c-4253-9331-91f4d0ffe363', 'owner@scale-1m.bench'],
};
const env = JSON.parse(process.env.EXP_ENV ?? '{}');
const only = (process.env.EXP_ONLY ?? '10k,100k,1M').split(',');
const dur = Number(process.env.EXP_DURATION ?? 6);
const start = (script: string, port: number): ChildProcess => spawn(process.execPath, [...(process.env.EXP_PROF && script === 'server.ts' ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', `bench/${script}`], { env: { ...process.env, ...env, DATABASE_URL: URL_, PORT: String(port) }, stdio: 'inherit' });
const kids = [start(process.env.EXP_SERVER ?? 'server.ts', 3961), start('baseline.ts', 3962)];
await new Promise((r) => setTimeout(r, 4000));
async function login(email: string) {
  const res = await fetch('http://127.0.0.1:3961/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3961' }, body: JSON.stringify({ email, password: 'sellyard-demo' }) });
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c.startsWith('sellyard_session='))!;
}
async function run(url: string, path: string, headers: Record<string, string>) {
  await autocannon({ url, connections: 10, duration: 2, headers, requests: [{ path }] });
  const lat: number[] = [];
  const inst = autocannon({ url, connections: 10, duration: dur, headers, requests: [{ path }] });
  inst.on('response', (_c, s, _b, ms) => { if (s < 300) lat.push(ms); });
  const r = await inst;
  lat.sort((a, b) => a - b);
  return { rps: lat.length / r.duration, p50: lat[Math.floor(lat.length / 2)] };
}
for (const [name, [id, email]] of Object.entries(accounts)) {
  if (!only.includes(name)) continue;
  const cookie = await login(email);
  const a = await run('http://127.0.0.1:3961', `/api/sales-orders?${LIST_QUERY}`, { cookie });
  const b = process.env.EXP_NO_BASE ? { rps: NaN, p50: NaN } : await run('http://127.0.0.1:3962', `/?${LIST_QUERY}`, { 'x-account-id': id });
  console.log(`${process.env.EXP_LABEL ?? ''} ${name.padEnd(5)} API ${a.rps.toFixed(0).padStart(5)} req/s p50 ${a.p50.toFixed(2).padStart(7)} ms | baseline ${b.rps.toFixed(0).padStart(5)} req/s p50 ${b.p50.toFixed(2).padStart(7)} ms | ratio ${(a.rps / b.rps).toFixed(2)}`);
}
for (const k of kids) k.kill('SIGTERM');
await new Promise((r) => setTimeout(r, 1500));
