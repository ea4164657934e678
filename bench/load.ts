/**
 * Bulk data for the benchmark, written straight in SQL with generate_series: a million orders go in within a
 * minute, where the service (one transaction per order) would take an hour. The rows are shaped exactly as the
 * service writes them (customer snapshot, addresses, per-line tax, totals in minor units), so the API can read and
 * update them like any other order.
 *
 * The data:
 * - `order_date` spreads evenly over the last two years and grows with the number, as in a real shop (rows are
 *   also stored in that order, so the heap correlates with the date as it would after two years of trading);
 * - statuses are a realistic mix (mostly COMPLETED) but independent of the date: open orders (PAID, AWAITING_…)
 *   are spread over the whole history, the hardest case for a "status = PAID, newest first" list;
 * - customers, products and taxes are the account's own (cloned from Acme's demo catalogue for new accounts);
 *   line totals use the product's tax rate, shipping is taxed at the highest line rate, as `orderTotals` does.
 *
 * Foreign keys are not re-checked row by row during the load (`session_replication_role = replica` skips the FK
 * triggers): the rows reference the account's own customers and products by construction.
 */
import pg from 'pg';

export const STATUS_MIX: Array<[status: string, weight: number]> = [
  ['COMPLETED', 0.55], ['SHIPPED', 0.10], ['PAID', 0.12], ['AWAITING_PAYMENT', 0.06], ['DRAFT', 0.04],
  ['ON_HOLD', 0.02], ['CANCELLED', 0.08], ['PARTIALLY_SHIPPED', 0.01], ['RETURNED', 0.01], ['PARTIALLY_RETURNED', 0.01],
];

/** `case when r < 0.55 then 'COMPLETED' when r < 0.65 then … end` from the mix. */
function statusCase(column: string): string {
  let cumulative = 0;
  const whens = STATUS_MIX.map(([status, weight]) => {
    cumulative += weight;
    return `when ${column} < ${cumulative.toFixed(4)} then '${status}'`;
  });
  return `case ${whens.slice(0, -1).join(' ')} else '${STATUS_MIX.at(-1)![0]}' end`;
}

export const SEQUENCE = 'sales_orders.number';

/** Runs `work` on a connection to the server's admin database (creating and dropping bench databases). */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** Creates an account with its owner (the demo password hash is copied from owner@acme.test). */
export async function createAccount(db: pg.ClientBase, name: string, ownerEmail: string): Promise<string> {
  const { rows: [account] } = await db.query(`insert into accounts (name, kind) values ($1, 'MERCHANT') returning id`, [name]);
  await db.query(
    `insert into users (account_id, email, name, role, permissions, status, password_hash)
     select $1, $2, $3, 'owner', '[]'::jsonb, 'ACTIVE', password_hash from users where email = 'owner@acme.test'`,
    [account.id, ownerEmail, `Owner of ${name}`],
  );
  return account.id as string;
}

/** Copies Acme's taxes, products (without brands) and customers into another account, with new ids. */
export async function cloneCatalogue(db: pg.ClientBase, fromAccount: string, toAccount: string): Promise<void> {
  await db.query(
    `insert into sales_taxes (account_id, name, code, rate, country, kind, vat_box, is_default)
     select $2, name, code, rate, country, kind, vat_box, is_default from sales_taxes where account_id = $1`,
    [fromAccount, toAccount],
  );
  await db.query(
    `insert into products (account_id, sku, title, description, status, currency, cost_price, retail_price, tax_id, weight_g, origin_country, barcodes, images)
     select $2, p.sku, p.title, p.description, p.status, p.currency, p.cost_price, p.retail_price, nt.id, p.weight_g, p.origin_country, p.barcodes, p.images
       from products p
       left join sales_taxes ot on ot.account_id = p.account_id and ot.id = p.tax_id
       left join sales_taxes nt on nt.account_id = $2 and nt.code = ot.code
      where p.account_id = $1`,
    [fromAccount, toAccount],
  );
  await db.query(
    `insert into relationships (account_id, type, code, name, company, email, phone, currency, payment_terms_days, credit_limit, lead_time_days, addresses)
     select $2, type, code, name, company, email, phone, currency, payment_terms_days, credit_limit, lead_time_days, addresses
       from relationships where account_id = $1`,
    [fromAccount, toAccount],
  );
}

/**
 * Adds `count` orders (1–4 lines each) to an account that has customers and active products, numbered after the
 * account's last number, and moves the account's number sequence past them so API creates continue the series.
 */
export async function loadOrders(db: pg.ClientBase, accountId: string, count: number): Promise<void> {
  await db.query('begin');
  try {
    await db.query(`set local session_replication_role = replica`);
    await db.query(`set local work_mem = '256MB'`);
    const { rows: [seq] } = await db.query(`select coalesce(max(last_value), 0)::bigint as last from number_sequences where account_id = $1 and name = $2`, [accountId, SEQUENCE]);
    const first = Number(seq.last) + 1;

    await db.query(`drop table if exists bench_customers, bench_products, bench_orders, bench_lines`);
    await db.query(
      `create temp table bench_customers on commit drop as
       select (row_number() over (order by code, id) - 1)::int as i, id,
              case when company is not null then name || ' (' || company || ')' else name end as snapshot,
              currency, (addresses -> 0) - 'kind' - 'is_default' as address
         from relationships where account_id = $1 and type = 'CUSTOMER'`,
      [accountId],
    );
    await db.query(
      `create temp table bench_products on commit drop as
       select (row_number() over (order by p.sku) - 1)::int as i, p.id, p.sku, p.title, p.tax_id,
              coalesce(t.rate, 0) as rate, coalesce(p.retail_price, 1000) as price
         from products p left join sales_taxes t on t.account_id = p.account_id and t.id = p.tax_id
        where p.account_id = $1 and p.status = 'ACTIVE'`,
      [accountId],
    );
    const { rows: [sizes] } = await db.query(`select (select count(*) from bench_customers)::int as customers, (select count(*) from bench_products)::int as products`);
    if (!sizes.customers || !sizes.products) throw new Error(`account ${accountId} has no customers or products to order`);

    // One row per order: its number, date, status, customer, shipping charge and line count.
    await db.query(
      `create temp table bench_orders on commit drop as
       select g as n, gen_random_uuid() as id,
              (current_date - 730 + (g::bigint * 730 / $2)::int) as order_date,
              ${statusCase('r_status')} as status,
              floor(r_customer * $3)::int as customer_i,
              (array[0, 0, 395, 495, 695])[1 + floor(r_ship * 5)::int] as shipping,
              1 + floor(r_lines * 4)::int as line_count,
              case when r_ref < 0.34 then null
                   else (array['EBAY', 'AMZ', 'ETSY', 'WEB'])[1 + floor(random() * 4)::int] || '-' || (100000 + floor(random() * 899999)::int) end as channel_ref,
              make_interval(secs => floor(r_time * 86400)) as time_of_day
         from (select g, random() as r_status, random() as r_customer, random() as r_ship, random() as r_lines, random() as r_ref, random() as r_time
                 from generate_series(1, $1::int) g) s`,
      [count, count, sizes.customers],
    );
    // Its lines: a random active product each, 1–5 units at the retail price, taxed at the product's rate.
    await db.query(
      `create temp table bench_lines on commit drop as
       select o.id as order_id, o.status, x.position, p.id as product_id, p.sku, p.title, p.tax_id, p.rate, x.quantity, p.price as unit_price,
              x.quantity * p.price as net, round(x.quantity * p.price * p.rate / 100)::bigint as tax,
              x.quantity * p.price + round(x.quantity * p.price * p.rate / 100)::bigint as gross
         from bench_orders o
         cross join lateral (
           select pos - 1 as position, floor(random() * $1)::int as product_i, 1 + floor(random() * 5)::int as quantity
             from generate_series(1, o.line_count) pos
         ) x
         join bench_products p on p.i = x.product_i`,
      [sizes.products],
    );

    await db.query(
      `insert into sales_orders (id, account_id, number, status, status_before_hold, channel_order_ref, customer_id, customer_name,
                                 order_date, currency, price_mode, bill_to, ship_to, shipping_charge, order_discount,
                                 subtotal, discount_total, shipping_total, tax_total, total, created_at, updated_at)
       select o.id, $1, 'SO-' || case when o.n + $2 - 1 < 1000000 then lpad((o.n + $2 - 1)::text, 6, '0') else (o.n + $2 - 1)::text end,
              o.status, case when o.status = 'ON_HOLD' then 'PAID' end, o.channel_ref, c.id, c.snapshot,
              o.order_date, c.currency, 'EXCLUSIVE', c.address, c.address, o.shipping, 0,
              l.net, 0, o.shipping,
              l.tax + round(o.shipping * l.max_rate / 100)::bigint,
              l.gross + o.shipping + round(o.shipping * l.max_rate / 100)::bigint,
              o.order_date + o.time_of_day, o.order_date + o.time_of_day
         from bench_orders o
         join bench_customers c on c.i = o.customer_i
         join (select order_id, sum(net)::bigint as net, sum(tax)::bigint as tax, sum(gross)::bigint as gross, max(rate) as max_rate
                 from bench_lines group by order_id) l on l.order_id = o.id
        order by o.n`,
      [accountId, first],
    );
    await db.query(
      `insert into sales_order_lines (account_id, sales_order_id, position, product_id, sku, description, quantity, unit_price, discount,
                                      tax_id, tax_rate, net, tax, gross, allocated_qty, shipped_qty)
       select $1, l.order_id, l.position, l.product_id, l.sku, l.title, l.quantity, l.unit_price, 0, l.tax_id, l.rate, l.net, l.tax, l.gross,
              case when l.status in ('PAID', 'ON_HOLD', 'PARTIALLY_SHIPPED', 'SHIPPED', 'COMPLETED') then l.quantity else 0 end,
              case when l.status in ('SHIPPED', 'COMPLETED', 'RETURNED', 'PARTIALLY_RETURNED') then l.quantity else 0 end
         from bench_lines l`,
      [accountId],
    );
    await db.query(
      `insert into number_sequences (account_id, name, last_value) values ($1, $2, $3)
       on conflict (account_id, name) do update set last_value = excluded.last_value`,
      [accountId, SEQUENCE, first + count - 1],
    );
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
}
