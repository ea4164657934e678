import { describe, expect, it } from 'vitest';
import { conditionHolds, evaluateRules, type OrderFacts } from './rules.ts';

const facts: OrderFacts = {
  sales_channel_id: null, channel_type: 'EBAY', total: 600000, subtotal: 500000, shipping_charge: 0, currency: 'GBP',
  ship_to_country: 'GB', ship_to_postcode: 'SW1A 1AA', customer_id: null, channel_order_ref: 'EB-123',
  sku: ['MUG-1', 'TEE-2'], item_count: 3, weight_g: 1200, tag: ['vip'],
};

describe('conditionHolds', () => {
  it.each([
    ['total', 'GREATER_THAN', 500000, true],
    ['total', 'LESS_OR_EQUAL', 500000, false],
    ['weight_g', 'GREATER_OR_EQUAL', 1200, true],
    ['item_count', 'EQUALS', 3, true],
    ['ship_to_country', 'IN', ['FR', 'gb'], true],
    ['ship_to_postcode', 'STARTS_WITH', 'sw1', true],
    ['channel_type', 'NOT_EQUALS', 'AMAZON', true],
    ['sku', 'EQUALS', 'tee-2', true],
    ['sku', 'NOT_IN', ['MUG-1'], false],
    ['sku', 'NOT_IN', ['CAP-9'], true],
    ['sku', 'CONTAINS', 'EE', true],
    ['tag', 'EQUALS', 'VIP', true],
    ['tag', 'NOT_EQUALS', 'vip', false],
  ])('%s %s %j is %s', (field, operator, value, expected) => {
    expect(conditionHolds(facts, { field, operator, value })).toBe(expected);
  });

  it('refuses a condition it cannot evaluate', () => {
    expect(() => conditionHolds(facts, { field: 'total', operator: 'CONTAINS', value: 'x' })).toThrow(/cannot compare numbers/);
    expect(() => conditionHolds(facts, { field: 'colour', operator: 'EQUALS', value: 'red' })).toThrow(/unknown/);
    expect(() => conditionHolds(facts, { field: 'sku', operator: 'IN', value: 'MUG-1' })).toThrow(/needs a list/);
  });
});

describe('evaluateRules', () => {
  const targets = { shippingMethods: new Map([['m1', 'Express']]), locations: new Map([['l1', 'Main']]) };

  it('applies the rules in order; a tag added by one rule is seen by the next', () => {
    const outcome = evaluateRules([
      { name: 'Tag big', action: 'ADD_TAG', tag: 'big', conditions: [{ field: 'total', operator: 'GREATER_THAN', value: 100 }] },
      { name: 'Express big', action: 'SET_SHIPPING_METHOD', shipping_method_id: 'm1', conditions: [{ field: 'tag', operator: 'EQUALS', value: 'big' }] },
      { name: 'Not French', action: 'ASSIGN_LOCATION', location_id: 'l1', conditions: [{ field: 'ship_to_country', operator: 'EQUALS', value: 'FR' }] },
      { name: 'Hold', action: 'SET_STATUS', set_status: 'ON_HOLD', conditions: [] },
    ], facts, targets);
    expect(outcome).toEqual({
      changes: { tags: ['vip', 'big'], shipping_method_id: 'm1' },
      fired: ['Order rule "Tag big": tag "big" added', 'Order rule "Express big": shipping method set to Express', 'Order rule "Hold": put on hold'],
      hold: 'Order rule "Hold"',
    });
  });

  it('stops at a rule that cannot be applied and holds with its error', () => {
    const outcome = evaluateRules([
      { name: 'Gone', action: 'ASSIGN_LOCATION', location_id: 'deleted', conditions: [] },
      { name: 'Later', action: 'ADD_TAG', tag: 'later', conditions: [] },
    ], facts, targets);
    expect(outcome.hold).toBe('Order rule "Gone" could not be applied: its location no longer exists');
    expect(outcome.changes).toEqual({});
    expect(outcome.fired).toEqual([outcome.hold]);
  });
});
