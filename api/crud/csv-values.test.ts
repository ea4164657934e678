import { describe, expect, it } from 'vitest';
import type { FieldModel } from '../../model/types.ts';
import { decimalToMoney, fieldCell, moneyToDecimal, parseCustomCell, parseFieldCell, plainCell } from './csv-values.ts';

const field = (over: Partial<FieldModel>): FieldModel => ({
  name: 'f', title: 'F', schema: {}, jsonType: 'string', sqlType: 'text', nullable: true, required: false, readOnly: false, writeOnly: false,
  virtual: false, internal: false, adminOnly: false, secret: false, immutable: false, system: false, trim: false, lowercase: false,
  sortable: true, filterable: true, ui: {}, ...over,
});

describe('money', () => {
  it('writes minor units as decimals in the currency', () => {
    expect(moneyToDecimal(1299, 'GBP')).toBe('12.99');
    expect(moneyToDecimal(-5, 'GBP')).toBe('-0.05');
    expect(moneyToDecimal(1299, 'JPY')).toBe('1299');
    expect(moneyToDecimal(1234, 'BHD')).toBe('1.234');
    expect(fieldCell(field({ name: 'price', money: { currencyField: 'currency' } }), { price: 150, currency: 'EUR' })).toBe('1.50');
  });

  it('reads decimals back exactly, refusing extra decimals', () => {
    expect(decimalToMoney('12.99', 'GBP')).toEqual({ value: 1299 });
    expect(decimalToMoney('12.3', 'GBP')).toEqual({ value: 1230 });
    expect(decimalToMoney('1,234.50', 'GBP')).toEqual({ value: 123450 });
    expect(decimalToMoney('-0.05', 'GBP')).toEqual({ value: -5 });
    expect(decimalToMoney('100', 'JPY')).toEqual({ value: 100 });
    expect(decimalToMoney('1.5', 'JPY').error).toMatch(/0 decimals for JPY/);
    expect(decimalToMoney('12.999', 'GBP').error).toMatch(/2 decimals/);
    expect(decimalToMoney('cheap', 'GBP').error).toMatch(/amount/);
  });
});

describe('cells', () => {
  it('writes dates ISO, plain lists joined and objects as JSON', () => {
    expect(plainCell(new Date('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(plainCell(['A', 'B'])).toBe('A; B');
    expect(plainCell([{ type: 'EAN13', value: '1' }])).toBe('[{"type":"EAN13","value":"1"}]');
    expect(plainCell(null)).toBe('');
    expect(plainCell(false)).toBe('false');
  });

  it('parses by field kind', () => {
    expect(parseFieldCell(field({ jsonType: 'boolean' }), 'Yes')).toEqual({ value: true });
    expect(parseFieldCell(field({ jsonType: 'boolean' }), 'maybe').error).toBe('must be true or false');
    expect(parseFieldCell(field({ jsonType: 'integer' }), '42')).toEqual({ value: 42 });
    expect(parseFieldCell(field({ jsonType: 'integer' }), '4.2').error).toBe('must be a whole number');
    expect(parseFieldCell(field({ jsonType: 'number' }), '4.25')).toEqual({ value: 4.25 });
    expect(parseFieldCell(field({ enum: ['ACTIVE', 'DRAFT'] }), 'active')).toEqual({ value: 'ACTIVE' });
    expect(parseFieldCell(field({ jsonType: 'array', schema: { items: { enum: ['A', 'B'] } } }), 'a; B')).toEqual({ value: ['A', 'B'] });
    expect(parseFieldCell(field({ jsonType: 'array', schema: { items: { type: 'object' } } }), '[{"x":1}]')).toEqual({ value: [{ x: 1 }] });
    expect(parseFieldCell(field({ jsonType: 'object' }), '{oops').error).toMatch(/JSON/);
  });

  it('parses custom field cells by type', () => {
    expect(parseCustomCell({ type: 'NUMBER', options: [] }, '1.5')).toEqual({ value: 1.5 });
    expect(parseCustomCell({ type: 'BOOLEAN', options: [] }, 'no')).toEqual({ value: false });
    expect(parseCustomCell({ type: 'SELECT', options: ['Wool', 'Cotton'] }, 'wool')).toEqual({ value: 'Wool' });
    expect(parseCustomCell({ type: 'MULTISELECT', options: ['Red', 'Blue'] }, 'red;blue')).toEqual({ value: ['Red', 'Blue'] });
    expect(parseCustomCell({ type: 'TEXT', options: [] }, ' as is ')).toEqual({ value: ' as is ' });
  });
});
