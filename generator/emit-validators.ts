/**
 * Emits the compiled validators (`generated/validators/`): ajv **standalone** code, so neither the API nor the
 * admin compiles a schema at run time (no `new Function`: the admin's Content-Security-Policy forbids it, and the
 * API starts without compiling some fifty schemas). Every schema is compiled here in ajv strict mode, so a schema
 * ajv would refuse stops `generate` with the file, the JSON path and what to write instead.
 *
 * - `<entity>.ts` per top-level entity: `input` (what a client may send; create and update both check it, update on
 *   the stored record merged with what was sent), `transitions` (each declared transition input, with `version`)
 *   and `meta` (where the `x-rules` sit and what each `$data` reference names, for the messages).
 * - `conditions.ts`: every `if` of the schemas as a test, keyed by its JSON, for the admin's forms, which follow
 *   the record's conditions as the user types.
 * - `index.ts`: the admin's lazy loaders (one chunk per entity, loaded with its form); `all.ts`: the API's eager map.
 *
 * ajv's standalone output `require`s its run-time helpers (deep equality, string length, ajv-formats' formats) and
 * the `x-format` checks; these become ES `import`s, read through `exportsOf` so that Node's and Vite's views of a
 * CommonJS module both work.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, _, type KeywordCxt } from 'ajv/dist/2020.js';
import standaloneModule from 'ajv/dist/standalone/index.js';
import addFormatsModule from 'ajv-formats';
import type { EntityModel, Model } from '../model/types.ts';
import type { Outputs } from './emit-model.ts';
import { generatedHeader } from './header.ts';
import { SchemaError, SchemaErrors } from './errors.ts';
import { suggest } from './validate.ts';
import { forCompiling, rulesOf, transitionInputSchema, writeSchema, type RuleSite } from './validation-schemas.ts';
import { findDataRefs, resolveDataPointer, schemaAt } from './data-refs.ts';
import { mapSchema } from './entity-schemas.ts';

type Json = Record<string, any>;

// Both are CommonJS; their default export arrives wrapped under some loaders.
const standaloneCode = ((standaloneModule as unknown as { default?: unknown }).default ?? standaloneModule) as (ajv: Ajv2020, refs: Record<string, string>) => string;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020, options?: { keywords?: boolean }) => void;

/** The options every compiled validator shares (and the API's run-time custom-field validators too). */
export const AJV_OPTIONS = { allErrors: true, strict: true, strictRequired: false, useDefaults: true, allowUnionTypes: true, $data: true } as const;

/** Where the generated modules import the `x-format` checks from (relative to `generated/validators/`). */
const CHECKS_MODULE = '../../checks/identifiers.ts';

/** Stands for `FORMAT_CHECKS` while compiling: the generator never runs a validator, and reads only schemas. */
const FORMAT_CHECKS_AT_GENERATE_TIME = Object.freeze({});

/**
 * `x-format`: a Sellyard identifier check (GTIN, VAT number, country, currency) with its own message, as code that
 * calls `FORMAT_CHECKS[<name>]` from `checks/` (so the compiled module imports it rather than carrying a closure).
 */
export function addFormatKeyword(ajv: Ajv2020): void {
  ajv.addKeyword({
    keyword: 'x-format',
    type: 'string',
    schemaType: 'string',
    code(cxt: KeywordCxt) {
      const { gen, data, schema } = cxt;
      // The generator only compiles (the meta-schema has already limited the names); the code imports the checks.
      const checks = gen.scopeValue('func', { ref: FORMAT_CHECKS_AT_GENERATE_TIME, code: _`require(${CHECKS_MODULE}).FORMAT_CHECKS` });
      const message = gen.const('message', _`${checks}[${schema as string}](${data})`);
      cxt.setParams({ message });
      cxt.fail(message);
    },
    error: {
      message: ({ params }) => _`${params.message}`,
      params: ({ schema, params }) => _`{format: ${schema as string}, message: ${params.message}}`,
    },
  });
}

/** An ajv set up as the generated code expects: strict, `$data`, formats (and their comparisons), `x-format`. */
export function validatorAjv(model: Model, options: { source?: boolean; strictTypes?: boolean } = {}): Ajv2020 {
  const ajv = new Ajv2020({ ...AJV_OPTIONS, ...(options.strictTypes === false ? { strictTypes: false } : {}), code: { source: options.source ?? true, esm: true, lines: false, optimize: true } });
  addFormats(ajv, { keywords: true });
  addFormatKeyword(ajv);
  for (const [id, schema] of Object.entries(model.sharedSchemas)) ajv.addSchema(forCompiling(schema as Json), id);
  return ajv;
}

/** What the messages need of one compiled schema: its rules and the fields its `$data` references name. */
export interface ValidatorMeta {
  rules: RuleSite[];
  /** Schema path of a `$data` keyword → the title of the field it compares with, lower-cased. */
  data: Record<string, string>;
  /**
   * The record's own fields compared with another of its fields (`spend_limit` with `balance`): a change to the
   * second may break the first, so the API checks both when a transition changes one.
   */
  compared: Array<{ field: string; with: string }>;
}

/** A compile unit: one schema of one entity, and where its parts come from in the sources (for errors). */
interface Unit {
  exportName: string;
  schema: Json;
  meta: ValidatorMeta;
  /** Schema path (`#/properties/code/minLength`) → file and JSON path of the source. */
  locate: (schemaPath: string) => { file: string; path: string };
}

function jsonPath(segments: string[]): string {
  return segments.map((s) => (/^\d+$/.test(s) ? `[${s}]` : /^[A-Za-z_$][\w$-]*$/.test(s) ? `.${s}` : `[${JSON.stringify(s)}]`)).join('');
}

/** Source location of a schema path inside an entity's write schema (children and rules followed to their files). */
function locateInEntity(model: Model, entity: EntityModel, segments: string[]): { file: string; path: string } {
  const [head, name, next, ...rest] = segments;
  if (head === 'properties' && name) {
    const child = entity.children.find((c) => c.field === name);
    if (child && next === 'items' && rest[0] !== undefined) {
      const childEntity = model.entities.find((e) => e.name === child.entity)!;
      return locateInEntity(model, childEntity, rest);
    }
    return { file: entity.sourceFile, path: `$${jsonPath(segments)}` };
  }
  if (head === 'allOf' && name !== undefined) {
    const index = Number(name);
    if (index < entity.conditions.length) return { file: entity.sourceFile, path: `$.allOf[${index}]${jsonPath(segments.slice(2))}` };
    const rule = rulesOf(entity)[index - entity.conditions.length];
    const part = rule?.when ? (next === 'if' ? 'when' : 'check') : 'check';
    const inner = rule?.when ? segments.slice(3) : segments.slice(2);
    return { file: entity.sourceFile, path: `$["x-rules"][${index - entity.conditions.length}].${part}${jsonPath(inner)}` };
  }
  return { file: entity.sourceFile, path: `$${jsonPath(segments)}` };
}

function decodeSegments(schemaPath: string): string[] {
  return schemaPath.replace(/^#/, '').split('/').slice(1).map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The `$data` references of a unit's schema: each must name a field that exists where it points, else a
 * SchemaError with the fields there are. Returns the labels for the messages.
 */
function dataLabels(unit: Omit<Unit, 'meta' | 'exportName'>, errors: SchemaError[], compared: ValidatorMeta['compared'] = []): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const ref of findDataRefs(unit.schema)) {
    const target = resolveDataPointer(ref.at, ref.pointer);
    const targetSchema = target && target.length ? schemaAt(unit.schema, target) : undefined;
    if (!target || !targetSchema) {
      const where = unit.locate(ref.schemaPath);
      const parent = target ? schemaAt(unit.schema, target.slice(0, -1)) : schemaAt(unit.schema, ref.at.slice(0, -1));
      const names = Object.keys(parent?.properties ?? {});
      const wanted = target?.[target.length - 1] ?? ref.pointer;
      const prefix = ref.pointer.startsWith('/') ? '/' : `${ref.pointer.split('/')[0]}/`;
      errors.push(new SchemaError(where.file, `${where.path}.$data`, `\`${ref.pointer}\` names no field (a \`$data\` pointer is relative to the value: \`1/<field>\` is a field beside it)`,
        names.length ? `write ${suggest(wanted, names).replace(/`([^`]+)`/g, (_m, n) => `\`${prefix}${n}\``)}` : 'point at a field of the same record'));
      continue;
    }
    const name = target[target.length - 1];
    labels[ref.schemaPath] = String(targetSchema.title ?? name.replace(/_/g, ' ')).toLowerCase();
    // A top-level field compared with another top-level field (rules and lines are checked whole anyway).
    if (ref.at.length === 1 && target.length === 1 && !compared.some((c) => c.field === ref.at[0] && c.with === name)) compared.push({ field: ref.at[0], with: name });
  }
  return labels;
}

/** The unknown-format, strict-types or other ajv complaint as a SchemaError at the source of the schema path. */
function compileError(error: Error, unit: Unit): SchemaError {
  const message = error.message;
  const schemaPath = /#(\/[^"\s]*)?/.exec(message.replace(/^[^#]*?(?=#)/, ''))?.[0] ?? '#';
  const where = unit.locate(schemaPath);
  const format = /unknown format "([^"]+)"/.exec(message);
  if (format) {
    const known = ['date', 'time', 'date-time', 'duration', 'uri', 'uri-reference', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid', 'regex', 'json-pointer'];
    return new SchemaError(where.file, `${where.path}.format`, `\`${format[1]}\` is not a format ajv knows`, `write ${suggest(format[1], known)} (or \`x-format\` for gtin, vat, country, currency)`);
  }
  const types = /missing type "([^"]+)" for keyword "([^"]+)"/.exec(message);
  if (types) return new SchemaError(where.file, where.path, `\`${types[2]}\` applies to ${types[1]} values but the schema says no type`, `add "type": "${types[1]}" beside it`);
  const dependency = /parent schema must have dependencies of (\w+): (\w+)/.exec(message);
  if (dependency) {
    const at = unit.locate(findNode(unit.schema, (node) => dependency[1] in node && !(dependency[2] in node)) ?? '#');
    return new SchemaError(at.file, `${at.path}.${dependency[1]}`, `\`${dependency[1]}\` needs \`${dependency[2]}\` beside it`, `add "${dependency[2]}"${dependency[2] === 'format' ? ' (e.g. "date")' : ''} to the same schema`);
  }
  const invalid = /schema is invalid: (.*)$/.exec(message);
  if (invalid) return new SchemaError(where.file, where.path, `ajv refuses the schema (${invalid[1]})`, 'give each keyword a value of the kind JSON Schema expects (`{"$data": "1/<field>"}` for a value from the record)');
  return new SchemaError(where.file, where.path, `ajv strict mode refuses it (${message.replace(/^strict mode: /, '')})`, 'correct it as the message says (see https://ajv.js.org/strict-mode.html)');
}

/** Schema path of the first subschema (depth first) that `test` accepts, for errors ajv gives without a path. */
function findNode(schema: unknown, test: (node: Json) => boolean, path = '#'): string | undefined {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return undefined;
  const node = schema as Json;
  if (test(node)) return path;
  for (const [key, value] of Object.entries(node)) {
    if (['properties', 'patternProperties', '$defs'].includes(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Json)) {
        const found = findNode(sub, test, `${path}/${key}/${name}`);
        if (found) return found;
      }
    } else if (['allOf', 'anyOf', 'oneOf', 'prefixItems'].includes(key) && Array.isArray(value)) {
      for (const [i, sub] of value.entries()) {
        const found = findNode(sub, test, `${path}/${key}/${i}`);
        if (found) return found;
      }
    } else if (['items', 'if', 'then', 'else', 'not', 'contains', 'additionalProperties'].includes(key)) {
      const found = findNode(value, test, `${path}/${key}`);
      if (found) return found;
    }
  }
  return undefined;
}

/** The compile units of a top-level entity: its input, then each transition that declares one. */
function unitsOf(model: Model, entity: EntityModel, errors: SchemaError[]): Unit[] {
  const units: Unit[] = [];
  const input = writeSchema(model, entity);
  const locateInput = (schemaPath: string) => locateInEntity(model, entity, decodeSegments(schemaPath));
  const compared: ValidatorMeta['compared'] = [];
  const data = dataLabels({ schema: input.schema, locate: locateInput }, errors, compared);
  units.push({ exportName: 'input', schema: input.schema, locate: locateInput, meta: { rules: input.rules, data, compared } });
  (entity.stateMachine?.transitions ?? []).forEach((transition, i) => {
    if (!transition.input) return;
    const schema = transitionInputSchema(transition.input);
    const base = `$.x-entity.stateMachine.transitions.${transition.name}.input`;
    const locate = (schemaPath: string) => ({ file: entity.sourceFile, path: `${base}${jsonPath(decodeSegments(schemaPath))}` });
    units.push({ exportName: `transition${i}`, schema, locate, meta: { rules: [], data: dataLabels({ schema, locate }, errors), compared: [] } });
  });
  return units;
}

/** `require("x")` → ES imports at the top (bare paths get `.js`, which Node's ESM resolution needs). */
export function toEsm(code: string): string {
  const names = new Map<string, string>();
  const body = code.replace(/^"use strict";/, '').replace(/require\(("[^"]+")\)/g, (_m, quoted: string) => {
    const spec = JSON.parse(quoted) as string;
    if (!names.has(spec)) names.set(spec, `imported${names.size}`);
    return names.get(spec)!;
  });
  const imports = [...names].map(([spec, name]) => {
    const path = spec.startsWith('.') || /\.[cm]?[jt]s$/.test(spec) ? spec : `${spec}.js`;
    return `import * as ${name}Module from ${JSON.stringify(path)};\nconst ${name} = exportsOf(${name}Module);`;
  });
  return [
    ...imports.filter((line) => line.startsWith('import')).map((line) => line.split('\n')[0]),
    '',
    '/** A CommonJS module\'s exports, whether the loader put them under `default` (Node) or spread them (Vite). */',
    'function exportsOf(namespace) {',
    '  const inner = namespace.default;',
    '  return inner && typeof inner === "object" && inner.__esModule ? inner : namespace;',
    '}',
    ...imports.map((line) => line.split('\n')[1]),
    body.trim(),
  ].join('\n');
}

function entityModule(ajv: Ajv2020, entity: EntityModel, units: Unit[]): string {
  const refs: Record<string, string> = {};
  for (const unit of units) refs[unit.exportName] = `${entity.name}.${unit.exportName}.validator`;
  const code = toEsm(standaloneCode(ajv, refs));
  const transitions = (entity.stateMachine?.transitions ?? [])
    .map((t, i) => [t.name, `transition${i}`] as const)
    .filter(([, exportName]) => units.some((u) => u.exportName === exportName));
  const meta = {
    input: units.find((u) => u.exportName === 'input')!.meta,
    transitions: Object.fromEntries(transitions.map(([name, exportName]) => [name, units.find((u) => u.exportName === exportName)!.meta])),
  };
  return `${generatedHeader(`${entity.sourceFile} (ajv standalone validators, compiled by generator/emit-validators.ts)`)}` +
    '// @ts-nocheck: the code below is ajv\'s; its types are in generated/validators/types.ts.\n' +
    `${code}\n\n` +
    '/** Create and update check the same schema: an update is checked on the stored record merged with what was sent. */\n' +
    'export const create = input;\nexport const update = input;\n' +
    `/** The transitions that declare an input, by name. */\nexport const transitions = {${transitions.map(([name, e]) => ` ${JSON.stringify(name)}: ${e}`).join(',')}${transitions.length ? ' ' : ''}};\n` +
    `/** Where the rules sit and what each \`$data\` names, for the input and each transition's. */\nexport const meta = ${JSON.stringify(meta)};\n`;
}

/** Every `if` of the model (conditions, field schemas, shared schemas), as written, each once. */
function conditionSchemas(model: Model): Json[] {
  const found = new Map<string, Json>();
  const collect = (schema: unknown) => {
    if (!schema || typeof schema !== 'object') return;
    mapSchema(schema as Json, (node) => {
      if (node.if && typeof node.if === 'object') found.set(JSON.stringify(node.if), node.if);
      return node;
    });
  };
  for (const entity of model.entities) {
    entity.conditions.forEach((condition) => collect(condition));
    entity.fields.forEach((field) => collect(field.schema));
  }
  Object.values(model.sharedSchemas).forEach(collect);
  return [...found.values()];
}

function conditionsModule(model: Model): string {
  // A condition is tested on the object it sits in; it is compiled alone, so strictTypes cannot see that object's type.
  const ajv = validatorAjv(model, { strictTypes: false });
  const schemas = conditionSchemas(model);
  const refs: Record<string, string> = {};
  schemas.forEach((schema, i) => {
    ajv.addSchema(forCompiling(schema), `condition-${i}.validator`);
    refs[`condition${i}`] = `condition-${i}.validator`;
  });
  const code = schemas.length ? toEsm(standaloneCode(ajv, refs)) : '';
  return `${generatedHeader('schemas/ (every `if` of the entity and shared schemas, compiled by generator/emit-validators.ts)')}` +
    '// @ts-nocheck: the code below is ajv\'s.\n' +
    `${code}\n\n` +
    '/** Each `if` schema, by its JSON as written in the model, → a test of the data it sits beside. */\n' +
    `export const conditionTests = {\n${schemas.map((schema, i) => `  ${JSON.stringify(JSON.stringify(schema))}: condition${i},`).join('\n')}\n};\n`;
}

/**
 * The shared schemas (`schemas/shared/`) as checks of their own, by `$id`: a form that edits one part of a record
 * (List Products' channel fields, shared by a batch of listings) checks it with the code the record's check uses.
 */
function sharedModule(ajv: Ajv2020, model: Model): string {
  const ids = Object.keys(model.sharedSchemas).sort();
  const refs = Object.fromEntries(ids.map((id, i) => [`shared${i}`, id]));
  const code = ids.length ? toEsm(standaloneCode(ajv, refs)) : '';
  return `${generatedHeader('schemas/shared/ (compiled by generator/emit-validators.ts)')}` +
    '// @ts-nocheck: the code below is ajv\'s.\n' +
    `${code}\n\n` +
    '/** Each shared schema\'s check, by its `$id`. */\n' +
    `export const sharedChecks = {\n${ids.map((id, i) => `  ${JSON.stringify(id)}: shared${i},`).join('\n')}\n};\n`;
}

/** Generated file of an entity's validators. */
export function validatorFile(entity: Pick<EntityModel, 'name'>): string {
  return `generated/validators/${entity.name}.ts`;
}

/**
 * The compiled modules are cached in `node_modules/.cache/sellyard-validators/<hash>.json` (not committed), by the
 * hash of what they are compiled from (the entities, the shared schemas, this compiler's own source and ajv's
 * version), so a run with no schema change compiles nothing. A build with errors is never cached.
 */
const CACHE_DIR = join(process.cwd(), 'node_modules/.cache/sellyard-validators');
const COMPILER_SOURCES = ['emit-validators.ts', 'validation-schemas.ts', 'data-refs.ts'].map((file) => join(import.meta.dirname, file));

function cacheKey(model: Model): string {
  const hash = createHash('sha256');
  for (const file of COMPILER_SOURCES) hash.update(readFileSync(file));
  hash.update(readFileSync(join(process.cwd(), 'node_modules/ajv/package.json')));
  hash.update(JSON.stringify({ entities: model.entities, shared: model.sharedSchemas }));
  return hash.digest('hex');
}

function cached(key: string): Record<string, string> | undefined {
  try {
    return JSON.parse(readFileSync(join(CACHE_DIR, `${key}.json`), 'utf8'));
  } catch {
    return undefined;
  }
}

function remember(key: string, files: Record<string, string>): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const temporary = join(CACHE_DIR, `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, JSON.stringify(files));
    renameSync(temporary, join(CACHE_DIR, `${key}.json`));
  } catch {
    // A cache that cannot be written only costs the next run its time.
  }
}

export function emitValidators(model: Model, outputs: Outputs, context?: { root: string }): void {
  // Tests that call the emitter directly (no context) always compile.
  const key = context ? (() => { try { return cacheKey(model); } catch { return undefined; } })() : undefined;
  const hit = key ? cached(key) : undefined;
  if (hit) {
    for (const [path, content] of Object.entries(hit)) outputs.set(path, content);
    return;
  }
  const files = compileAll(model);
  for (const [path, content] of files) outputs.set(path, content);
  if (key) remember(key, Object.fromEntries(files));
}

function compileAll(model: Model): Map<string, string> {
  const outputs: Outputs = new Map();
  const errors: SchemaError[] = [];
  // One ajv per entity: ajv numbers the functions of its standalone code across everything one instance compiled,
  // so with a single instance one entity's change renumbered (and rewrote) the files of every entity after it.
  const modules: Array<{ entity: EntityModel; units: Unit[]; ajv: Ajv2020 }> = [];
  for (const entity of model.entities.filter((e) => e.resource)) {
    const ajv = validatorAjv(model);
    const units = unitsOf(model, entity, errors);
    for (const unit of units) {
      const id = `${entity.name}.${unit.exportName}.validator`;
      try {
        ajv.addSchema(forCompiling(unit.schema), id);
        ajv.getSchema(id);
      } catch (error) {
        ajv.removeSchema(id);
        errors.push(compileError(error as Error, unit));
      }
    }
    modules.push({ entity, units, ajv });
  }
  if (errors.length) throw new SchemaErrors(errors);

  for (const { entity, units, ajv } of modules) outputs.set(validatorFile(entity), entityModule(ajv, entity, units));
  outputs.set('generated/validators/conditions.ts', conditionsModule(model));
  outputs.set('generated/validators/shared.ts', sharedModule(validatorAjv(model), model));
  const entities = modules.map((m) => m.entity.name);
  outputs.set('generated/validators/index.ts',
    `${generatedHeader('schemas/ (the admin\'s lazy loaders of the compiled validators)')}` +
    'import type { CompiledValidators } from \'./types.ts\';\n\n' +
    '/** One chunk per entity, loaded with its form. */\n' +
    `export const validatorLoaders: Record<string, () => Promise<CompiledValidators>> = {\n${entities.map((name) => `  ${JSON.stringify(name)}: () => import('./${name}.ts'),`).join('\n')}\n};\n`);
  outputs.set('generated/validators/all.ts',
    `${generatedHeader('schemas/ (every compiled validator, for the API, which loads them all at start)')}` +
    'import type { CompiledValidators } from \'./types.ts\';\n' +
    `${entities.map((name, i) => `import * as entity${i} from './${name}.ts';`).join('\n')}\n\n` +
    `export const compiledValidators: Record<string, CompiledValidators> = {\n${entities.map((name, i) => `  ${JSON.stringify(name)}: entity${i},`).join('\n')}\n};\n`);
  outputs.set('generated/validators/types.ts',
    `${generatedHeader('generator/emit-validators.ts (the shape of a compiled validator module)')}` +
    'import type { ErrorObject } from \'ajv\';\n\n' +
    '/** An ajv standalone validate function: true when valid, else its `errors` say why. */\n' +
    'export interface CompiledCheck {\n  (data: unknown): boolean;\n  errors?: ErrorObject[] | null;\n}\n\n' +
    '/** Where the `x-rules` of a schema sit (their failures are worded as the rule says) and what each `$data` names. */\n' +
    'export interface ValidatorMeta {\n  rules: Array<{ schemaPath: string; depth: number; pointer: string; message: string }>;\n  data: Record<string, string>;\n  compared: Array<{ field: string; with: string }>;\n}\n\n' +
    '/** One entity\'s module (`generated/validators/<entity>.ts`). */\n' +
    'export interface CompiledValidators {\n  input: CompiledCheck;\n  create: CompiledCheck;\n  update: CompiledCheck;\n  transitions: Record<string, CompiledCheck>;\n  meta: { input: ValidatorMeta; transitions: Record<string, ValidatorMeta> };\n}\n');
  return outputs;
}
