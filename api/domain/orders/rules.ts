/**
 * Order rules at work: when an order becomes PAID, the account's enabled rules (entities/order-rule, checked
 * on save by settings-order-rules.ts) are evaluated in `sequence` (ties: by name) against the order. A rule whose
 * conditions all hold fires its action: a shipping method, the location to allocate from, a tag, or a hold.
 * Evaluation is pure (facts in, decisions out); `runOrderRules` reads the facts and checks the actions' records.
 * A rule that cannot be evaluated or applied (a broken condition, a deleted shipping method or location) stops the
 * run and holds the order with the error: the order is never lost, and what earlier rules decided still applies.
 */
import type { Knex } from 'knex';
import type { Row } from '../../crud/repository.ts';

/** What conditions test. Multi-valued facts (SKUs, tags) hold when any value matches, NOT_* when none does. */
export interface OrderFacts {
  [field: string]: string | number | null | string[];
}

export interface RuleOutcome {
  /** Order fields to set (shipping_method_id, fulfil_from_location_id, tags). */
  changes: Row;
  /** One note per rule that fired, in order. */
  fired: string[];
  /** Set when a rule holds the order or failed: the hold reason. */
  hold?: string;
}

class RuleError extends Error {}

const MULTI = new Set(['sku', 'tag']);
const NUMBERS = new Set(['total', 'subtotal', 'shipping_charge', 'item_count', 'weight_g']);
const NEGATIVE = new Set(['NOT_EQUALS', 'NOT_IN']);
const COMPARISONS = new Set(['EQUALS', 'NOT_EQUALS', 'GREATER_THAN', 'GREATER_OR_EQUAL', 'LESS_THAN', 'LESS_OR_EQUAL']);

function test(fact: string | number | null, operator: string, value: unknown, numeric: boolean): boolean {
  if (numeric) {
    if (!COMPARISONS.has(operator)) throw new RuleError(`the operator ${operator} cannot compare numbers`);
    if (!Number.isFinite(value)) throw new RuleError(`${operator} needs a number, not ${JSON.stringify(value)}`);
    const n = Number(fact ?? 0);
    const v = Number(value);
    switch (operator) {
      case 'EQUALS': return n === v;
      case 'NOT_EQUALS': return n !== v;
      case 'GREATER_THAN': return n > v;
      case 'GREATER_OR_EQUAL': return n >= v;
      case 'LESS_THAN': return n < v;
      default: return n <= v;
    }
  }
  const text = String(fact ?? '').toLowerCase();
  const list = operator === 'IN' || operator === 'NOT_IN';
  if (list !== Array.isArray(value)) throw new RuleError(`${operator} needs ${list ? 'a list' : 'a single value'}`);
  const values = (list ? (value as unknown[]) : [value]).map((v) => String(v).toLowerCase());
  switch (operator) {
    case 'EQUALS': case 'IN': return values.includes(text);
    case 'NOT_EQUALS': case 'NOT_IN': return !values.includes(text);
    case 'CONTAINS': return text.includes(values[0]);
    case 'STARTS_WITH': return text.startsWith(values[0]);
    default: throw new RuleError(`the operator ${operator} cannot compare text`);
  }
}

/** Whether one condition holds for the facts; throws RuleError for a condition that cannot be evaluated. */
export function conditionHolds(facts: OrderFacts, condition: Row): boolean {
  const field = String(condition.field);
  const operator = String(condition.operator);
  if (!(field in facts)) throw new RuleError(`the condition field ${field} is unknown`);
  const fact = facts[field];
  const numeric = NUMBERS.has(field);
  if (!MULTI.has(field)) return test(fact as string | number | null, operator, condition.value, numeric);
  const items = (fact as string[]) ?? [];
  if (NEGATIVE.has(operator)) return items.every((item) => test(item, operator, condition.value, false));
  return items.some((item) => test(item, operator, condition.value, false));
}

/** The records actions point at, looked up once per run: id → display name. */
export interface ActionTargets { shippingMethods: Map<string, string>; locations: Map<string, string> }

/** Evaluates the rules in order against the facts (the `tag` fact grows as rules add tags). */
export function evaluateRules(rules: Row[], facts: OrderFacts, targets: ActionTargets): RuleOutcome {
  const outcome: RuleOutcome = { changes: {}, fired: [] };
  const tags = [...((facts.tag as string[]) ?? [])];
  for (const rule of rules) {
    const name = `Order rule "${rule.name}"`;
    try {
      const conditions = (typeof rule.conditions === 'string' ? JSON.parse(rule.conditions) : rule.conditions ?? []) as Row[];
      if (!conditions.every((c, i) => {
        try { return conditionHolds({ ...facts, tag: tags }, c); } catch (e) { throw e instanceof RuleError ? new RuleError(`condition ${i + 1}: ${e.message}`) : e; }
      })) continue;
      switch (rule.action) {
        case 'SET_SHIPPING_METHOD': {
          const method = targets.shippingMethods.get(String(rule.shipping_method_id));
          if (!method) throw new RuleError('its shipping method no longer exists');
          outcome.changes.shipping_method_id = rule.shipping_method_id;
          outcome.fired.push(`${name}: shipping method set to ${method}`);
          break;
        }
        case 'ASSIGN_LOCATION': {
          const location = targets.locations.get(String(rule.location_id));
          if (!location) throw new RuleError('its location no longer exists');
          outcome.changes.fulfil_from_location_id = rule.location_id;
          outcome.fired.push(`${name}: allocate from ${location}`);
          break;
        }
        case 'ADD_TAG': {
          if (!rule.tag) throw new RuleError('it has no tag');
          if (!tags.includes(String(rule.tag))) tags.push(String(rule.tag));
          outcome.changes.tags = [...tags];
          outcome.fired.push(`${name}: tag "${rule.tag}" added`);
          break;
        }
        case 'SET_STATUS': {
          if (rule.set_status !== 'ON_HOLD') throw new RuleError(`it cannot set the status ${rule.set_status}`);
          outcome.hold ??= rule.hold_reason ? `${name}: ${rule.hold_reason}` : name;
          outcome.fired.push(`${name}: put on hold${rule.hold_reason ? ` (${rule.hold_reason})` : ''}`);
          break;
        }
        default: throw new RuleError(`its action ${rule.action} is unknown`);
      }
    } catch (error) {
      if (!(error instanceof RuleError) && !(error instanceof SyntaxError)) throw error;
      const message = `${name} could not be applied: ${error.message}`;
      outcome.fired.push(message);
      outcome.hold = message;
      return outcome;
    }
  }
  return outcome;
}

/** The facts conditions test, from the order, its lines (SKU, quantity, the product's weight) and its channel's type. */
export function factsOf(order: Row, lines: Array<{ sku: unknown; quantity: unknown; weight_g?: unknown }>, channelType: string | null): OrderFacts {
  const shipTo = (typeof order.ship_to === 'string' ? JSON.parse(order.ship_to) : order.ship_to) as Row | null;
  const tags = (typeof order.tags === 'string' ? JSON.parse(order.tags) : order.tags) as string[] | null;
  return {
    sales_channel_id: (order.sales_channel_id as string) ?? null,
    channel_type: channelType,
    total: Number(order.total ?? 0),
    subtotal: Number(order.subtotal ?? 0),
    shipping_charge: Number(order.shipping_charge ?? 0),
    currency: (order.currency as string) ?? null,
    ship_to_country: (shipTo?.country as string) ?? null,
    ship_to_postcode: (shipTo?.postcode as string) ?? null,
    customer_id: (order.customer_id as string) ?? null,
    channel_order_ref: (order.channel_order_ref as string) ?? null,
    sku: lines.map((l) => String(l.sku)),
    item_count: lines.reduce((sum, l) => sum + Number(l.quantity), 0),
    weight_g: lines.reduce((sum, l) => sum + Number(l.quantity) * Number(l.weight_g ?? 0), 0),
    tag: tags ?? [],
    // MARKETPLACE: the marketplace ships it from its own warehouse (Amazon FBA); SELLER: the merchant does.
    fulfilled_by: (order.fulfilled_by as string) ?? 'SELLER',
  };
}

/** The facts conditions test, read from the order, its lines, products and channel. */
export async function orderFacts(trx: Knex, accountId: string, order: Row): Promise<OrderFacts> {
  const lines: Row[] = await trx('sales_order_lines as l').leftJoin('products as p', function () {
    this.on('p.account_id', 'l.account_id').andOn('p.id', 'l.product_id');
  }).where({ 'l.account_id': accountId, 'l.sales_order_id': order.id }).select('l.sku', 'l.quantity', 'p.weight_g');
  const channel = order.sales_channel_id ? await trx('sales_channels').where({ account_id: accountId, id: order.sales_channel_id }).first('type') : undefined;
  return factsOf(order, lines as Array<{ sku: unknown; quantity: unknown; weight_g: unknown }>, channel?.type ?? null);
}

/** The account's enabled rules, in the order they run, and the records their actions name. */
async function loadRules(trx: Knex, accountId: string): Promise<{ rules: Row[]; targets: ActionTargets }> {
  const rules: Row[] = await trx('order_rules').where({ account_id: accountId, enabled: true }).orderBy([{ column: 'sequence' }, { column: 'name' }]);
  if (!rules.length) return { rules, targets: { shippingMethods: new Map(), locations: new Map() } };
  const ids = (action: string, field: string) => rules.filter((r) => r.action === action && r[field]).map((r) => String(r[field]));
  const named = async (table: string, wanted: string[]) => new Map<string, string>(wanted.length
    ? (await trx(table).where({ account_id: accountId }).whereIn('id', wanted).select('id', 'name')).map((r: Row) => [String(r.id), String(r.name)])
    : []);
  return {
    rules,
    targets: {
      shippingMethods: await named('shipping_methods', ids('SET_SHIPPING_METHOD', 'shipping_method_id')),
      locations: await named('locations', ids('ASSIGN_LOCATION', 'location_id')),
    },
  };
}

/** Runs the account's enabled rules against the order (read, not written: the caller applies the outcome). */
export async function runOrderRules(trx: Knex, accountId: string, order: Row): Promise<RuleOutcome> {
  const { rules, targets } = await loadRules(trx, accountId);
  if (!rules.length) return { changes: {}, fired: [] };
  return evaluateRules(rules, await orderFacts(trx, accountId, order), targets);
}

/**
 * The same for orders paid together (a page of marketplace orders), whose lines are in memory (`order.lines`,
 * with their SKU and quantity): the rules, their records, the products' weights and the channels' types are read
 * once for the batch. One outcome per order, in order.
 */
export async function runOrderRulesMany(trx: Knex, accountId: string, orders: Row[]): Promise<RuleOutcome[]> {
  const { rules, targets } = await loadRules(trx, accountId);
  if (!rules.length) return orders.map(() => ({ changes: {}, fired: [] }));
  const productIds = [...new Set(orders.flatMap((o) => (o.lines as Row[]).map((l) => String(l.product_id))))];
  const channelIds = [...new Set(orders.map((o) => o.sales_channel_id).filter(Boolean).map(String))];
  const [weights, channels] = await Promise.all([
    trx('products').where({ account_id: accountId }).whereIn('id', productIds).select('id', 'weight_g'),
    channelIds.length ? trx('sales_channels').where({ account_id: accountId }).whereIn('id', channelIds).select('id', 'type') : [],
  ]);
  const weightOf = new Map<string, unknown>(weights.map((p: Row) => [String(p.id), p.weight_g]));
  const typeOf = new Map<string, string>(channels.map((c: Row) => [String(c.id), String(c.type)]));
  return orders.map((order) => {
    const lines = (order.lines as Row[]).map((l) => ({ sku: l.sku, quantity: l.quantity, weight_g: weightOf.get(String(l.product_id)) ?? null }));
    return evaluateRules(rules, factsOf(order, lines, typeOf.get(String(order.sales_channel_id)) ?? null), targets);
  });
}
