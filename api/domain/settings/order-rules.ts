/**
 * Order rules: the schema whitelists condition fields and operators; here each field accepts only the operators
 * that mean something for it, values get the field's type (ids must be this account's records), a new rule is
 * saved disabled, and only the action's own parameter is kept.
 */
import type { Knex } from 'knex';
import { isCountry, isCurrency } from '../../../checks/index.ts';
import type { FieldError } from '../../http/errors.ts';
import { isUuid } from '../../crud/list-query.ts';
import type { EntityRecord } from '../hooks.ts';

type Kind = 'record' | 'code' | 'number' | 'text';

const MEMBERSHIP = ['EQUALS', 'NOT_EQUALS', 'IN', 'NOT_IN'];
const OPERATORS: Record<Kind, string[]> = {
  record: MEMBERSHIP,
  code: MEMBERSHIP,
  number: ['EQUALS', 'NOT_EQUALS', 'GREATER_THAN', 'GREATER_OR_EQUAL', 'LESS_THAN', 'LESS_OR_EQUAL'],
  text: [...MEMBERSHIP, 'CONTAINS', 'STARTS_WITH'],
};

interface FieldRule {
  kind: Kind;
  /** record: where the ids must be found. */
  table?: string;
  /** record: what the found row must also match (a customer, not a supplier). */
  where?: Record<string, string>;
  /** code: the check a value must pass, as a message when it fails. */
  check?: (value: string) => string | undefined;
}

const CHANNEL_TYPES = ['EBAY', 'AMAZON', 'ETSY', 'WISH', 'ONBUY', 'SHOPIFY', 'STORE'];

/** The order fields a condition may test (the schema's enum), and how. Money is in the order's minor units. */
export const CONDITION_FIELDS: Record<string, FieldRule> = {
  sales_channel_id: { kind: 'record', table: 'sales_channels' },
  customer_id: { kind: 'record', table: 'relationships', where: { type: 'CUSTOMER' } },
  channel_type: { kind: 'code', check: (v) => (CHANNEL_TYPES.includes(v) ? undefined : `must be one of ${CHANNEL_TYPES.join(', ')}`) },
  currency: { kind: 'code', check: (v) => (isCurrency(v) ? undefined : 'must be an ISO 4217 currency code, such as GBP') },
  ship_to_country: { kind: 'code', check: (v) => (isCountry(v) ? undefined : 'must be an ISO 3166 country code, such as GB') },
  total: { kind: 'number' },
  subtotal: { kind: 'number' },
  shipping_charge: { kind: 'number' },
  item_count: { kind: 'number' },
  weight_g: { kind: 'number' },
  ship_to_postcode: { kind: 'text' },
  sku: { kind: 'text' },
  channel_order_ref: { kind: 'text' },
  tag: { kind: 'text' },
  fulfilled_by: { kind: 'code', check: (v) => (['SELLER', 'MARKETPLACE'].includes(v) ? undefined : 'must be SELLER (you ship it) or MARKETPLACE (the marketplace ships it, e.g. Amazon FBA)') },
};

/** Checks each condition; returns the ids to look up per table, with where each came from. */
export function checkConditions(conditions: EntityRecord<'order-rule'>['conditions'], errors: FieldError[]): Map<FieldRule, Array<{ id: string; pointer: string }>> {
  const lookups = new Map<FieldRule, Array<{ id: string; pointer: string }>>();
  conditions.forEach((condition, i) => {
    const at = `/conditions/${i}`;
    const rule = CONDITION_FIELDS[String(condition.field)];
    const operator = String(condition.operator);
    if (!OPERATORS[rule.kind].includes(operator)) {
      errors.push({ pointer: `${at}/operator`, message: `cannot be used with ${condition.field}; use ${OPERATORS[rule.kind].join(', ')}` });
      return;
    }
    const list = operator === 'IN' || operator === 'NOT_IN';
    const value = condition.value;
    if (list !== Array.isArray(value)) {
      errors.push({ pointer: `${at}/value`, message: list ? `must be a list for ${operator}` : `must be a single value for ${operator}` });
      return;
    }
    const values = (list ? value : [value]) as unknown[];
    values.forEach((item, j) => {
      const pointer = list ? `${at}/value/${j}` : `${at}/value`;
      if (rule.kind === 'number') {
        if (!Number.isSafeInteger(item) || (item as number) < 0) errors.push({ pointer, message: 'must be a whole number of at least 0 (money in minor units, e.g. 5000 for 50.00)' });
      } else if (typeof item !== 'string') {
        errors.push({ pointer, message: 'must be text' });
      } else if (rule.kind === 'record') {
        if (!isUuid(item)) errors.push({ pointer, message: 'must be a record id' });
        else lookups.set(rule, [...(lookups.get(rule) ?? []), { id: item, pointer }]);
      } else if (rule.kind === 'code') {
        const message = rule.check!(item);
        if (message) errors.push({ pointer, message });
      }
    });
  });
  return lookups;
}

export async function checkIds(trx: Knex, accountId: string, lookups: Map<FieldRule, Array<{ id: string; pointer: string }>>, errors: FieldError[]): Promise<void> {
  for (const [rule, wanted] of lookups) {
    const found = new Set((await trx(rule.table!).where({ account_id: accountId, ...rule.where }).whereIn('id', wanted.map((w) => w.id)).pluck('id')).map(String));
    for (const w of wanted) if (!found.has(w.id)) errors.push({ pointer: w.pointer, message: `refers to no ${rule.table === 'relationships' ? 'customer' : 'sales channel'} of this account` });
  }
}

/** The nullable parameter field of each action; the others' are cleared on save (`set_status` is never empty). */
/** Each action's parameter field: the others are cleared on save. */
export const PARAMETERS: Record<string, 'shipping_method_id' | 'location_id' | 'tag'> = { SET_SHIPPING_METHOD: 'shipping_method_id', ASSIGN_LOCATION: 'location_id', ADD_TAG: 'tag' };
