/**
 * Emits the resolved model for the server (`generated/model.ts`) and the part of it the browser may see
 * (`generated/client-model.ts`): internal fields, SQL details and write-only fields never reach the admin.
 */
import type { EntityModel, FieldModel, Model } from '../model/types.ts';
import { generatedHeader, json } from './header.ts';
import { humanizeCode } from '../checks/enum-labels.ts';

export type Outputs = Map<string, string>;

/** Field keys that are server-only: how the column is stored and checked, not what the screen shows. */
const SERVER_ONLY_FIELD_KEYS = ['sqlType', 'internal', 'virtual', 'trim', 'lowercase', 'sanitize'] as const;

function clientField(field: FieldModel): Partial<FieldModel> {
  const copy: Partial<FieldModel> = { ...field };
  for (const key of SERVER_ONLY_FIELD_KEYS) delete copy[key];
  // The field's `ui` says what `x-ui` said (resolved): the browser needs it once.
  if (copy.schema && 'x-ui' in copy.schema) {
    const { 'x-ui': _ui, ...schema } = copy.schema;
    copy.schema = schema;
  }
  return field.enumLabels ? withClientEnumLabels(copy, field.enumLabels) : copy;
}

/**
 * The browser's copy of a field's enum labels, kept small: only labels that differ from the humanised code (the
 * admin humanises the rest with the same function), and not a second time inside the field's schema.
 */
function withClientEnumLabels(field: Partial<FieldModel>, labels: Record<string, string>): Partial<FieldModel> {
  const own = Object.fromEntries(Object.entries(labels).filter(([code, label]) => label !== humanizeCode(code)));
  const schema = { ...(field.schema as Record<string, any>) };
  delete schema['x-enumLabels'];
  if (schema.items && typeof schema.items === 'object' && 'x-enumLabels' in schema.items) {
    const { 'x-enumLabels': _labels, ...items } = schema.items;
    schema.items = items;
  }
  const { enumLabels: _all, ...rest } = field;
  return { ...rest, schema, ...(Object.keys(own).length ? { enumLabels: own } : {}) };
}

export function clientEntity(entity: EntityModel) {
  // The entity's description is the schema author's note to developers (why a rule exists); no screen shows it,
  // and it is a fifth of the model's gzip weight in the admin's initial chunk. Field descriptions stay: forms
  // show them as help text.
  const { sourceFile: _sourceFile, description: _description, ...rest } = entity;
  return {
    ...rest,
    fields: entity.fields.filter((f) => !f.internal && !(f.writeOnly && f.virtual && f.name === 'password_hash')).map(clientField),
    unique: entity.unique.map(({ fields, caseInsensitive, message }) => ({ fields, caseInsensitive, message })),
    indexes: undefined,
  };
}

export function emitModel(model: Model, outputs: Outputs): void {
  outputs.set(
    'generated/model.ts',
    `${generatedHeader('schemas/ (the whole resolved model, server side)')}` +
      `import type { Model } from '../model/types.ts';\n\n` +
      `export const model: Model = ${json(model)};\n`,
  );
  const client = {
    productName: model.productName,
    entities: model.entities.map(clientEntity),
    roles: model.roles,
    permissions: model.permissions,
    flags: model.flags,
    memberGrants: model.memberGrants,
    routes: model.routes,
    menuGroups: model.menuGroups,
    sharedSchemas: model.sharedSchemas,
  };
  // The admin's initial JS carries the boot part (routes, menu, roles, entities with each field's name and JSON
  // type: what guards, menus and permission rules read); the fields' full descriptions (schemas, titles, ui hints:
  // two thirds of the client model) and the shared schemas forms resolve `$ref`s against are a module of their own that the admin loads beside /api/auth/me, before any
  // screen renders. `client-model.ts` joins the two for everything else (tests, the server's manifest).
  const { sharedSchemas, ...bootRest } = client;
  const boot = {
    ...bootRest,
    entities: client.entities.map((entity) => ({ ...entity, fields: entity.fields.map((f) => ({ name: f.name, jsonType: f.jsonType })) })),
  };
  const fields = Object.fromEntries(client.entities.map((entity) => [entity.name, entity.fields]));
  outputs.set(
    'generated/client-boot.ts',
    `${generatedHeader('schemas/ (the browser-safe model without the fields\' descriptions: the admin\'s initial JS)')}` +
      `export const clientBoot = ${json(boot)} as const;\n`,
  );
  outputs.set(
    'generated/client-fields.ts',
    `${generatedHeader('schemas/ (every entity\'s browser-safe fields, by entity name: loaded by the admin beside the session)')}` +
      `export const clientFields = ${json(fields)} as const;\n\n` +
      `export const clientSharedSchemas = ${json(sharedSchemas)} as const;\n`,
  );
  outputs.set(
    'generated/client-model.ts',
    `${generatedHeader('schemas/ (the browser-safe part of the model: no internal columns or SQL details)')}` +
      `import { clientBoot } from './client-boot.ts';\nimport { clientFields, clientSharedSchemas } from './client-fields.ts';\n\n` +
      `/** The boot part with each entity's full fields and the shared schemas: the whole browser-safe model. */\n` +
      `export const clientModel = {\n  ...clientBoot,\n  sharedSchemas: clientSharedSchemas,\n  entities: clientBoot.entities.map((entity) => ({ ...entity, fields: clientFields[entity.name] })),\n};\n\n` +
      `export type ClientModel = typeof clientModel;\n`,
  );
}
