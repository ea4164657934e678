/**
 * The sales-order list query written out by hand: the text knex builds in api/crud/repository.ts for
 * `filter={"status":…,"q":…}`, `sort=["order_date","DESC"]`, first page. run.ts captures the API's live SQL and gives
 * that to the baseline; these copies serve a baseline started by hand, and a fallback if the API's parameters change. Parameters are `$1` account, `$2–$4` the
 * search pattern, `$5` status, `$6` page size (rows) or the count cap + 1 (count).
 */
const COLUMNS = [
  'id', 'account_id', 'number', 'status', 'status_before_hold', 'channel_order_ref', 'customer_id', 'customer_name',
  'order_date', 'currency', 'price_mode', 'bill_to', 'ship_to', 'shipping_charge', 'shipping_tax_id', 'order_discount',
  'fulfil_from_location_id', 'notes', 'subtotal', 'discount_total', 'shipping_total', 'tax_total', 'total', 'custom_fields',
  'created_at', 'updated_at', 'version',
];

const WHERE = `where "account_id" = $1 and ("number" ilike $2 or "channel_order_ref" ilike $3 or "customer_name" ilike $4) and "status" = $5`;

/** The page: 25 rows, newest first (the repository adds `nulls last` on DESC and `id` as the tie-breaker). */
export const ROWS_SQL = `select ${COLUMNS.map((c) => `"${c}"`).join(', ')} from "sales_orders" ${WHERE} order by "order_date" desc nulls last, "id" desc limit $6`;

/** The admin's first page of the list (no filter, newest first), for EXPLAIN only: `$1` account, `$2` page size. */
export const DEFAULT_ROWS_SQL = `select ${COLUMNS.map((c) => `"${c}"`).join(', ')} from "sales_orders" where "account_id" = $1 order by "order_date" desc nulls last, "id" desc limit $2`;

/** The capped count: at most cap + 1 matching rows are read. */
export const COUNT_SQL = `select count(*) as "n" from (select 1 from "sales_orders" ${WHERE} limit $6) as "capped"`;

/** What the repository EXPLAINs for the estimate once the cap is exceeded. */
export const ESTIMATE_SQL = `explain (format json) select 1 from "sales_orders" ${WHERE}`;

/** `%` and `_` typed by a user are literal characters (as in the repository). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
