/**
 * validate: each broken schema or manifest is a SchemaErrors whose message names the file, the JSON path and the
 * fix. Every case copies schemas/ into a temporary folder and edits one file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildModel, SchemaErrors } from './index.ts';

type Json = Record<string, any>;

const ROOT = resolve(import.meta.dirname, '..');
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A copy of the project's schemas with one file edited; returns the copy's root. */
function withEdit(file: string, edit: (json: Json) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'sellyard-schemas-'));
  temporary.push(root);
  for (const folder of ['schemas', 'entities']) cpSync(join(ROOT, folder), join(root, folder), { recursive: true });
  const json = JSON.parse(readFileSync(join(root, file), 'utf8'));
  edit(json);
  writeFileSync(join(root, file), JSON.stringify(json, null, 2));
  return root;
}

/** The SchemaErrors a build of `root` throws (fails the test if it does not throw one). */
function errorsOf(root: string): SchemaErrors {
  try {
    buildModel(root);
  } catch (error) {
    if (error instanceof SchemaErrors) return error;
    throw error;
  }
  throw new Error('expected SchemaErrors, but the schemas passed');
}

const route = (json: Json, path: string) => json.routes.find((r: Json) => r.path === path);
/** Index of a route in the project's manifest, so the expected JSON path follows the file. */
const routesOf = (file: string): Json[] => JSON.parse(readFileSync(join(ROOT, file), 'utf8')).routes;
const ROUTES = routesOf('schemas/manifest/routes.json');
const routeIndex = (test: (r: Json) => boolean, routes = ROUTES) => routes.findIndex(test);
const guarded = routeIndex((r) => r.guard?.permissions.length > 0);

describe('validate', () => {
  it('accepts the project schemas', () => {
    expect(() => buildModel(ROOT)).not.toThrow();
  });

  it.each<{ name: string; file: string; edit: (json: Json) => void; path: string; fix: string }>([
    {
      name: 'an unknown x- keyword (typo `x-refs`)',
      file: 'entities/product/product.schema.json',
      edit: (j) => { j.properties.brand_id['x-refs'] = j.properties.brand_id['x-ref']; delete j.properties.brand_id['x-ref']; },
      path: '$.properties.brand_id.x-refs', fix: 'Fix: write `x-ref`',
    },
    {
      name: 'a permission that is not in the manifest',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j['x-entity'].permission = 'brandz'; },
      path: '$.x-entity.permission', fix: 'Fix: write `brands`',
    },
    {
      name: 'custom fields for a target custom-field\'s `entity` does not list',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j['x-entity'].customFields = true; },
      path: '$.x-entity.customFields', fix: 'Fix: add "brands" to the enum of `entity` in entities/custom-field/custom-field.schema.json',
    },
    {
      name: 'custom-field targets keyed by a value the field does not have',
      file: 'entities/relationship/relationship.schema.json',
      edit: (j) => { j['x-entity'].customFields.targets = { CUSTOMERS: 'customers' }; },
      path: '$.x-entity.customFields.targets.CUSTOMERS', fix: 'Fix: write `CUSTOMER`',
    },
    {
      name: 'a `custom_fields` property beside `customFields`',
      file: 'entities/product/product.schema.json',
      edit: (j) => { j.properties.custom_fields = { type: 'object' }; },
      path: '$.properties.custom_fields', fix: 'Fix: remove it',
    },
    {
      name: 'a list column that is not a field',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j['x-entity'].list.columns[2] = 'webiste'; },
      path: '$.x-entity.list.columns[2]', fix: 'Fix: write `website`',
    },
    {
      name: 'a state machine `to` that is not a state',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.submit.to = 'AWAITING_PAYMNT'; },
      path: '$.x-entity.stateMachine.transitions.submit.to', fix: 'Fix: write `AWAITING_PAYMENT`',
    },
    {
      name: 'a transition limited to a role the manifest does not have',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.cancel.roles = ['ownr']; },
      path: '$.x-entity.stateMachine.transitions.cancel.roles[0]', fix: 'Fix: write `owner`',
    },
    {
      name: 'a transition needing a permission the manifest does not have',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.cancel.permissions = ['order']; },
      path: '$.x-entity.stateMachine.transitions.cancel.permissions[0]', fix: 'Fix: write `orders`',
    },
    {
      name: 'a second way into a held state (its remembered state would be stale)',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.pay.to = 'ON_HOLD'; },
      path: '$.x-entity.stateMachine.transitions.pay.to', fix: 'Fix: enter `ON_HOLD` only through `hold`',
    },
    {
      name: 'a `remember` transition that enters no state of its own',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.hold.to = '$same'; },
      path: '$.x-entity.stateMachine.transitions.hold.to', fix: 'Fix: name the state that holds the record',
    },
    {
      name: 'a reference to a missing entity',
      file: 'entities/product/product.schema.json',
      edit: (j) => { j.properties.brand_id['x-ref'].entity = 'brnd'; },
      path: '$.properties.brand_id.x-ref.entity', fix: 'Fix: write `brand`',
    },
    {
      name: 'a route guard naming an unknown flag',
      file: 'entities/tax-compliance-application/routes.json',
      edit: (j) => { route(j, '/tax-applications').guard.flags = ['goldenTicket', 'vatTaxs']; },
      path: `$.routes[${routeIndex((r) => r.path === '/tax-applications', routesOf('entities/tax-compliance-application/routes.json'))}].guard.flags[1]`, fix: 'Fix: write `vatTaxes`',
    },
    {
      name: 'a redirect to a missing path',
      file: 'schemas/manifest/routes.json',
      edit: (j) => { route(j, '/').to = '/dashbord'; },
      path: '$.routes[0].to', fix: 'Fix: redirect to a listed path',
    },
    {
      name: 'a route guard naming an unknown permission',
      file: 'schemas/manifest/routes.json',
      edit: (j) => { j.routes[guarded].guard.permissions[0] = 'prodcts'; },
      path: `$.routes[${guarded}].guard.permissions[0]`, fix: 'Fix: write `products`',
    },
    {
      name: 'a `$id` that is not the file name',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.$id = 'brands.schema.json'; },
      path: '$.$id', fix: 'Fix: write "brand.schema.json"',
    },
    {
      name: 'a money field whose currency field is missing',
      file: 'entities/product/product.schema.json',
      edit: (j) => { j.properties.cost_price['x-money'].currencyField = 'curency'; },
      path: '$.properties.cost_price.x-money.currencyField', fix: 'Fix: write `currency`',
    },
    {
      name: 'a grant on an unknown resource',
      file: 'schemas/manifest/permissions.json',
      edit: (j) => { j.permissions.products.grants[0].subject = 'brandz'; },
      path: '$.permissions.products.grants[0].subject', fix: 'Fix: write `brands`',
    },
    {
      name: "a role's grant on an unknown resource",
      file: 'entities/user/permissions.json',
      edit: (j) => { j.roleGrants.owner[0].subject = 'userz'; },
      path: '$.roleGrants.owner[0].subject', fix: 'Fix: write `users`',
    },
    {
      name: 'an entity flag that is not in the manifest',
      file: 'entities/responsible-person/responsible-person.schema.json',
      edit: (j) => { j['x-entity'].flags = ['goldenTicket', 'responsiblePersn']; },
      path: '$.x-entity.flags[1]', fix: 'Fix: write `responsiblePerson`',
    },
    {
      name: 'a singleton with a state machine',
      file: 'entities/return-settings/return-settings.schema.json',
      edit: (j) => {
        j.properties.status = { type: 'string', enum: ['DRAFT', 'LIVE'], readOnly: true };
        j['x-entity'].stateMachine = { field: 'status', initial: 'DRAFT', transitions: { publish: { from: ['DRAFT'], to: 'LIVE' } } };
      },
      path: '$.x-entity.stateMachine', fix: 'Fix: remove `stateMachine` or `singleton`',
    },
    {
      name: 'a singleton with list columns',
      file: 'entities/general-settings/general-settings.schema.json',
      edit: (j) => { j['x-entity'].list = { columns: ['trading_name'] }; },
      path: '$.x-entity.list', fix: 'Fix: remove `list` or `singleton`',
    },
    {
      name: 'a list screen of a singleton',
      file: 'entities/general-settings/routes.json',
      edit: (j) => { Object.assign(route(j, '/settings/general'), { kind: 'list', modes: ['list'] }); },
      path: `$.routes[${routeIndex((r) => r.path === '/settings/general', routesOf('entities/general-settings/routes.json'))}].kind`, fix: 'Fix: write "kind": "page"',
    },
    {
      name: 'a misspelt standard keyword (`minLenght`)',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.properties.name.minLenght = 2; },
      path: '$.properties.name.minLenght', fix: 'Fix: write `minLength`',
    },
    {
      name: 'a misspelt standard keyword inside a conditional subschema',
      file: 'entities/brand/brand.schema.json',
      edit: (j) => { j.allOf = [{ if: { properties: { name: { const: 'x' } } }, then: { properties: { name: { maxLenght: 3 } } } }]; },
      path: '$.allOf[0].then.properties.name.maxLenght', fix: 'Fix: write `maxLength`',
    },
    {
      name: 'a reference inside an array naming no entity',
      file: 'entities/product/product.schema.json',
      edit: (j) => { j.properties.responsible_person_ids.items['x-ref'] = { entity: 'responsible-persn' }; },
      path: '$.properties.responsible_person_ids.items.x-ref.entity', fix: 'Fix: write `responsible-person`',
    },
    {
      name: 'a transition setting a field from an input property it does not declare',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.cancel.set = { notes: '$input.cancel_reasn' }; },
      path: '$.x-entity.stateMachine.transitions.cancel.set.notes', fix: 'Fix: write $input.cancel_reason',
    },
    {
      name: 'a misspelt keyword in a transition input',
      file: 'entities/sales-order/sales-order.schema.json',
      edit: (j) => { j['x-entity'].stateMachine.transitions.cancel.input.properties.cancel_reason.maxLenght = 9; },
      path: '$.x-entity.stateMachine.transitions.cancel.input.properties.cancel_reason.maxLenght', fix: 'Fix: write `maxLength`',
    },
    {
      name: 'a route naming no entity',
      file: 'entities/brand/routes.json',
      edit: (j) => { j.routes.find((r: Json) => r.entity === 'brand').entity = 'brnad'; },
      path: `$.routes[${routeIndex((r) => r.entity === 'brand', routesOf('entities/brand/routes.json'))}].entity`, fix: 'Fix: write `brand`',
    },
    // Entity folders: a problem is reported in the folder's file, at the path it has there.
    {
      name: "a grant of a folder's permission on an unknown resource",
      file: 'entities/user/permissions.json',
      edit: (j) => { j.permissions.users.grants[0].subject = 'userz'; },
      path: '$.permissions.users.grants[0].subject', fix: 'Fix: write `users`',
    },
    {
      name: "a folder's member grant on an unknown field",
      file: 'entities/listing/permissions.json',
      edit: (j) => { j.memberGrants[0].conditions = { chanel: 'ONBUY' }; },
      path: '$.memberGrants[0].conditions.chanel', fix: 'Fix: name a field of that entity',
    },
    {
      name: "a folder's route with an unknown keyword",
      file: 'entities/brand/routes.json',
      edit: (j) => { j.routes[0].titel = 'Brands'; },
      path: '$.routes[0].titel', fix: 'Fix: remove it or write `title`',
    },
    {
      name: "a folder's route without a position",
      file: 'entities/brand/routes.json',
      edit: (j) => { delete j.routes[0].position; },
      path: '$.routes[0]', fix: 'Fix: add `position`',
    },
    {
      name: "a folder's route of another entity",
      file: 'entities/brand/routes.json',
      edit: (j) => { j.routes[0].entity = 'product'; },
      path: '$.routes[0].entity', fix: 'Fix: write "entity": "brand"',
    },
    {
      name: 'a permission defined in a folder and in the manifest',
      file: 'entities/user/permissions.json',
      edit: (j) => { j.permissions.products = { position: 1, label: 'Products again' }; },
      path: '$.permissions.products', fix: 'Fix: define a permission in one place',
    },
    {
      name: "a folder's grant for an unknown role",
      file: 'entities/user/permissions.json',
      edit: (j) => { j.roleGrants.ownr = j.roleGrants.owner; },
      path: '$.roleGrants.ownr', fix: 'Fix: write `owner`',
    },
  ])('reports $name with file, path and fix', ({ file, edit, path, fix }) => {
    const error = errorsOf(withEdit(file, edit));
    const line = error.message.split('\n').find((l) => l.includes(path));
    expect(line, `no message names ${path}:\n${error.message}`).toBeDefined();
    expect(line).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at `));
    expect(line).toContain(fix);
    expect(error.errors.some((e) => e.file === file)).toBe(true);
  });

  it('refuses an entity folder without its schema, naming the folder', () => {
    const root = withEdit('entities/brand/routes.json', () => {});
    rmSync(join(root, 'entities/brand/brand.schema.json'));
    expect(() => buildModel(root)).toThrow(/entities\/brand: the folder has no brand\.schema\.json/);
  });

  it('refuses a schema in the folder of an entity it is not a line of', () => {
    const root = withEdit('entities/brand/routes.json', () => {});
    cpSync(join(root, 'entities/product/product.schema.json'), join(root, 'entities/brand/product.schema.json'));
    rmSync(join(root, 'entities/product'), { recursive: true });
    const error = errorsOf(root);
    expect(error.message).toContain('entities/brand/product.schema.json at $.x-entity: product is neither the folder\'s entity nor one of its lines');
  });

  it('reports an unknown x- keyword once', () => {
    const error = errorsOf(withEdit('entities/product/product.schema.json', (j) => { j.properties.brand_id['x-refs'] = {}; }));
    expect(error.errors).toHaveLength(1);
  });
  it('suggests the x-entity keyword meant', () => {
    const error = errorsOf(withEdit('entities/brand/brand.schema.json', (j) => { j['x-entity'].serach = ['name']; }));
    expect(error.message).toContain('Fix: remove it or write `search`');
  });

  it('refuses `singleton` and `flags` of the wrong shape against the meta-schema', () => {
    const singleton = errorsOf(withEdit('entities/brand/brand.schema.json', (j) => { j['x-entity'].singleton = 'yes'; }));
    expect(singleton.message).toContain('$.x-entity.singleton');
    const flags = errorsOf(withEdit('entities/brand/brand.schema.json', (j) => { j['x-entity'].flags = []; }));
    expect(flags.message).toContain('$.x-entity.flags');
  });
});
