/**
 * emit-validators: the compiled validators (ajv standalone code) and the generate-time errors of the schema
 * language's cross-field keywords (`$data`, `x-rules`) and of ajv strict mode, each naming the file, the JSON path
 * and the fix. Error cases copy schemas/ into a temporary folder and edit one file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel, SchemaErrors } from './index.ts';
import { emitValidators, toEsm } from './emit-validators.ts';
import { model } from '../generated/model.ts';
import { compiledValidators } from '../generated/validators/all.ts';
import { entityValidator } from '../checks/validation.ts';

type Json = Record<string, any>;

const ROOT = resolve(import.meta.dirname, '..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function withEdit(file: string, edit: (json: Json) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'sellyard-validators-'));
  temporary.push(root);
  for (const folder of ['schemas', 'entities']) cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  edit(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
  return root;
}

/** The SchemaErrors that validating, normalizing or compiling `root` throws. */
function errorsOf(root: string): SchemaErrors {
  try {
    emitValidators(buildModel(root), new Map());
  } catch (error) {
    if (error instanceof SchemaErrors) return error;
    throw error;
  }
  throw new Error('expected SchemaErrors, but the schemas passed');
}

const validatorOf = (name: string) => entityValidator(model.entities, model.entities.find((e) => e.name === name)!, compiledValidators[name]);

describe('the compiled validators', () => {
  it('are ES modules with no eval and no require: ajv\'s helpers, ajv-formats\' formats and the x-format checks are imports', () => {
    const outputs = new Map<string, string>();
    emitValidators(model, outputs);
    const product = outputs.get('generated/validators/product.ts')!;
    expect(product.split('\n')[1]).toBe(' * GENERATED FILE: DO NOT EDIT.');
    expect(product).not.toMatch(/\brequire\(|new Function|\beval\(/);
    expect(product).toContain('import * as imported0Module from');
    expect(product).toMatch(/from "\.\.\/\.\.\/checks\/identifiers\.ts"/);
    // A format ajv-formats implements as a function (brand: `uri`) is imported, not copied.
    expect(outputs.get('generated/validators/brand.ts')).toMatch(/from "ajv-formats\/dist\/formats\.js"/);
    expect(outputs.get('generated/validators/index.ts')).toContain(`"product": () => import('./product.ts')`);
  });

  it('turns require calls into imports read through exportsOf', () => {
    const code = toEsm('"use strict";const a = require("ajv/dist/runtime/equal").default;const b = require("ajv/dist/runtime/equal").default;');
    expect(code).toContain('import * as imported0Module from "ajv/dist/runtime/equal.js";');
    expect(code.match(/import \* as/g)).toHaveLength(1);
    expect(code).toContain('const a = imported0.default;const b = imported0.default;');
  });

  it('word errors as the API does, x-format checks included', () => {
    const product = validatorOf('product');
    const errors = product.validate({ sku: '', title: 'T', currency: 'QQQ', colour: 'red' });
    expect(errors).toEqual(expect.arrayContaining([
      { pointer: '/sku', message: 'must not be empty' },
      { pointer: '/currency', message: 'must be a three-letter ISO 4217 currency code, such as GBP' },
      { pointer: '/colour', message: 'is not a field of product' },
    ]));
  });

  it('compare a date with another field of the record ($data), in the record\'s words', () => {
    const settlement = validatorOf('settlement');
    const body = { external_id: 'P-1', period_start: '2030-04-01', period_end: '2030-03-31', currency: 'GBP', lines: [] };
    expect(settlement.validate(structuredClone(body))).toEqual([{ pointer: '/period_end', message: 'is before the period start' }]);
    expect(settlement.validate({ ...structuredClone(body), period_end: '2030-04-01' })).toEqual([]);
  });

  it('apply x-rules to each line, with the rule\'s message at the line\'s field', () => {
    const settlement = validatorOf('settlement');
    const lines = [{ type: 'SALE', amount: -5 }, { type: 'FEE', amount: 3 }, { type: 'ADJUSTMENT', amount: -7 }, { type: 'REFUND', amount: -2 }];
    expect(settlement.validate({ external_id: 'P-2', period_start: '2030-04-01', period_end: '2030-04-30', lines })).toEqual([
      { pointer: '/lines/0/amount', message: 'is money in for a SALE: enter it as 0 or more' },
      { pointer: '/lines/1/amount', message: 'is money out for a FEE: enter it as a negative amount' },
    ]);
  });
});

describe('generate-time errors', () => {
  it.each<{ name: string; file: string; edit: (json: Json) => void; problem: string; path: string; fix: string }>([
    {
      name: 'a $data pointer naming no field',
      file: 'entities/settlement/settlement.schema.json',
      edit: (j) => { j.properties.period_end.formatMinimum = { $data: '1/period_strat' }; },
      problem: '`1/period_strat` names no field', path: 'at $.properties.period_end.formatMinimum.$data', fix: 'Fix: write `1/period_start`',
    },
    {
      name: 'a $data pointer that climbs out of the record',
      file: 'entities/settlement/settlement.schema.json',
      edit: (j) => { j.properties.period_end.formatMinimum = { $data: '3/period_start' }; },
      problem: '`3/period_start` names no field', path: 'at $.properties.period_end.formatMinimum.$data', fix: 'Fix: write',
    },
    {
      name: 'a $data pointer inside a line naming no field of the line',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { j.properties.amount.maximum = { $data: '1/amout' }; },
      problem: '`1/amout` names no field', path: 'entities/settlement/settlement-line.schema.json at $.properties.amount.maximum.$data', fix: 'Fix: write `1/amount`',
    },
    {
      name: 'a keyword ajv strict mode refuses without a type (strictTypes)',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.properties.rank = { minimum: 1 }; },
      problem: '`minimum` applies to number values but the schema says no type', path: 'at $.properties.rank', fix: 'Fix: add "type": "number" beside it',
    },
    {
      name: 'an unknown format',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.properties.website.format = 'urii'; },
      problem: '`urii` is not a format ajv knows', path: 'at $.properties.website.format', fix: 'Fix: write `uri`',
    },
    {
      name: 'a keyword value $data cannot stand for (ajv\'s meta-schema)',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.properties.name.type = { $data: '1/code' }; },
      problem: 'ajv refuses the schema', path: 'entities/brand/brand.schema.json', fix: 'Fix: give each keyword a value of the kind JSON Schema expects',
    },
    {
      name: 'an x-rules check ajv strict mode refuses',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { delete j['x-rules'][0].check.properties.amount.type; },
      problem: '`minimum` applies to number values', path: 'at $["x-rules"][0].check.properties.amount', fix: 'Fix: add "type": "number" beside it',
    },
    {
      name: 'an unknown format in a transition input',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.cancel.input.properties.cancel_reason.format = 'emial'; },
      problem: '`emial` is not a format ajv knows', path: 'at $.x-entity.stateMachine.transitions.cancel.input.properties.cancel_reason.format', fix: 'Fix: write `email`',
    },
    {
      name: 'an x-rules pointer naming no field',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { j['x-rules'][0].pointer = '/amout'; },
      problem: '`/amout` names no field of settlement-line', path: 'at $["x-rules"][0].pointer', fix: 'Fix: write `/amount`',
    },
    {
      name: 'a misspelt keyword in an x-rules check',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { j['x-rules'][0].check.properties.amount.minimun = 0; },
      problem: '`minimun` is not a JSON Schema keyword', path: 'at $["x-rules"][0].check.properties.amount.minimun', fix: 'Fix: write `minimum`',
    },
    {
      name: 'a misspelt keyword in an x-rules condition',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { j['x-rules'][0].when.propertes = j['x-rules'][0].when.properties; },
      problem: '`propertes` is not a JSON Schema keyword', path: 'at $["x-rules"][0].when.propertes', fix: 'Fix: write `properties`',
    },
    {
      name: 'an x-rules entry without its message',
      file: 'entities/settlement/settlement-line.schema.json',
      edit: (j) => { delete j['x-rules'][0].message; },
      problem: '`message` is missing', path: 'at $.x-rules[0]', fix: 'Fix: add `message`',
    },
    {
      name: 'a format comparison without its format',
      file: 'entities/report/report.schema.json',
      edit: (j) => { delete j['x-rules'][0].check.properties.date_to.format; },
      problem: '`formatMinimum` needs `format` beside it', path: 'at $["x-rules"][0].check.properties.date_to.formatMinimum', fix: 'Fix: add "format" (e.g. "date") to the same schema',
    },
    {
      name: 'a misspelt format comparison keyword',
      file: 'entities/settlement/settlement.schema.json',
      edit: (j) => { j.properties.period_end.formatMinumum = j.properties.period_end.formatMinimum; delete j.properties.period_end.formatMinimum; },
      problem: '`formatMinumum` is not a JSON Schema keyword', path: 'at $.properties.period_end.formatMinumum', fix: 'Fix: write `formatMinimum`',
    },
  ])('reports $name with file, path and fix', ({ file, edit, problem, path, fix }) => {
    const { message } = errorsOf(withEdit(file, edit));
    const line = message.split('\n').find((l) => l.includes(problem));
    expect(line, message).toBeDefined();
    expect(line).toContain(file);
    expect(line).toContain(path);
    expect(line).toContain(fix);
  });
});

describe('per-entity numbering', () => {
  it('rewrites only the changed entity\'s validator file when one entity\'s schema changes', () => {
    const before = new Map<string, string>();
    emitValidators(model, before);
    const changed = structuredClone(model);
    const brand = changed.entities.find((e) => e.name === 'brand')!;
    const name = brand.fields.find((f) => f.name === 'name')!;
    name.schema = { ...name.schema, maxLength: 77 };
    const after = new Map<string, string>();
    emitValidators(changed, after);
    const rewritten = [...after].filter(([path, content]) => before.get(path) !== content).map(([path]) => path);
    expect(rewritten).toEqual(['generated/validators/brand.ts']);
    expect(after.get('generated/validators/brand.ts')).toContain('77');
  }, 600_000);
});
