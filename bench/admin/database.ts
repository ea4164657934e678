/**
 * The admin benchmark's database: a throw-away PostgreSQL database on the server of the given URL, migrated, with
 * the demo data, and 100,000 extra sales orders in Acme's account written in one SQL statement (generate_series).
 *
 * The bulk orders are list-valid rows, shaped as the service writes them: a number continuing Acme's series
 * (SO-000061 …, unique per account, and the account's sequence moved past them), a realistic status mix, order
 * dates over the last two years (growing with the number), a seeded customer with its name snapshot and address,
 * GBP, totals in minor units that add up (subtotal + shipping + tax = total). They have no lines: the list does not
 * read them, and an order's view is not what this benchmark measures.
 */
import pg from 'pg';

/** Status mix of the bulk orders (weights sum to 1); statuses the model does not know are dropped. */
const STATUS_MIX: Array<[status: string, weight: number]> = [
  ['COMPLETED', 0.55], ['SHIPPED', 0.10], ['PAID', 0.12], ['AWAITING_PAYMENT', 0.06], ['DRAFT', 0.04],
  ['ON_HOLD', 0.02], ['CANCELLED', 0.08], ['PARTIALLY_SHIPPED', 0.01], ['RETURNED', 0.01], ['PARTIALLY_RETURNED', 0.01],
];

export const ORDER_SEQUENCE = 'sales_orders.number';

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops (if present) and creates the database `name` on the server of `serverUrl` (a maintenance connection). */
export async function recreateDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, async (client) => {
    await client.query(`drop database if exists ${ident(name)} with (force)`);
    await client.query(`create database ${ident(name)}`);
  });
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, (client) => client.query(`drop database if exists ${ident(name)} with (force)`));
}

/** `case when r < 0.55 then 'COMPLETED' … else … end` over the statuses the model allows. */
function statusCase(column: string, allowed: readonly string[]): string {
  const mix = STATUS_MIX.filter(([status]) => allowed.includes(status));
  const sum = mix.reduce((total, [, weight]) => total + weight, 0);
  let cumulative = 0;
  const whens = mix.map(([status, weight]) => {
    cumulative += weight / sum;
    return `when ${column} < ${cumulative.toFixed(4)} then '${status}'`;
  });
  return `case ${whens.slice(0, -1).join(' ')} else '${mix.at(-1)![0]}' end`;
}

export interface BulkOrdersResult {
  accountId: string;
  inserted: number;
  /** Orders in the account afterwards (demo + bulk). */
  total: number;
  firstNumber: string;
  lastNumber: string;
}

/**
 * Inserts `count` sales orders into the account named `accountName` (which must have customers), numbered after
 * its last number, then ANALYZEs the table. `statuses` are the status values the model allows.
 */
export async function insertBulkOrders(databaseUrl: string, accountName: string, count: number, statuses: readonly string[]): Promise<BulkOrdersResult> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: [account] } = await client.query(`select id from accounts where name = $1`, [accountName]);
    if (!account) throw new Error(`no account named ${accountName}: was the demo data seeded?`);
    const accountId = account.id as string;
    await client.query('begin');
    const { rows: [seq] } = await client.query(
      `select coalesce((select last_value from number_sequences where account_id = $1 and name = $2), 0)::bigint as last`,
      [accountId, ORDER_SEQUENCE],
    );
    const first = Number(seq.last) + 1;
    const { rows: [customers] } = await client.query(
      `select count(*)::int as n from relationships where account_id = $1 and type = 'CUSTOMER'`, [accountId],
    );
    if (!customers.n) throw new Error(`account ${accountName} has no customers`);

    // One statement: a row per order with its random draws, joined to the i-th customer of the account.
    await client.query(
      `with customer as (
         select (row_number() over (order by code, id) - 1)::int as i, id, currency,
                case when company is not null then name || ' (' || company || ')' else name end as snapshot,
                (addresses -> 0) - 'kind' - 'is_default' as address
           from relationships where account_id = $1 and type = 'CUSTOMER'
       ), draw as (
         select g, random() as r_status, floor(random() * $4)::int as customer_i,
                (1 + floor(random() * 4)::int) * (500 + floor(random() * 9500)::int) as net,
                (array[0, 0, 395, 495, 695])[1 + floor(random() * 5)::int] as shipping,
                case when random() < 0.34 then null
                     else (array['EBAY', 'AMZ', 'ETSY', 'WEB'])[1 + floor(random() * 4)::int] || '-' || (100000 + floor(random() * 899999)::int) end as channel_ref,
                make_interval(secs => floor(random() * 86400)) as time_of_day
           from generate_series(1, $2::int) g
       ), bulk as (
         select d.*, (current_date - 730 + (d.g::bigint * 730 / $2::int)::int) as order_date,
                ${statusCase('d.r_status', statuses)} as status
           from draw d
       )
       insert into sales_orders (account_id, number, status, status_before_hold, channel_order_ref, customer_id, customer_name,
                                 order_date, currency, price_mode, bill_to, ship_to, shipping_charge, order_discount,
                                 subtotal, discount_total, shipping_total, tax_total, total, created_at, updated_at)
       select $1, 'SO-' || case when b.g + $3 - 1 < 1000000 then lpad((b.g + $3 - 1)::text, 6, '0') else (b.g + $3 - 1)::text end,
              b.status, case when b.status = 'ON_HOLD' then 'PAID' end, b.channel_ref, c.id, c.snapshot,
              b.order_date, 'GBP', 'EXCLUSIVE', c.address, c.address, b.shipping, 0,
              b.net, 0, b.shipping, round((b.net + b.shipping) * 0.2)::bigint,
              b.net + b.shipping + round((b.net + b.shipping) * 0.2)::bigint,
              b.order_date + b.time_of_day, b.order_date + b.time_of_day
         from bulk b join customer c on c.i = b.customer_i
        order by b.g`,
      [accountId, count, first, customers.n],
    );
    await client.query(
      `insert into number_sequences (account_id, name, last_value) values ($1, $2, $3)
       on conflict (account_id, name) do update set last_value = excluded.last_value`,
      [accountId, ORDER_SEQUENCE, first + count - 1],
    );
    await client.query('commit');
    await client.query('analyze sales_orders');
    const { rows: [summary] } = await client.query(
      `select count(*)::int as total from sales_orders where account_id = $1`, [accountId],
    );
    const number = (n: number) => `SO-${String(n).padStart(6, '0')}`;
    return { accountId, inserted: count, total: summary.total, firstNumber: number(first), lastNumber: number(first + count - 1) };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
