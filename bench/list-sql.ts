/**
 * The sales-order list query written out by hand: the text knex builds in api/crud/repository.ts for
 * `filter={"status":…,"q":…}`, `sort=["order_date","DESC"]`, first page. run.ts captures the API's live SQL and gives
 * that to the baseline; these copies serve a baseline started by hand, and a fallback if the API's parameters change. Parameters are `$1` account, `$2–$4` the
 * search pattern, `$5` status, `$6` page size (rows) or the count cap + 1 (count).
 */
/** The route's lean list columns for sales orders (api/crud/list-fields.ts). */
const COLUMNS = ['id', 'account_id', 'number', 'status', 'customer_name', 'order_date', 'currency', 'total', 'custom_fields', 'version'];

const WHERE = `where "account_id" = $1 and ("number" ilike $2 or "channel_order_ref" ilike $3 or "customer_name" ilike $4) and "status" = $5`;

/** The page: 25 rows, newest first (the repository adds `id` as the tie-breaker). */
export const ROWS_SQL = `select ${COLUMNS.map((c) => `"${c}"`).join(', ')} from "sales_orders" ${WHERE} order by "order_date" desc, "id" desc limit $6`;

/** The admin's first page of the list (no filter, newest first), for EXPLAIN only: `$1` account, `$2` page size. */
export const DEFAULT_ROWS_SQL = `select ${COLUMNS.map((c) => `"${c}"`).join(', ')} from "sales_orders" where "account_id" = $1 order by "order_date" desc, "id" desc limit $2`;

/** The capped count: at most cap + 1 matching rows are read. */
export const COUNT_SQL = `select count(*) as "n" from (select 1 from "sales_orders" ${WHERE} limit $6) as "capped"`;

/** What the repository EXPLAINs for the estimate once the cap is exceeded. */
export const ESTIMATE_SQL = `explain (format json) select 1 from "sales_orders" ${WHERE}`;

/** `%` and `_` typed by a user are literal characters (as in the repository). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
