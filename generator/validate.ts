/**
 * Stage 2: check the sources. First each file against its meta-schema, then the references between files
 * (a permission an entity names must exist, a column a list shows must be a field...). Every problem becomes a
 * SchemaError naming the file, the JSON path and the fix; all are reported together.
 */
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { relocate, ENTITIES_DIR, type Sources, type SourceFile } from './load.ts';
import { SchemaError, SchemaErrors } from './errors.ts';
import { CUSTOM_FIELDS, SYSTEM_FIELDS, singularFromFile, pluralise } from './names.ts';
import { unknownKeywords } from './validate-keywords.ts';
import { enumLabelErrors } from './enum-labels.ts';
import { uiHintErrors } from './ui-hints.ts';
import { metaValidators } from './meta-validator.ts';

const X_PROPERTY_KEYWORDS = [
  'x-ref', 'x-children', 'x-money', 'x-format', 'x-enumFrom', 'x-trim', 'x-lowercase', 'x-sanitize', 'x-virtual',
  'x-internal', 'x-adminOnly', 'x-secret', 'x-immutable', 'x-renamedFrom', 'x-storage', 'x-sortable', 'x-filterable', 'x-ui',
  'x-enumLabels', 'x-upload',
];

/** Edit distance, to suggest the keyword or name a developer probably meant. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

export function suggest(word: string, candidates: readonly string[]): string {
  const best = [...candidates].sort((x, y) => distance(word, x) - distance(word, y))[0];
  return best !== undefined && distance(word, best) <= Math.max(2, Math.floor(word.length / 3))
    ? `\`${best}\``
    : `one of ${candidates.map((c) => `\`${c}\``).join(', ')}`;
}

function toPath(instancePath: string): string {
  if (!instancePath) return '$';
  return '$' + instancePath.split('/').slice(1).map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part.replace(/~1/g, '/').replace(/~0/g, '~')}`)).join('');
}

function describeAjvError(source: SourceFile, error: ErrorObject): SchemaError {
  const path = toPath(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      return new SchemaError(source.file, `${path}.${key}`, `\`${key}\` is not a known keyword here`, `remove it or write ${suggest(key, allowed)}`);
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      return new SchemaError(source.file, `${path}.${key}`, `\`${key}\` is not a known keyword`, key.startsWith('x-') ? `write ${suggest(key, X_PROPERTY_KEYWORDS)}` : 'rename it');
    }
    case 'required':
      return new SchemaError(source.file, path, `\`${params.missingProperty}\` is missing`, `add \`${params.missingProperty}\``);
    case 'enum':
      return new SchemaError(source.file, path, `the value is not allowed`, `write one of ${(params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`);
    case 'const':
      return new SchemaError(source.file, path, `the value must be ${JSON.stringify(params.allowedValue)}`, `write ${JSON.stringify(params.allowedValue)}`);
    case 'pattern':
      return new SchemaError(source.file, path, `the value does not match ${params.pattern}`, 'use the documented form');
    case 'type':
      return new SchemaError(source.file, path, `the value must be of type ${params.type}`, `write a ${params.type}`);
    default:
      return new SchemaError(source.file, path, error.message ?? 'invalid', 'see the meta-schema in schemas/meta/');
  }
}

function checkAgainstMeta(validate: ValidateFunction, source: SourceFile, errors: SchemaError[]): boolean {
  if (validate(source.json)) return true;
  // The deepest errors say the most; `if`/`anyOf` wrappers only repeat them.
  // ajv also reports the `not`/`enum` failures inside `propertyNames`; the propertyNames error says it all.
  const useful = (validate.errors ?? []).filter((e) => !['if', 'anyOf', 'allOf', 'oneOf'].includes(e.keyword)
    && !((e as ErrorObject & { propertyName?: string }).propertyName && e.keyword !== 'propertyNames'));
  for (const error of useful.length ? useful : validate.errors ?? []) errors.push(describeAjvError(source, error));
  return false;
}

type Json = Record<string, any>;

/** The `x-ref`s below a property (in `items` and nested `properties`), with their JSON path from the property. */
export function nestedRefs(property: Json, path = ''): Array<{ path: string; ref: Json; schema: Json }> {
  const found: Array<{ path: string; ref: Json; schema: Json }> = [];
  const visit = (node: Json, at: string) => {
    if (!node || typeof node !== 'object') return;
    if (at && node['x-ref']) found.push({ path: at, ref: node['x-ref'], schema: node });
    if (node.items) visit(node.items, `${at}.items`);
    for (const [name, child] of Object.entries((node.properties ?? {}) as Json)) visit(child, `${at}.properties.${name}`);
  };
  visit(property, path);
  return found;
}

/** Validates every source file and the references between them. Throws SchemaErrors listing all problems. */
export function validateSources(sources: Sources): void {
  const errors: SchemaError[] = [];
  const meta = metaValidators(sources.meta);
  const entitiesOk = sources.entities.map((source) => checkAgainstMeta(meta.entity, source, errors));
  const permissionsOk = checkAgainstMeta(meta.permissions, sources.permissions, errors);
  const routesOk = checkAgainstMeta(meta.routes, sources.routes, errors);
  const foldersOk = [
    ...sources.folderFiles.routes.map((source) => checkAgainstMeta(meta.entityRoutes, source, errors)),
    ...sources.folderFiles.permissions.map((source) => checkAgainstMeta(meta.entityPermissions, source, errors)),
  ];
  for (const source of [...sources.entities, ...sources.shared]) errors.push(...unknownKeywords(source, source.json));
  if (errors.length || !entitiesOk.every(Boolean) || !permissionsOk || !routesOk || !foldersOk.every(Boolean)) throw failure(sources, errors);

  const manifest = sources.permissions.json as Json;
  const permissionNames = Object.keys(manifest.permissions);
  const flagNames = Object.keys(manifest.flags);
  const roleNames = Object.keys(manifest.roles);
  const byName = new Map<string, SourceFile>();
  const resources = new Map<string, string>();
  const sharedIds = new Set(sources.shared.map((s) => String(s.json.$id)));
  const entityIds = new Set(sources.entities.map((s) => String(s.json.$id)));

  for (const source of sources.entities) {
    const name = singularFromFile(source.file);
    byName.set(name, source);
    if (source.json.$id !== `${name}.schema.json`) {
      errors.push(new SchemaError(source.file, '$.$id', `\`$id\` must be the file name`, `write "${name}.schema.json"`));
    }
  }

  for (const source of sources.entities) {
    const schema = source.json as Json;
    const entity = schema['x-entity'] as Json;
    const name = singularFromFile(source.file);
    const fieldNames = [...Object.keys(schema.properties), ...SYSTEM_FIELDS];
    const at = (path: string, problem: string, fix: string) => errors.push(new SchemaError(source.file, path, problem, fix));
    const mustBeField = (path: string, field: string) => {
      if (!fieldNames.includes(field)) at(path, `\`${field}\` is not a field of ${name}`, `write ${suggest(field, fieldNames)}`);
    };

    if (!entity.childOf) {
      if (!('permission' in entity)) at('$.x-entity', 'no `permission` is named', `add "permission": one of the permissions in schemas/manifest/permissions.json or the entity folder's permissions.json, or null`);
      const resource = entity.resource ?? pluralise(name);
      if (resources.has(resource)) at('$.x-entity.resource', `resource \`${resource}\` is also used by ${resources.get(resource)}`, 'choose another resource name');
      resources.set(resource, source.file);
    } else {
      const parent = byName.get(entity.childOf.entity);
      if (!parent) at('$.x-entity.childOf.entity', `no entity \`${entity.childOf.entity}\``, `write ${suggest(entity.childOf.entity, [...byName.keys()])}`);
    }
    if (typeof entity.permission === 'string' && !permissionNames.includes(entity.permission)) {
      at('$.x-entity.permission', `\`${entity.permission}\` is not a permission of the manifest`, `write ${suggest(entity.permission, permissionNames)}`);
    }
    if (entity.label) mustBeField('$.x-entity.label', entity.label);
    (entity.search ?? []).forEach((f: string, i: number) => mustBeField(`$.x-entity.search[${i}]`, f));
    (entity.list?.columns ?? []).forEach((f: string, i: number) => mustBeField(`$.x-entity.list.columns[${i}]`, f));
    if (entity.list?.sort) mustBeField('$.x-entity.list.sort[0]', entity.list.sort[0]);
    (entity.unique ?? []).forEach((u: Json, i: number) => u.fields.forEach((f: string, j: number) => mustBeField(`$.x-entity.unique[${i}].fields[${j}]`, f)));
    (entity.indexes ?? []).forEach((u: Json, i: number) => u.fields.forEach((f: string, j: number) => mustBeField(`$.x-entity.indexes[${i}].fields[${j}]`, f)));
    (entity.naturalKey ?? []).forEach((f: string, i: number) => mustBeField(`$.x-entity.naturalKey[${i}]`, f));
    (schema.required ?? []).forEach((f: string, i: number) => mustBeField(`$.required[${i}]`, f));
    if (entity.numbering) mustBeField('$.x-entity.numbering.field', entity.numbering.field);
    if (entity.readOnlyWhen) mustBeField('$.x-entity.readOnlyWhen.field', entity.readOnlyWhen.field);
    if (entity.childGrid) errors.push(...childGridErrors(source, name, entity.childGrid as Json, byName));
    // A rule's message lands on the field its pointer names: it must be one the record has (a line's, on a child).
    ((schema['x-rules'] ?? []) as Json[]).forEach((rule, i) => {
      const field = String(rule.pointer).split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
      if (!Object.keys(schema.properties).includes(field)) {
        at(`$["x-rules"][${i}].pointer`, `\`${rule.pointer}\` names no field of ${name}`, `write ${suggest(field, Object.keys(schema.properties)).replace(/`([^`]+)`/g, (_m, f) => `\`/${f}\``)}`);
      }
    });

    (entity.flags ?? []).forEach((flag: string, i: number) => {
      if (!flagNames.includes(flag)) at(`$.x-entity.flags[${i}]`, `\`${flag}\` is not a flag of the manifest`, `write ${suggest(flag, flagNames)}`);
    });
    if (entity.flags && entity.childOf) at('$.x-entity.flags', 'a child entity is reached only through its parent', 'put the flags on the parent');
    if (entity.singleton) {
      // One record per account, upserted in place: nothing that numbers, lists, imports or moves records through states.
      for (const key of ['childOf', 'stateMachine', 'numbering', 'customFields', 'naturalKey', 'readOnlyWhen', 'search', 'list', 'unique', 'indexes']) {
        if (entity[key]) at(`$.x-entity.${key}`, `a singleton cannot have \`${key}\``, `remove \`${key}\` or \`singleton\``);
      }
      if (entity.tenancy === 'root') at('$.x-entity.singleton', 'the accounts table cannot be a singleton', 'remove `singleton`');
    }

    if (entity.ledger) {
      // Written by the server alone: nothing a client would move, edit or upload.
      for (const key of ['stateMachine', 'singleton', 'customFields', 'childOf']) {
        if (entity[key]) at(`$.x-entity.${key}`, `a ledger cannot have \`${key}\``, `remove \`${key}\` or \`ledger\``);
      }
    }
    if (entity.customFields) {
      const spec = entity.customFields as true | Json;
      if (entity.childOf) at('$.x-entity.customFields', 'a child entity cannot have custom fields', 'add them to the parent');
      if (schema.properties[CUSTOM_FIELDS]) at(`$.properties.${CUSTOM_FIELDS}`, `\`${CUSTOM_FIELDS}\` is added by the generator with \`customFields\``, 'remove it');
      const targets = spec === true ? [entity.resource ?? pluralise(name)] : Object.values(spec.targets as Record<string, string>);
      if (spec !== true) {
        const values: string[] | undefined = schema.properties[spec.field]?.enum;
        if (!values) at('$.x-entity.customFields.field', `\`${spec.field}\` must be a field with an \`enum\``, 'name the enum field that tells the kinds of record apart');
        else for (const key of Object.keys(spec.targets)) {
          if (!values.includes(key)) at(`$.x-entity.customFields.targets.${key}`, `\`${key}\` is not a value of \`${spec.field}\``, `write ${suggest(key, values)}`);
        }
      }
      // Definitions name their target in custom-field's `entity`: a target missing there could never be defined.
      const definitions = byName.get('custom-field')?.json as Json | undefined;
      const allowed: string[] | undefined = definitions?.properties?.entity?.enum;
      if (allowed) for (const target of targets) {
        if (!allowed.includes(target)) at('$.x-entity.customFields', `\`${target}\` is not a value of custom-field's \`entity\``, `add "${target}" to the enum of \`entity\` in entities/custom-field/custom-field.schema.json`);
      }
    }

    const machine = entity.stateMachine as Json | undefined;
    if (machine) {
      const states: string[] | undefined = schema.properties[machine.field]?.enum;
      if (!states) {
        at('$.x-entity.stateMachine.field', `\`${machine.field}\` must be a field with an \`enum\` of states`, 'name a field that lists its states in `enum`');
      } else {
        if (!states.includes(machine.initial)) at('$.x-entity.stateMachine.initial', `\`${machine.initial}\` is not a state`, `write ${suggest(machine.initial, states)}`);
        for (const [transition, spec] of Object.entries(machine.transitions as Record<string, Json>)) {
          spec.from.forEach((state: string, i: number) => {
            if (!states.includes(state)) at(`$.x-entity.stateMachine.transitions.${transition}.from[${i}]`, `\`${state}\` is not a state`, `write ${suggest(state, states)}`);
          });
          if (spec.to !== '$previous' && spec.to !== '$same' && !states.includes(spec.to)) at(`$.x-entity.stateMachine.transitions.${transition}.to`, `\`${spec.to}\` is not a state`, `write ${suggest(spec.to, [...states, '$previous', '$same'])}`);
          for (const [field, value] of Object.entries(spec.set ?? {})) {
            if (!schema.properties[field]) at(`$.x-entity.stateMachine.transitions.${transition}.set.${field}`, `\`${field}\` is not a field`, `write ${suggest(field, Object.keys(schema.properties))}`);
            const inputs = Object.keys(spec.input?.properties ?? {});
            if (typeof value === 'string' && value.startsWith('$input.') && !inputs.includes(value.slice(7))) {
              at(`$.x-entity.stateMachine.transitions.${transition}.set.${field}`, `\`${value.slice(7)}\` is not a property of the transition's input`, inputs.length ? `write $input.${suggest(value.slice(7), inputs).replace(/`/g, '')}` : 'declare it in `input`');
            }
          }
          (spec.roles ?? []).forEach((role: string, i: number) => {
            if (!roleNames.includes(role)) at(`$.x-entity.stateMachine.transitions.${transition}.roles[${i}]`, `\`${role}\` is not a role`, `write ${suggest(role, roleNames)}`);
          });
          (spec.permissions ?? []).forEach((permission: string, i: number) => {
            if (!permissionNames.includes(permission)) at(`$.x-entity.stateMachine.transitions.${transition}.permissions[${i}]`, `\`${permission}\` is not a permission`, `write ${suggest(permission, permissionNames)}`);
          });
          if (spec.by === 'system' && (spec.roles || spec.permissions)) {
            at(`$.x-entity.stateMachine.transitions.${transition}`, 'a system transition is made by Sellyard itself: no role or permission makes it', 'remove `roles` / `permissions`, or `by`');
          }
          if (spec.input) {
            const inputPath = `$.x-entity.stateMachine.transitions.${transition}.input`;
            errors.push(...unknownKeywords(source, spec.input, inputPath));
            if ('version' in (spec.input.properties ?? {})) at(`${inputPath}.properties.version`, '`version` is always accepted and checked by the API', 'remove it');
            for (const name of spec.input.required ?? []) {
              if (!(name in (spec.input.properties ?? {}))) at(`${inputPath}.required`, `\`${name}\` is required but not a property of the input`, 'add the property or remove it from `required`');
            }
          }
          if (spec.remember && !schema.properties[`${machine.field}_before_${transition}`]) {
            at(`$.x-entity.stateMachine.transitions.${transition}.remember`, `remembering needs a field \`${machine.field}_before_${transition}\``, `add a readOnly, nullable string property \`${machine.field}_before_${transition}\``);
          }
          if (spec.remember && (spec.to === '$previous' || spec.to === '$same')) {
            at(`$.x-entity.stateMachine.transitions.${transition}.to`, `a \`remember\` transition must enter a state of its own, not \`${spec.to}\``, 'name the state that holds the record (e.g. `ON_HOLD`)');
          }
        }
        // A held state remembers where the record came from only if its `remember` transition is the one way in:
        // another way in would leave a stale remembered state, and the held record would obey the wrong guards.
        const transitions = Object.entries(machine.transitions as Record<string, Json>);
        for (const [holder, spec] of transitions.filter(([, t]) => t.remember)) {
          for (const [other, t] of transitions) {
            if (other !== holder && t.to === spec.to) {
              at(`$.x-entity.stateMachine.transitions.${other}.to`, `\`${spec.to}\` is entered by \`${holder}\`, which remembers the state it leaves; \`${other}\` may not enter it too`, `enter \`${spec.to}\` only through \`${holder}\``);
            }
          }
        }
      }
    }

    for (const [field, property] of Object.entries(schema.properties as Record<string, Json>)) {
      const path = `$.properties.${field}`;
      if (SYSTEM_FIELDS.includes(field)) at(path, `\`${field}\` is added by the generator`, 'remove it');
      if (!/^[a-z][a-z0-9_]*$/.test(field)) at(path, `\`${field}\` is not snake_case`, 'rename it in snake_case');
      const ref = property['x-ref'] as Json | undefined;
      if (ref) {
        const target = byName.get(ref.entity);
        if (!target) at(`${path}.x-ref.entity`, `no entity \`${ref.entity}\``, `write ${suggest(ref.entity, [...byName.keys()])}`);
        else for (const key of Object.keys(ref.where ?? {})) {
          if (!(key in (target.json as Json).properties)) at(`${path}.x-ref.where.${key}`, `\`${key}\` is not a field of ${ref.entity}`, 'name a field of the referenced entity');
        }
        if (property.format !== 'uuid') at(`${path}.format`, 'a reference must be a uuid', 'add "format": "uuid"');
      }
      // References inside arrays and nested objects (a product's responsible persons): the target must exist too.
      for (const nested of nestedRefs(property)) {
        const nestedPath = `${path}${nested.path}`;
        if (!byName.has(nested.ref.entity)) at(`${nestedPath}.x-ref.entity`, `no entity \`${nested.ref.entity}\``, `write ${suggest(nested.ref.entity, [...byName.keys()])}`);
        if (nested.schema.format !== 'uuid') at(`${nestedPath}.format`, 'a reference must be a uuid', 'add "format": "uuid"');
      }
      const children = property['x-children'] as Json | undefined;
      if (children) {
        const child = byName.get(children.entity);
        const childOf = (child?.json as Json | undefined)?.['x-entity']?.childOf;
        if (!child) at(`${path}.x-children.entity`, `no entity \`${children.entity}\``, `write ${suggest(children.entity, [...byName.keys()])}`);
        else if (!childOf || childOf.entity !== name || childOf.foreignKey !== children.foreignKey) {
          at(`${path}.x-children`, `${children.entity} does not declare itself a child of ${name} through \`${children.foreignKey}\``, `add "childOf": {"entity": "${name}", "foreignKey": "${children.foreignKey}"} to its x-entity`);
        }
      }
      const money = property['x-money'] as Json | undefined;
      if (money) {
        const currencyField = String(money.currencyField);
        if (currencyField.startsWith('$parent.')) {
          const parent = entity.childOf && byName.get(entity.childOf.entity);
          if (!parent || !((parent.json as Json).properties[currencyField.slice(8)])) at(`${path}.x-money.currencyField`, `the parent has no field \`${currencyField.slice(8)}\``, "name the parent's currency field");
        } else if (!schema.properties[currencyField]) {
          at(`${path}.x-money.currencyField`, `\`${currencyField}\` is not a field`, `write ${suggest(currencyField, Object.keys(schema.properties))}`);
        }
      }
      const refs = JSON.stringify(property).match(/"\$ref":"([^"]+)"/g) ?? [];
      for (const r of refs) {
        const id = r.slice(8, -1);
        if (!sharedIds.has(id) && !entityIds.has(id)) at(`${path}`, `\`$ref\` to \`${id}\` names no schema`, `write one of ${[...sharedIds, ...entityIds].join(', ')}`);
      }
    }
  }

  // Screen hints: enum labels (entities and shared schemas), form groups, rich text, uploads (their own modules).
  for (const source of [...sources.entities, ...sources.shared]) errors.push(...enumLabelErrors(source));
  for (const source of sources.entities) errors.push(...uiHintErrors(source));

  const resourceNames = [...resources.keys()];
  const checkGrants = (grants: Json[] | undefined, path: string) => (grants ?? []).forEach((grant, i) => {
    if (!resourceNames.includes(grant.subject)) {
      errors.push(new SchemaError(sources.permissions.file, `${path}[${i}].subject`, `\`${grant.subject}\` is not a resource`, `write ${suggest(grant.subject, resourceNames)}`));
      return;
    }
    const target = sources.entities.find((s) => ((s.json as Json)['x-entity'].resource ?? pluralise(singularFromFile(s.file))) === grant.subject)!;
    for (const key of Object.keys(grant.conditions ?? {})) {
      if (!((target.json as Json).properties[key]) && !SYSTEM_FIELDS.includes(key)) errors.push(new SchemaError(sources.permissions.file, `${path}[${i}].conditions.${key}`, `\`${key}\` is not a field of ${grant.subject}`, 'name a field of that entity'));
    }
  });
  for (const [permission, spec] of Object.entries(manifest.permissions as Record<string, Json>)) checkGrants(spec.grants, `$.permissions.${permission}.grants`);
  checkGrants(manifest.memberGrants?.grants, '$.memberGrants.grants');
  for (const [role, spec] of Object.entries(manifest.roles as Record<string, Json>)) checkGrants(spec.grants, `$.roles.${role}.grants`);

  const routesFile = sources.routes.file;
  const routes = (sources.routes.json as Json).routes as Json[];
  const groups = Object.keys((sources.routes.json as Json).menuGroups);
  const paths = new Set<string>();
  routes.forEach((route, i) => {
    const at = (path: string, problem: string, fix: string) => errors.push(new SchemaError(routesFile, `$.routes[${i}]${path}`, problem, fix));
    if (paths.has(route.path)) at('.path', `\`${route.path}\` is listed twice`, 'keep one row per path');
    paths.add(route.path);
    route.guard?.permissions.forEach((p: string, j: number) => { if (!permissionNames.includes(p)) at(`.guard.permissions[${j}]`, `\`${p}\` is not a permission`, `write ${suggest(p, permissionNames)}`); });
    route.guard?.flags.forEach((f: string, j: number) => { if (!flagNames.includes(f)) at(`.guard.flags[${j}]`, `\`${f}\` is not a flag`, `write ${suggest(f, flagNames)}`); });
    route.guard?.roles.forEach((r: string, j: number) => { if (!roleNames.includes(r)) at(`.guard.roles[${j}]`, `\`${r}\` is not a role`, `write ${suggest(r, roleNames)}`); });
    if (route.group && !groups.includes(route.group)) at('.group', `\`${route.group}\` is not a menu group`, `write ${suggest(route.group, groups)}`);
    if (route.entity && !byName.has(route.entity)) at('.entity', `no entity \`${route.entity}\``, `write ${suggest(route.entity, [...byName.keys()])}`);
    const entity = route.entity && byName.get(route.entity);
    if (entity && (entity.json as Json)['x-entity'].singleton && route.kind !== 'page') {
      at('.kind', `${route.entity} is a singleton (one record per account): it has no ${route.kind} screen`, 'write "kind": "page" with a `page` name; the admin renders singletons with its settings page');
    }
    if (entity) for (const key of Object.keys(route.filter ?? {})) {
      if (!((entity.json as Json).properties[key])) at(`.filter.${key}`, `\`${key}\` is not a field of ${route.entity}`, 'filter on a field of the entity');
    }
  });
  routes.forEach((route, i) => {
    if (route.kind === 'redirect' && !paths.has(route.to)) errors.push(new SchemaError(routesFile, `$.routes[${i}].to`, `no route has the path \`${route.to}\``, 'redirect to a listed path'));
  });

  errors.push(...entityFolderErrors(sources));
  if (errors.length) throw failure(sources, errors);
}

/** The errors to report: each in the file it is in (a merged manifest's row in its entity folder), once. */
function failure(sources: Sources, errors: SchemaError[]): SchemaErrors {
  const seen = new Set<string>();
  return new SchemaErrors(errors.map((error) => relocate(sources, error)).filter((error) => !seen.has(error.message) && seen.add(error.message)));
}

/**
 * What an entity folder may hold: schemas of its entity and of that entity's lines, routes of its entity, a
 * permission defined nowhere else, grants of roles that exist.
 */
function entityFolderErrors(sources: Sources): SchemaError[] {
  const errors: SchemaError[] = [];
  const folderOf = (file: string) => file.split('/')[1];
  for (const source of sources.entities) {
    const folder = folderOf(source.file);
    const name = singularFromFile(source.file);
    const parent = (source.json as Json)['x-entity']?.childOf?.entity;
    if (name !== folder && parent !== folder) {
      errors.push(new SchemaError(source.file, '$.x-entity', `${name} is neither the folder's entity nor one of its lines (\`childOf\` ${folder})`,
        `move it to ${ENTITIES_DIR}/${parent ?? name}/`));
    }
  }
  for (const source of sources.folderFiles.routes) {
    const folder = folderOf(source.file);
    ((source.json as Json).routes as Json[]).forEach((route, i) => {
      if (route.entity !== folder) errors.push(new SchemaError(source.file, `$.routes[${i}].entity`, `a row of ${ENTITIES_DIR}/${folder}/ is a screen of ${folder}`, `write "entity": "${folder}", or move the row to the folder of ${route.entity ?? 'its entity'} (a page of no entity goes in schemas/manifest/routes.json)`));
    });
  }
  // The merge kept the first definition of each name (the manifest's, else the first folder's).
  const definedIn = (name: string) => sources.permissions.origins?.get(`$.permissions.${name}`)?.file;
  const roles = Object.keys((sources.permissions.json as Json).roles ?? {});
  for (const source of sources.folderFiles.permissions) {
    const own = source.json as Json;
    for (const name of Object.keys(own.permissions ?? {})) {
      const other = definedIn(name);
      if (other && other !== source.file) errors.push(new SchemaError(source.file, `$.permissions.${name}`, `\`${name}\` is also defined in ${other}`, 'define a permission in one place: its entity\'s folder when it guards that entity alone, else the manifest'));
    }
    for (const role of Object.keys(own.roleGrants ?? {})) {
      if (!roles.includes(role)) errors.push(new SchemaError(source.file, `$.roleGrants.${role}`, `\`${role}\` is not a role`, `write ${suggest(role, roles)}`));
    }
  }
  return errors;
}

/**
 * `x-entity.childGrid` names fields of three entities: the parent's (`when`, `inherit`), the child's (`foreignKey`,
 * `columns`, `set`, `patterns`, `combine.field` and its pairs) and the list entity's (`combine.valuesField`).
 */
function childGridErrors(source: SourceFile, name: string, grid: Json, byName: Map<string, SourceFile>): SchemaError[] {
  const errors: SchemaError[] = [];
  const at = (path: string, problem: string, fix: string) => errors.push(new SchemaError(source.file, path, problem, fix));
  const propsOf = (file: SourceFile | undefined): Json => ((file?.json as Json | undefined)?.properties ?? {}) as Json;
  const childName = String(grid.entity ?? name);
  const child = byName.get(childName);
  if (!child) {
    at('$.x-entity.childGrid.entity', `no entity \`${childName}\``, `write ${suggest(childName, [...byName.keys()])}`);
    return errors;
  }
  const parentFields = Object.keys(propsOf(source));
  const childFields = Object.keys(propsOf(child));
  const field = (path: string, value: string, fields: string[], whose: string) => {
    if (!fields.includes(value)) at(path, `\`${value}\` is not a field of ${whose}`, `write ${suggest(value, fields)}`);
  };
  field('$.x-entity.childGrid.foreignKey', grid.foreignKey, childFields, childName);
  const fk = propsOf(child)[grid.foreignKey] as Json | undefined;
  if (fk && fk['x-ref']?.entity !== name) at('$.x-entity.childGrid.foreignKey', `\`${grid.foreignKey}\` does not refer to ${name}`, `give it "x-ref": {"entity": "${name}"}`);
  if (grid.when) field('$.x-entity.childGrid.when.field', grid.when.field, parentFields, name);
  ((grid.inherit ?? []) as string[]).forEach((f, i) => field(`$.x-entity.childGrid.inherit[${i}]`, f, parentFields.filter((p) => childFields.includes(p)), `both ${name} and ${childName}`));
  ((grid.columns ?? []) as string[]).forEach((f, i) => field(`$.x-entity.childGrid.columns[${i}]`, f, childFields, childName));
  Object.keys(grid.set ?? {}).forEach((f) => field(`$.x-entity.childGrid.set.${f}`, f, childFields, childName));
  Object.keys(grid.patterns ?? {}).forEach((f) => field(`$.x-entity.childGrid.patterns.${f}`, f, childFields, childName));
  if (grid.combine) {
    const c = grid.combine as Json;
    field('$.x-entity.childGrid.combine.field', c.field, childFields, childName);
    const pairs = ((propsOf(child)[c.field] as Json | undefined)?.items?.properties ?? {}) as Json;
    if (propsOf(child)[c.field]) {
      field('$.x-entity.childGrid.combine.refField', c.refField, Object.keys(pairs), `the items of ${childName}.${c.field}`);
      field('$.x-entity.childGrid.combine.valueField', c.valueField, Object.keys(pairs), `the items of ${childName}.${c.field}`);
    }
    const list = byName.get(c.entity);
    if (!list) at('$.x-entity.childGrid.combine.entity', `no entity \`${c.entity}\``, `write ${suggest(c.entity, [...byName.keys()])}`);
    else field('$.x-entity.childGrid.combine.valuesField', c.valuesField, Object.keys(propsOf(list)), c.entity);
  }
  return errors;
}
