import pg from 'pg';
import { COUNT_SQL, ESTIMATE_SQL, ROWS_SQL, likePattern } from './list-sql.ts';
const db = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/sellyard_bench' });
await db.connect();
if (process.env.RPC) await db.query(`set random_page_cost = ${process.env.RPC}`);
const accounts = { '10k': '4b52065a-4493-49c1-a702-de8a935e78e0', '100k': '81dee5ad-3476-4bb6-ac09-b6898dc61eec', '1M': '96c5bdf3-a33c-4253-9331-91f4d0ffe363' };
const p = likePattern('son');
const variants: Record<string, [string, (a: string) => unknown[]]> = {
  'rows (as API: DESC NULLS LAST)': [ROWS_SQL, (a) => [a, p, p, p, 'PAID', 25]],
  'rows (DESC, PG default nulls)': [ROWS_SQL.replace(' nulls last', ''), (a) => [a, p, p, p, 'PAID', 25]],
  'count cap 10000': [COUNT_SQL, (a) => [a, p, p, p, 'PAID', 10001]],
  'count cap 1000': [COUNT_SQL, (a) => [a, p, p, p, 'PAID', 1001]],
  'estimate (EXPLAIN only)': [ESTIMATE_SQL, (a) => [a, p, p, p, 'PAID']],
};
const rows: string[] = [];
for (const [vname, [sql, params]] of Object.entries(variants)) {
  const cells: string[] = [];
  for (const [aname, id] of Object.entries(accounts)) {
    const times: number[] = [];
    for (let i = 0; i < 25; i++) { const t = process.hrtime.bigint(); await db.query(sql, params(id)); times.push(Number(process.hrtime.bigint() - t) / 1e6); }
    times.sort((a, b) => a - b);
    cells.push(`${aname} ${times[12].toFixed(2)}`);
  }
  rows.push(`${vname.padEnd(34)} ${cells.join(' | ')}`);
}
console.log(rows.join('\n'));
await db.end();
