/**
 * Before `generate` writes a migration that adds CHECK constraints to existing tables, it can look at a database
 * for rows that would break them, and refuse with the count and an example id instead of leaving a migration that
 * fails at deploy. Which database: `DATABASE_URL` when set (the generator asks the server; it never opens the
 * embedded PGlite folder, which a running `npm start` holds). The migration repeats the same check when it runs
 * (emit-migrations.ts `refuseViolations`), so a database `generate` never saw is protected too.
 */
import type { CheckModel } from './table-model.ts';
import type { Tables } from './schema-diff.ts';
import { ident } from './migration-sql.ts';

/** Runs one query and answers its rows. */
export type Query = (sql: string) => Promise<Array<Record<string, unknown>>>;

export interface Violation {
  table: string;
  check: CheckModel;
  count: number;
  /** The id of one breaking row (the smallest). */
  example: string;
}

/** The checks `after` adds to tables `before` already had (new or changed): the ones that meet existing rows. */
export function addedChecks(before: Tables, after: Tables): Array<{ table: string; check: CheckModel }> {
  const added: Array<{ table: string; check: CheckModel }> = [];
  for (const table of Object.values(after)) {
    const old = before[table.name];
    if (!old) continue;
    const had = new Map((old.checks ?? []).map((c) => [c.name, JSON.stringify(c)]));
    for (const check of table.checks ?? []) if (had.get(check.name) !== JSON.stringify(check)) added.push({ table: table.name, check });
  }
  return added;
}

/** The added checks that rows of the database break. Tables the database does not have yet are skipped. */
export async function findViolations(query: Query, before: Tables, after: Tables): Promise<Violation[]> {
  const violations: Violation[] = [];
  const existing = new Set((await query(`select table_name from information_schema.tables where table_schema = current_schema()`)).map((r) => String(r.table_name)));
  for (const { table, check } of addedChecks(before, after)) {
    if (!existing.has(table)) continue;
    const columns = new Set((await query(`select column_name from information_schema.columns where table_schema = current_schema() and table_name = '${table.replace(/'/g, "''")}'`)).map((r) => String(r.column_name)));
    if (!columns.has(check.column)) continue;
    const [row] = await query(`select count(*)::int as n, (select id::text from ${ident(table)} where not (${check.condition}) order by id limit 1) as example from ${ident(table)} where not (${check.condition})`);
    const count = Number(row.n);
    if (count > 0) violations.push({ table, check, count, example: String(row.example) });
  }
  return violations;
}

/** One line per violation, for the generator's error output. */
export function describeViolations(violations: Violation[]): string {
  return violations.map((v) => `  ${v.table}: ${v.check.name} (${v.check.condition}) is broken by ${v.count} row(s), for example id ${v.example}`).join('\n');
}
