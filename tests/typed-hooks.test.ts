/**
 * Typed hooks (api/domain/hooks.ts): domain code reads and writes records typed by the generated `EntityRecords`,
 * so a renamed or misspelt field fails the typecheck.
 *
 * 1. Every hook in api/domain and each entity folder's hooks.ts is declared with `defineHooks('<entity>', …)`, never as a bare `EntityHooks`.
 * 2. The untyped `Row` (api/crud/repository.ts) and the `untypedRow`/`untypedContext` crossings left in api/domain
 *    are counted per file: a file not listed may use none, and a listed count may only go down (lower it here when
 *    a file gets typed; the test says so).
 * 3. A misspelt field in a typed hook is a compile error: the `@ts-expect-error` lines below are checked by tsc
 *    (`tests` is in tsconfig.json), which fails if one of them stops being an error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineHooks, hooksDeclaredFor } from '../api/domain/hooks.ts';
import { domainHooks } from '../api/domain/index.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DOMAIN = join(ROOT, 'api/domain');

/** Strips comments, so prose that names `Row` does not count. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** api/domain's source files (tests aside); hooks.ts is the boundary that defines the untyped crossings. */
const domainFiles = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'hooks.ts')
  .map((file) => `api/domain/${file.split('\\').join('/')}`)
  // Each entity folder's hooks.ts is domain code too (its hook set, or the call into its area).
  .concat(readdirSync(join(ROOT, 'entities')).filter((name) => existsSync(join(ROOT, 'entities', name, 'hooks.ts'))).map((name) => `entities/${name}/hooks.ts`))
  .sort();

const untypedUses = (file: string): number => {
  const text = code(readFileSync(join(ROOT, file), 'utf8'));
  return (text.match(/\bRow\b/g) ?? []).length + (text.match(/\buntyped(Row|Context)\(/g) ?? []).length;
};

/**
 * What is left to type: uses of `Row` plus `untypedRow(`/`untypedContext(` calls, per file. Mostly helpers shared
 * with jobs and routes that read rows with raw queries (channels, warehouses, reporting, allocation…).
 */
const STILL_UNTYPED: Record<string, number> = {
  'api/domain/accounting/record-status.ts': 5,
  'api/domain/accounting/xero-sync.ts': 32,
  'api/domain/channels/after-sale.ts': 4,
  'api/domain/channels/connect-routes.ts': 5,
  'api/domain/channels/dispatch-queue.ts': 2,
  'api/domain/channels/dispatch.ts': 2,
  'api/domain/channels/due-channels.ts': 2,
  'api/domain/channels/failures.ts': 7,
  'api/domain/channels/listing-import.ts': 7,
  'api/domain/channels/listing-jobs.ts': 19,
  'api/domain/channels/listing-review.ts': 10,
  'api/domain/channels/order-import.ts': 23,
  'api/domain/channels/quantities.ts': 4,
  'api/domain/channels/resume.ts': 2,
  'api/domain/channels/resync.ts': 14,
  'api/domain/channels/settlement-import.ts': 6,
  'api/domain/channels/variations.ts': 14,
  'api/domain/fba/afn.ts': 4,
  'api/domain/fba/jobs.ts': 12,
  'api/domain/fba/locations.ts': 6,
  'api/domain/finance/billing-routes.ts': 3,
  'api/domain/finance/vat-reports.ts': 12,
  'api/domain/finance/vat/mtd.ts': 5,
  'api/domain/finance/vat/order-vat.ts': 10,
  'api/domain/listings/bulk-routes.ts': 3,
  'api/domain/listings/bulk.ts': 12,
  'api/domain/listings/promote-expand.ts': 3,
  'api/domain/orders/allocation-audit.ts': 3,
  'api/domain/orders/allocation.ts': 28,
  'api/domain/orders/paid-orders.ts': 15,
  'api/domain/orders/rules.ts': 18,
  'api/domain/orders/sales-orders.ts': 12,
  'api/domain/picking/pack.ts': 8,
  'api/domain/planning/draft-purchase-orders.ts': 10,
  'api/domain/planning/stock-planning.ts': 4,
  'api/domain/reporting/routes.ts': 23,
  'api/domain/schedules/delivery.ts': 9,
  'api/domain/schedules/jobs.ts': 9,
  'api/domain/settings/templates.ts': 12,
  'api/domain/shared/commerce.ts': 8,
  'api/domain/shipping/bulk.ts': 4,
  'api/domain/shipping/labels.ts': 13,
  'api/domain/stock/movements.ts': 2,
  'api/domain/stock/routes.ts': 11,
  'api/domain/warehouses/cancel.ts': 3,
  'api/domain/warehouses/sync.ts': 24,
  'api/domain/warehouses/webhooks.ts': 4,
  // The sales order's hook set (moved from orders/sales-orders.ts with its 13 crossings into the allocation helpers).
  'entities/sales-order/hooks.ts': 13,
};

describe('typed hooks', () => {
  it('finds the domain files it checks', () => {
    expect(domainFiles.length).toBeGreaterThan(50);
    expect(domainFiles).toContain('api/domain/orders/sales-orders.ts');
  });

  it('declares every hook in api/domain with defineHooks, typed by its entity', () => {
    const bare = domainFiles.filter((file) => /:\s*EntityHooks\b/.test(code(readFileSync(join(ROOT, file), 'utf8'))));
    expect(bare.map((file) => `${file}: declare its hooks with defineHooks('<entity>', { … })`)).toEqual([]);
  });

  it('uses the untyped Row in api/domain only where the allow-list says, and never more', () => {
    const wrong = domainFiles.flatMap((file) => {
      const used = untypedUses(file);
      const allowed = STILL_UNTYPED[file] ?? 0;
      if (used > allowed) return [`${file}: ${used} untyped uses (Row, untypedRow, untypedContext), ${allowed} allowed: use the entity's record type (EntityRecord<'…'>)`];
      if (used < allowed) return [`${file}: ${used} untyped uses now: lower its count in STILL_UNTYPED to ${used}`];
      return [];
    });
    const gone = Object.keys(STILL_UNTYPED).filter((file) => !domainFiles.includes(file)).map((file) => `${file}: no longer exists, drop it from STILL_UNTYPED`);
    expect([...wrong, ...gone]).toEqual([]);
  });

  it('files each entity\'s hooks under the entity they were typed for', () => {
    const misfiled = Object.entries(domainHooks).flatMap(([name, hooks]) => {
      const typedFor = hooksDeclaredFor(hooks);
      return typedFor === name ? [] : [`${name}: its hooks are ${typedFor ? `typed for ${typedFor}` : 'not declared with defineHooks'}`];
    });
    expect(misfiled).toEqual([]);
    expect(Object.keys(domainHooks).length).toBeGreaterThan(30);
  });

  it('hands the registry the hooks it was given (the typing is compile-time only)', async () => {
    const seen: unknown[] = [];
    const hooks = defineHooks('task', {
      async beforeWrite(task) {
        seen.push(task.order_id);
      },
    });
    await hooks.beforeWrite!({ order_id: 'o-1' }, {} as never);
    expect(seen).toEqual(['o-1']);
  });
});

/** Never run: tsc checks it. Each `@ts-expect-error` must be an error, or the typecheck fails. */
export const misspeltFieldsFailTheTypecheck = defineHooks('sales-order', {
  async beforeWrite(order, { existing, sent }) {
    order.total = Number(order.subtotal) + Number(order.tax_total);
    // @ts-expect-error: `totl` is no field of a sales order
    order.totl = 0;
    // @ts-expect-error: nor is `customer` (the field is `customer_id`) on the stored row before the write
    if (existing?.customer !== order.customer_id) return;
    // @ts-expect-error: what was sent is typed too
    if (sent.shiping_charge !== undefined) return;
    for (const line of order.lines) {
      // @ts-expect-error: a line's fields are checked like the order's (`qty` is `quantity`)
      line.net = line.qty * line.unit_price;
    }
  },
  async beforeTransition(transition, order) {
    // @ts-expect-error: a status the schema does not have
    if (transition === 'cancel') order.status = 'CANCELED';
  },
});
