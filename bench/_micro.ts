import { model } from '../generated/model.ts';
import { openDatabase } from '../api/db/index.ts';
import { defineAbilityFor, accessibleWhere } from '../permissions/index.ts';
import { parseListQuery } from '../api/crud/list-query.ts';
import { resolveSession, createSession } from '../api/auth/sessions.ts';
import { listRows } from '../api/crud/repository.ts';
const knex = await openDatabase({ url: 'postgres://postgres@127.0.0.1:5432/sellyard_bench' });
const u = await knex('users').where({ email: 'owner@scale-10k.bench' }).first();
const token = await createSession(knex, u.id, u.account_id, {});
const user = (await resolveSession(knex, token))!.user;
const entity = model.entities.find((e) => e.resource === 'sales-orders')!;
const q = { sort: '["order_date","DESC"]', range: '[0,24]', filter: '{"status":"PAID","q":"son"}' };
function time(label: string, n: number, f: () => unknown) {
  for (let i = 0; i < n / 10; i++) f();
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) f();
  console.log(label.padEnd(40), (Number(process.hrtime.bigint() - t) / 1e3 / n).toFixed(1), 'µs');
}
async function atime(label: string, n: number, f: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await f();
  const t = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await f();
  console.log(label.padEnd(40), (Number(process.hrtime.bigint() - t) / 1e3 / n).toFixed(1), 'µs');
}
time('defineAbilityFor(owner)', 20000, () => defineAbilityFor(user));
const ability = defineAbilityFor(user);
time('ability.can(read, sales-orders)', 200000, () => ability.can('read', 'sales-orders'));
time('accessibleWhere(read, sales-orders)', 20000, () => accessibleWhere(ability, 'read', 'sales-orders'));
time('parseListQuery', 20000, () => parseListQuery(entity, q));
const parsed = parseListQuery(entity, q);
time('knex build rows SQL (toSQL)', 20000, () => knex('sales_orders').where('account_id', u.account_id).where((b) => { b.orWhere('number', 'ilike', '%son%').orWhere('channel_order_ref', 'ilike', '%son%').orWhere('customer_name', 'ilike', '%son%'); }).where('status', 'PAID').select(['id', 'number']).orderBy([{ column: 'order_date', order: 'DESC', nulls: 'last' }, { column: 'id', order: 'DESC' }]).limit(25).toSQL());
await atime('resolveSession (1 query, round trip)', 2000, () => resolveSession(knex, token));
await atime('select 1 via knex (round trip floor)', 2000, () => knex.raw('select 1'));
const scope = { where: accessibleWhere(ability, 'read', 'sales-orders'), accountId: undefined };
const rows = (await listRows(knex, entity, parsed, scope)).rows;
time('JSON.stringify(25 order rows)', 20000, () => JSON.stringify(rows));
console.log('bytes', JSON.stringify(rows).length);
await knex('sessions').where('user_id', u.id).delete();
await knex.destroy();
