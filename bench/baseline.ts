/**
 * The baseline: the sales-order list answered by a bare node:http server and a `pg` Pool, with no framework, no
 * validation, no session and no permission check. It runs the API's own list SQL (captured by run.ts and passed in
 * BASELINE_ROWS_SQL / BASELINE_COUNT_SQL; bench/list-sql.ts holds a copy for a run by hand), with the
 * same count strategy (short first page → no count; else the planner's estimate, and when it is within the cap the
 * count up to the cap; a count above the cap answers the larger of cap + 1 and the estimate),
 * the same type parsers and the same pool size, and answers the same JSON and Content-Range. What the API costs on
 * top of this is the price of the generic layer.
 *
 * GET /?filter={"status":"PAID","q":"son"}&range=[0,24] with header X-Account-Id (the account to list).
 * Environment: DATABASE_URL, PORT (required); LIST_COUNT_CAP (default 10000, as the repository); BASELINE_ROWS_SQL,
 * BASELINE_COUNT_SQL (the API's statements).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import * as fallback from './list-sql.ts';

// run.ts passes the statements the API sends (captured from knex); bench/list-sql.ts holds a copy for a run by hand.
const ROWS_SQL = process.env.BASELINE_ROWS_SQL || fallback.ROWS_SQL;
const COUNT_SQL = process.env.BASELINE_COUNT_SQL || fallback.COUNT_SQL;
/** The repository EXPLAINs the count's inner query without its limit. */
const inner = /^select count\(\*\) as "n" from \((.*) limit \$6\) as "capped"$/s.exec(COUNT_SQL)?.[1];
const ESTIMATE_SQL = inner ? `explain (format json) ${inner}` : fallback.ESTIMATE_SQL;
const { likePattern } = fallback;

const url = process.env.DATABASE_URL;
const port = Number(process.env.PORT);
if (!url || !port) throw new Error('bench/baseline.ts needs DATABASE_URL and PORT');
const COUNT_CAP = Number(process.env.LIST_COUNT_CAP ?? 10000);

// As api/db/connection.ts: int8 and numeric as numbers, date as text.
const parsers: Record<number, (value: string) => unknown> = { 20: Number, 1700: Number, 1082: (value) => value };
const types = { getTypeParser: (oid: number, format?: string) => parsers[oid] ?? (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format) };
const pool = new pg.Pool({ connectionString: url, max: 10, types } as pg.PoolConfig);

async function list(accountId: string, status: string, q: string, offset: number, limit: number) {
  const pattern = likePattern(q);
  const where = [accountId, pattern, pattern, pattern, status];
  const rows = (await pool.query(offset ? `${ROWS_SQL} offset ${offset}` : ROWS_SQL, [...where, limit])).rows;
  if (offset === 0 && rows.length < limit) return { rows, total: rows.length, estimated: false };
  // As the repository (countRows): the planner's estimate first; the capped count only when it is within the cap.
  const plan = (await pool.query(ESTIMATE_SQL, where)).rows[0]['QUERY PLAN'];
  const estimate = Math.round(Number((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan['Plan Rows']));
  if (estimate > COUNT_CAP) return { rows, total: estimate, estimated: true };
  const exact = Number((await pool.query(COUNT_SQL, [...where, COUNT_CAP + 1])).rows[0].n);
  if (exact <= COUNT_CAP) return { rows, total: exact, estimated: false };
  return { rows, total: Math.max(COUNT_CAP + 1, estimate), estimated: true };
}

const server = createServer((req, res) => {
  if (req.url === '/health') return void res.writeHead(200).end('ok');
  const params = new URL(req.url ?? '/', 'http://baseline').searchParams;
  const filter = JSON.parse(params.get('filter') ?? '{}') as { status: string; q: string };
  const [first, last] = JSON.parse(params.get('range') ?? '[0,24]') as [number, number];
  list(String(req.headers['x-account-id']), filter.status, filter.q, first, last - first + 1).then(
    ({ rows, total, estimated }) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json; charset=utf-8',
        'content-range': `sales-orders ${first}-${first + Math.max(rows.length - 1, 0)}/${total}`,
      };
      if (estimated) headers['x-total-estimated'] = 'true';
      res.writeHead(200, headers).end(JSON.stringify(rows));
    },
    (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
  );
});
server.listen(port, '127.0.0.1', () => console.log(`baseline on http://127.0.0.1:${port}`));

const stop = async () => {
  server.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
