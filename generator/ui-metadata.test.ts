/**
 * The screen keywords (enum-labels.ts, ui-hints.ts): `x-enumLabels` and `oneOf` const/title, form groups and widths,
 * rich text and `x-upload`. A table per keyword: what the resolved model holds for a valid schema, and for each
 * mistake the file, JSON path and fix `generate` reports. Each case edits one file of a copy of schemas/.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel, SchemaErrors } from './index.ts';
import { clientEntity } from './emit-model.ts';
import type { Model } from '../model/types.ts';

type Json = Record<string, any>;

const ROOT = resolve(import.meta.dirname, '..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const BRAND = 'entities/brand/brand.schema.json';
const PRODUCT = 'entities/product/product.schema.json';

function withEdit(file: string, edit: (json: Json) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'sellyard-ui-'));
  temporary.push(root);
  for (const folder of ['schemas', 'entities']) cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  edit(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
  return root;
}

function errorsOf(root: string): string {
  try {
    buildModel(root);
  } catch (error) {
    if (error instanceof SchemaErrors) return error.message;
    throw error;
  }
  throw new Error('expected SchemaErrors, but the schemas passed');
}

const fieldOf = (model: Model, entity: string, field: string) => model.entities.find((e) => e.name === entity)!.fields.find((f) => f.name === field)!;

/** A brand with one extra property. */
const brandWith = (name: string, property: Json, extra: (j: Json) => void = () => undefined) => (j: Json) => {
  j.properties[name] = property;
  extra(j);
};

type ErrorCase = { name: string; file: string; edit: (json: Json) => void; path: string; fix: string };

describe('x-enumLabels and oneOf const/title', () => {
  it.each<{ name: string; property: Json; labels: Record<string, string> }>([
    { name: 'labels every value', property: { type: 'string', enum: ['PERCENT', 'FIXED_PRICE'], 'x-enumLabels': { PERCENT: 'Percentage', FIXED_PRICE: 'Fixed price' } }, labels: { PERCENT: 'Percentage', FIXED_PRICE: 'Fixed price' } },
    { name: 'humanises codes without labels', property: { type: 'string', enum: ['AWAITING_PAYMENT', 'BOTH', 'EAN13'] }, labels: { AWAITING_PAYMENT: 'Awaiting payment', BOTH: 'Both', EAN13: 'EAN13' } },
    { name: 'reads a oneOf of titled consts', property: { type: 'string', oneOf: [{ const: 'BOTH', title: 'Price and quantity' }, { const: 'PRICE', title: 'Price only' }] }, labels: { BOTH: 'Price and quantity', PRICE: 'Price only' } },
    { name: 'reads a oneOf of untitled consts as humanised codes', property: { type: 'string', oneOf: [{ const: 'ON_HOLD' }, { const: 'OPEN' }] }, labels: { ON_HOLD: 'On hold', OPEN: 'Open' } },
    { name: 'labels the items of an array', property: { type: 'array', items: { type: 'string', enum: ['A_B', 'C'], 'x-enumLabels': { A_B: 'A and B', C: 'C' } } }, labels: { A_B: 'A and B', C: 'C' } },
  ])('$name', ({ property, labels }) => {
    const model = buildModel(withEdit(BRAND, brandWith('mode', property)));
    const field = fieldOf(model, 'brand', 'mode');
    expect(field.enumLabels).toEqual(labels);
    // One form for everyone downstream: `enum` (validators, CHECK constraints, filters).
    expect(field.enum).toEqual(Object.keys(labels));
    expect(field.schema.oneOf).toBeUndefined();
  });

  it('gives a state machine written with oneOf its states and their labels', () => {
    const model = buildModel(withEdit(BRAND, brandWith('state', { type: 'string', readOnly: true, oneOf: [{ const: 'NEW', title: 'Just added' }, { const: 'DONE', title: 'Finished' }] }, (j) => {
      j['x-entity'].stateMachine = { field: 'state', initial: 'NEW', transitions: { finish: { from: ['NEW'], to: 'DONE' } } };
    })));
    const brand = model.entities.find((e) => e.name === 'brand')!;
    expect(brand.stateMachine!.states).toEqual(['NEW', 'DONE']);
    expect(fieldOf(model, 'brand', 'state').enumLabels).toEqual({ NEW: 'Just added', DONE: 'Finished' });
  });

  it('labels x-enumFrom values with the manifest\'s labels', () => {
    const model = buildModel(ROOT);
    const flags = fieldOf(model, 'account', 'feature_flags');
    expect(flags.enumLabels?.goldenTicket).toBe('Golden Ticket');
  });

  it('sends the browser only labels that differ from the humanised code, and not twice', () => {
    const model = buildModel(withEdit(BRAND, brandWith('mode', { type: 'string', enum: ['FIXED_PRICE', 'BOTH'], 'x-enumLabels': { FIXED_PRICE: 'Fixed price', BOTH: 'Price and quantity' } })));
    const client = clientEntity(model.entities.find((e) => e.name === 'brand')!).fields.find((f) => f.name === 'mode')!;
    expect(client.enumLabels).toEqual({ BOTH: 'Price and quantity' });
    expect((client.schema as Json)['x-enumLabels']).toBeUndefined();
  });

  it.each<ErrorCase>([
    { name: 'a label for a value the enum lacks', file: BRAND, edit: brandWith('mode', { type: 'string', enum: ['A', 'B'], 'x-enumLabels': { A: 'a', B: 'b', C: 'c' } }), path: '$.properties.mode.x-enumLabels.C', fix: '`C` is not a value of the enum' },
    { name: 'a value left without a label', file: BRAND, edit: brandWith('mode', { type: 'string', enum: ['A', 'ON_HOLD'], 'x-enumLabels': { A: 'a' } }), path: '$.properties.mode.x-enumLabels', fix: 'Fix: add "ON_HOLD": "On hold"' },
    { name: 'a oneOf with some titles missing', file: BRAND, edit: brandWith('mode', { type: 'string', oneOf: [{ const: 'A', title: 'Aye' }, { const: 'B' }] }), path: '$.properties.mode.x-enumLabels', fix: '`B` has no label' },
    { name: 'labels without an enum', file: BRAND, edit: brandWith('mode', { type: 'string', 'x-enumLabels': { A: 'a' } }), path: '$.properties.mode.x-enumLabels', fix: 'add the `enum` beside it' },
    { name: 'both a const oneOf and an enum', file: BRAND, edit: brandWith('mode', { type: 'string', enum: ['A'], oneOf: [{ const: 'A', title: 'a' }] }), path: '$.properties.mode.oneOf', fix: 'keep either the `oneOf`' },
    { name: 'an empty label', file: BRAND, edit: brandWith('mode', { type: 'string', enum: ['A'], 'x-enumLabels': { A: '' } }), path: '$.properties.mode.x-enumLabels.A', fix: 'Fix:' },
    { name: 'a nested enum\'s label for a missing value', file: PRODUCT, edit: (j) => { j.properties.barcodes.items.properties.type['x-enumLabels'].EAN5 = 'EAN-5'; }, path: '$.properties.barcodes.items.properties.type.x-enumLabels.EAN5', fix: 'write `EAN8`' },
  ])('refuses $name', ({ file, edit, path, fix }) => {
    const message = errorsOf(withEdit(file, edit));
    expect(message).toContain(`${file} at ${path}`);
    expect(message).toContain(fix);
  });
});

describe('form layout: x-entity.form.groups, x-ui.group, x-ui.width', () => {
  it('resolves the groups in order and keeps each field\'s group and width', () => {
    const model = buildModel(withEdit(BRAND, (j) => {
      j['x-entity'].form = { groups: [{ name: 'main', title: 'Main' }, { name: 'more', title: 'More', description: 'Details' }] };
      j.properties.name['x-ui'] = { group: 'more', width: 'third' };
    }));
    const brand = model.entities.find((e) => e.name === 'brand')!;
    expect(brand.form.groups).toEqual([{ name: 'main', title: 'Main' }, { name: 'more', title: 'More', description: 'Details' }]);
    expect(fieldOf(model, 'brand', 'name').ui).toMatchObject({ group: 'more', width: 'third' });
  });

  it('is one untitled group by default', () => {
    expect(buildModel(ROOT).entities.find((e) => e.name === 'brand')!.form).toEqual({ groups: [] });
  });

  it.each<ErrorCase>([
    { name: 'a group the entity does not declare', file: BRAND, edit: (j) => { j['x-entity'].form = { groups: [{ name: 'main', title: 'Main' }] }; j.properties.name['x-ui'] = { group: 'mian' }; }, path: '$.properties.name.x-ui.group', fix: 'Fix: write `main`' },
    { name: 'a group when none are declared', file: BRAND, edit: (j) => { j.properties.name['x-ui'] = { group: 'main' }; }, path: '$.properties.name.x-ui.group', fix: 'declare it in `x-entity.form.groups`' },
    { name: 'a group declared twice', file: BRAND, edit: (j) => { j['x-entity'].form = { groups: [{ name: 'a', title: 'A' }, { name: 'a', title: 'B' }] }; }, path: '$.x-entity.form.groups[1].name', fix: 'give each group its own name' },
    { name: 'a width that is not a share of a row', file: BRAND, edit: (j) => { j.properties.name['x-ui'] = { width: 'quarter' }; }, path: '$.properties.name.x-ui.width', fix: 'write one of "full", "half", "third"' },
    { name: 'a group without a title', file: BRAND, edit: (j) => { j['x-entity'].form = { groups: [{ name: 'a' }] }; }, path: '$.x-entity.form.groups[0]', fix: 'add `title`' },
  ])('refuses $name', ({ file, edit, path, fix }) => {
    const message = errorsOf(withEdit(file, edit));
    expect(message).toContain(`${file} at ${path}`);
    expect(message).toContain(fix);
  });
});

describe('rich text: x-ui.widget "richtext" or contentMediaType text/html', () => {
  it.each([
    ['x-ui.widget', { type: ['string', 'null'], 'x-ui': { widget: 'richtext' }, 'x-sanitize': 'html' }],
    ['contentMediaType', { type: ['string', 'null'], contentMediaType: 'text/html', 'x-sanitize': 'html' }],
  ])('marks the field rich text through %s, sanitised on save', (_how, property) => {
    const field = fieldOf(buildModel(withEdit(BRAND, brandWith('story', property))), 'brand', 'story');
    expect(field.ui.widget).toBe('richtext');
    expect(field.sanitize).toBe('html');
  });

  it('is what the product description and a listing\'s description are', () => {
    const model = buildModel(ROOT);
    for (const [entity, name] of [['product', 'description'], ['listing', 'description']]) {
      expect(fieldOf(model, entity, name)).toMatchObject({ ui: { widget: 'richtext' }, sanitize: 'html' });
    }
  });

  it.each<ErrorCase>([
    { name: 'rich text that is not sanitised', file: BRAND, edit: brandWith('story', { type: 'string', 'x-ui': { widget: 'richtext' } }), path: '$.properties.story.x-sanitize', fix: 'add `"x-sanitize": "html"`' },
    { name: 'rich text that is not a string', file: BRAND, edit: brandWith('story', { type: 'integer', contentMediaType: 'text/html', 'x-sanitize': 'html' }), path: '$.properties.story', fix: 'give it `"type": "string"`' },
    { name: 'HTML with another widget', file: BRAND, edit: brandWith('story', { type: 'string', contentMediaType: 'text/html', 'x-sanitize': 'html', 'x-ui': { widget: 'textarea' } }), path: '$.properties.story.x-ui.widget', fix: 'write "richtext"' },
    { name: 'an unknown widget', file: BRAND, edit: brandWith('story', { type: 'string', 'x-ui': { widget: 'wysiwyg' } }), path: '$.properties.story.x-ui.widget', fix: '"richtext"' },
  ])('refuses $name', ({ file, edit, path, fix }) => {
    const message = errorsOf(withEdit(file, edit));
    expect(message).toContain(`${file} at ${path}`);
    expect(message).toContain(fix);
  });
});

describe('x-upload: "image"', () => {
  it.each<{ name: string; property: Json; upload: Json }>([
    { name: 'one image', property: { type: ['string', 'null'], format: 'uri-reference', 'x-upload': 'image' }, upload: { kind: 'image', many: false } },
    { name: 'a list of images', property: { type: 'array', items: { type: 'string', format: 'uri-reference', 'x-upload': 'image' } }, upload: { kind: 'image', many: true } },
    { name: 'a list of objects with an image', property: { type: 'array', items: { type: 'object', properties: { src: { type: 'string', 'x-upload': 'image', pattern: '^(https://|/media/)' }, alt: { type: 'string' } } } }, upload: { kind: 'image', many: true, urlField: 'src' } },
  ])('resolves $name', ({ property, upload }) => {
    expect(fieldOf(buildModel(withEdit(BRAND, brandWith('logo', property))), 'brand', 'logo').upload).toEqual(upload);
  });

  it('is what a product\'s images are', () => {
    expect(fieldOf(buildModel(ROOT), 'product', 'images').upload).toEqual({ kind: 'image', many: true, urlField: 'url' });
  });

  it.each<ErrorCase>([
    { name: 'a `uri` format, which refuses the relative path', file: BRAND, edit: brandWith('logo', { type: 'string', format: 'uri', 'x-upload': 'image' }), path: '$.properties.logo.format', fix: 'write "format": "uri-reference"' },
    { name: 'a pattern that refuses /media/', file: PRODUCT, edit: (j) => { j.properties.images.items.properties.url.pattern = '^https://'; }, path: '$.properties.images.items.properties.url.pattern', fix: 'let it admit `/media/`' },
    { name: 'an upload that is not a string', file: BRAND, edit: brandWith('logo', { type: 'integer', 'x-upload': 'image' }), path: '$.properties.logo.x-upload', fix: 'put `x-upload` on a string property' },
    { name: 'a kind other than image', file: BRAND, edit: brandWith('logo', { type: 'string', 'x-upload': 'video' }), path: '$.properties.logo.x-upload', fix: 'write one of "image"' },
  ])('refuses $name', ({ file, edit, path, fix }) => {
    const message = errorsOf(withEdit(file, edit));
    expect(message).toContain(`${file} at ${path}`);
    expect(message).toContain(fix);
  });
});
