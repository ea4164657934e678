/**
 * Emits one Objection model class per entity (`generated/models/<entity>.ts`) and `generated/models/index.ts`.
 *
 * Classes are named `<TypeName>Model` and typed by merging an interface built on the record type of
 * generated/types.ts. No `jsonSchema` is set: the API validates with ajv itself. Tenant tables key on
 * `(account_id, id)` and join on both columns, so a relation never crosses accounts.
 */
import type { EntityModel, FieldModel, Model } from './model.ts';
import type { Outputs } from './emit-model.ts';
import { generatedHeader } from './header.ts';

export const MODELS_DIR = 'generated/models';

/** One relation of a model class, before it is written out. */
export interface RelationSpec {
  name: string;
  kind: 'BelongsToOneRelation' | 'HasManyRelation';
  target: EntityModel;
  from: string[];
  to: string[];
  orderBy?: string;
  doc: string;
}

/** `SalesOrder` → `SalesOrderModel`. */
export function modelClassName(entity: EntityModel): string {
  return `${entity.typeName}Model`;
}

/** Key columns: `['account_id', 'id']` on tenant tables, `'id'` on the root (accounts) table. */
export function idColumns(entity: EntityModel): string[] {
  return entity.tenancy === 'account' ? ['account_id', 'id'] : ['id'];
}

/** Columns that exist in the table but never leave the server: internal, and stored write-only ones. */
export function hiddenColumns(entity: EntityModel): string[] {
  return entity.fields.filter((f) => !f.virtual && (f.internal || f.writeOnly)).map((f) => f.name);
}

/** Columns Objection must (de)serialise as JSON: jsonb columns (arrays and objects). */
export function jsonColumns(entity: EntityModel): string[] {
  return entity.fields.filter((f) => !f.virtual && f.sqlType === 'jsonb').map((f) => f.name);
}

/** Join columns from `table.column` on one side to `target.key` on the other, with the account when both are tenants. */
function joinColumns(table: string, column: string, source: EntityModel, target: EntityModel, targetKey: string) {
  const both = source.tenancy === 'account' && target.tenancy === 'account';
  return {
    from: [...(both ? [`${table}.account_id`] : []), `${table}.${column}`],
    to: [...(both ? [`${target.table}.account_id`] : []), `${target.table}.${targetKey}`],
  };
}

/**
 * Relation names: a reference field without its `_id` (`brand_id` → `brand`), children under their field
 * (`lines`), a child's parent under the parent's snake name (`sales_order`). A name that is already a column
 * (`tax_id` next to a `tax` amount) gets `_ref` appended.
 */
export function relationsOf(entity: EntityModel, model: Model): RelationSpec[] {
  const byName = new Map(model.entities.map((e) => [e.name, e]));
  const taken = new Set([...entity.fields.map((f) => f.name), ...(entity.childOf ? [entity.childOf.foreignKey] : [])]);
  const free = (name: string) => (taken.has(name) ? `${name}_ref` : name);
  const relations: RelationSpec[] = [];
  for (const field of entity.fields.filter((f) => f.ref)) {
    const target = byName.get(field.ref!.entity)!;
    relations.push({
      name: free(field.name.replace(/_id$/, '')),
      kind: 'BelongsToOneRelation',
      target,
      ...joinColumns(entity.table, field.name, entity, target, 'id'),
      doc: `The ${target.title.toLowerCase()} \`${field.name}\` points at.`,
    });
  }
  for (const child of entity.children) {
    const target = byName.get(child.entity)!;
    const join = joinColumns(target.table, child.foreignKey, target, entity, 'id');
    relations.push({
      name: child.field,
      kind: 'HasManyRelation',
      target,
      from: join.to,
      to: join.from,
      orderBy: `${target.table}.${child.orderBy}`,
      doc: `The ${target.title.toLowerCase()} rows, ordered by \`${child.orderBy}\`.`,
    });
  }
  // The pointer to the parent is implied by `childOf`; a schema that also declares it as a reference has it above.
  if (entity.childOf && !entity.fields.some((f) => f.name === entity.childOf!.foreignKey)) {
    const parent = byName.get(entity.childOf.entity)!;
    relations.push({
      name: free(parent.name.replace(/-/g, '_')),
      kind: 'BelongsToOneRelation',
      target: parent,
      ...joinColumns(entity.table, entity.childOf.foreignKey, entity, parent, 'id'),
      doc: `The ${parent.title.toLowerCase()} this row belongs to.`,
    });
  }
  return relations;
}

/** A TypeScript type for a server-only column (they are scalars: a password hash, a token). */
function columnType(field: FieldModel): string {
  const base = { string: 'string', integer: 'number', number: 'number', boolean: 'boolean', object: 'unknown', array: 'unknown[]' }[field.jsonType];
  return field.nullable ? `${base} | null` : base;
}

const list = (items: string[]) => `[${items.map((i) => `'${i}'`).join(', ')}]`;
/** One column as a string, a composite key as an array. */
const columns = (items: string[]) => (items.length === 1 ? `'${items[0]}'` : list(items));
const doc = (text: string, indent = '') => `${indent}/** ${text.replace(/\*\//g, '* /')} */\n`;

function parentTitle(entity: EntityModel, model: Model): string {
  return (model.entities.find((e) => e.name === entity.childOf?.entity)?.title ?? String(entity.childOf?.entity)).toLowerCase();
}

/** The source of one model file. */
export function modelSource(entity: EntityModel, model: Model): string {
  const className = modelClassName(entity);
  const relations = relationsOf(entity, model);
  const hidden = hiddenColumns(entity);
  const childFields = entity.children.map((c) => c.field);
  const imports = [...new Set(relations.map((r) => r.target).filter((t) => t !== entity))]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((t) => `import { ${modelClassName(t)} } from './${t.name}.ts';\n`)
    .join('');
  const base = childFields.length ? `Omit<${entity.typeName}, ${childFields.map((f) => `'${f}'`).join(' | ')}>` : entity.typeName;
  const members = [
    ...entity.fields.filter((f) => hidden.includes(f.name)).map((f) => `${doc('Server only: removed by $formatJson.', '  ')}  ${f.name}: ${columnType(f)};\n`),
    ...relations.map((r) => `${doc(`${r.doc} Loaded with \`withGraphFetched('${r.name}')\`.`, '  ')}  ${r.name}?: ${modelClassName(r.target)}${r.kind === 'HasManyRelation' ? '[]' : ' | null'};\n`),
  ].join('');
  const mappings = relations.map((r) =>
    `      ${r.name}: {\n` +
      `        relation: Model.${r.kind},\n` +
      `        modelClass: ${modelClassName(r.target)},\n` +
      `        join: { from: ${columns(r.from)}, to: ${columns(r.to)} },\n` +
      (r.orderBy ? `        filter: (query) => query.orderBy('${r.orderBy}'),\n` : '') +
      `      },\n`).join('');
  // Every class has the same members (an entity without relations maps to `{}`), so the API treats them alike.
  return `${generatedHeader(`${entity.sourceFile} (via generator/emit-objection.ts)`)}` +
    `import { Model, type Pojo, type RelationMappings } from 'objection';\n` +
    `import type { ${entity.typeName} } from '../types.ts';\n` +
    imports +
    `\n${doc(entity.description || entity.title)}` +
    `export interface ${className} extends ${base} {\n${members}}\n\n` +
    `${doc(`Table \`${entity.table}\`${entity.resource ? `, served as \`/api/${entity.resource}\`` : `, written with its ${parentTitle(entity, model)}`}.`)}` +
    `export class ${className} extends Model {\n` +
    `  static tableName = '${entity.table}';\n` +
    `  static idColumn = ${columns(idColumns(entity))};\n` +
    doc('jsonb columns: serialised on write, parsed on read.', '  ') +
    `  static jsonAttributes: string[] = ${list(jsonColumns(entity))};\n` +
    doc('Columns that never leave the server.', '  ') +
    `  static readonly hiddenColumns: readonly string[] = ${list(hidden)};\n\n` +
    `  static get relationMappings(): RelationMappings {\n` +
    `    return {${mappings ? `\n${mappings}    ` : ''}};\n` +
    `  }\n\n` +
    `  $formatJson(json: Pojo): Pojo {\n` +
    `    const out = super.$formatJson(json);\n` +
    `    for (const column of ${className}.hiddenColumns) delete out[column];\n` +
    `    return out;\n` +
    `  }\n` +
    `}\n`;
}

/** The source of generated/models/index.ts. */
export function modelsIndexSource(model: Model): string {
  const entities = model.entities;
  return `${generatedHeader('schemas/entities/*.schema.json (via generator/emit-objection.ts)')}` +
    entities.map((e) => `import { ${modelClassName(e)} } from './${e.name}.ts';\n`).join('') +
    `\nexport { ${entities.map(modelClassName).join(', ')} };\n\n` +
    `${doc('The model class behind each REST resource (top-level entities).')}` +
    `export const modelsByResource = {\n` +
    entities.filter((e) => e.resource).map((e) => `  '${e.resource}': ${modelClassName(e)},\n`).join('') +
    `} as const;\n\n` +
    `${doc('Every model class by entity name, child entities included.')}` +
    `export const modelsByEntity = {\n` +
    entities.map((e) => `  '${e.name}': ${modelClassName(e)},\n`).join('') +
    `} as const;\n\n` +
    `${doc('A REST resource that has a model class.')}` +
    `export type ModelResource = keyof typeof modelsByResource;\n`;
}

/** Emitter: writes the model classes into `outputs`. */
export function emitObjection(model: Model, outputs: Outputs): void {
  for (const entity of model.entities) outputs.set(`${MODELS_DIR}/${entity.name}.ts`, modelSource(entity, model));
  outputs.set(`${MODELS_DIR}/index.ts`, modelsIndexSource(model));
}
