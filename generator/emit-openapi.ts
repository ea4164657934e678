/**
 * Emits `generated/openapi.json`: an OpenAPI 3.1 document of the REST API, built from the same model as the API.
 * Per top-level entity: list (ra-data-simple-rest's `sort`/`range`/`filter` and `Content-Range`), get, create,
 * update (with `version`), delete and one POST per state-machine transition, CSV export and import, and the
 * account's custom fields where the entity has them. Errors are RFC 9457 problems.
 */
import type { EntityModel, FieldModel, Model, Transition } from '../model/types.ts';
import type { Outputs } from './emit-model.ts';
import { json } from './header.ts';
import { inputSchema, recordSchema, sharedSchema, sharedTypeName, stripExtensions, type JsonSchema } from './entity-schemas.ts';
import { pascalCase } from './names.ts';

export const OPENAPI_PATH = 'generated/openapi.json';
/** Name of the session cookie (http-only, SameSite) set by `POST /api/auth/login`. */
export const SESSION_COOKIE = 'sellyard_session';

const SOURCE = 'schemas/**/*.json (via generator/emit-openapi.ts)';
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const response = (name: string): JsonSchema => ({ $ref: `#/components/responses/${name}` });

/** The problem responses, by status: component name and what it means. */
const PROBLEMS = {
  400: ['BadRequest', 'The request is invalid: one `errors[]` entry per invalid field (JSON pointer + message).'],
  401: ['Unauthorized', 'Not signed in, or the session has expired.'],
  403: ['Forbidden', 'Signed in, but the role, permissions or account flags do not allow this.'],
  404: ['NotFound', 'No such record in the current account.'],
  409: ['Conflict', 'The record changed since it was read (stale `version`), its state does not allow this, a unique value is taken, or the units asked for are already claimed by another open document (`already_claimed`).'],
  413: ['PayloadTooLarge', 'The request body is too large.'],
  422: ['UnprocessableContent', 'The `Idempotency-Key` was used in the last 24 hours for a different request (another method, path or body).'],
  429: ['TooManyRequests', 'Too many requests (login attempts are rate-limited); retry after `Retry-After` seconds.'],
} as const;
type Status = keyof typeof PROBLEMS;

function problemResponses(statuses: Status[]): JsonSchema {
  return Object.fromEntries(statuses.map((status) => [String(status), response(PROBLEMS[status][0])]));
}

/** `sales-orders` → `SalesOrders`; `mark-paid` → `markPaid`. */
const camel = (name: string) => pascalCase(name).charAt(0).toLowerCase() + pascalCase(name).slice(1);

/** The value a filter on `field` compares with: the column's scalar type (an array's item type). */
function filterValue(field: FieldModel): JsonSchema {
  const source = field.jsonType === 'array' ? (field.schema.items as JsonSchema) : field.schema;
  const types: string[] = Array.isArray(source.type) ? source.type : [source.type ?? field.jsonType];
  const out: JsonSchema = { type: types.find((t) => t !== 'null') };
  if (source.format) out.format = source.format;
  if (Array.isArray(source.enum)) out.enum = source.enum.filter((v: unknown) => v !== null);
  return out;
}

const ORDERED = (field: FieldModel) => ['integer', 'number'].includes(field.jsonType) || ['date', 'date-time'].includes(String(field.format));

/** The `filter` parameter's object: `q`, `id`, and per filterable field equality, `_ne`, `_in`, `_gte`/`_lte`. */
function filterSchema(entity: EntityModel): JsonSchema {
  const properties: JsonSchema = {};
  if (entity.searchFields.length) {
    properties.q = { type: 'string', description: `Case-insensitive substring search over ${entity.searchFields.join(', ')}.` };
  }
  properties.id = {
    description: 'One id, or several (react-admin getMany).',
    anyOf: [{ type: 'string', format: 'uuid' }, { type: 'array', items: { type: 'string', format: 'uuid' } }],
  };
  for (const field of entity.fields.filter((f) => f.filterable && f.name !== 'id')) {
    const value = filterValue(field);
    properties[field.name] = { ...value, description: field.jsonType === 'array' ? `Contains this value.` : `Equals this value.` };
    properties[`${field.name}_ne`] = { ...value, description: 'Differs from this value.' };
    properties[`${field.name}_in`] = { type: 'array', items: value, description: 'Is one of these values.' };
    if (ORDERED(field)) {
      properties[`${field.name}_gte`] = { ...value, description: 'Is at least this value.' };
      properties[`${field.name}_lte`] = { ...value, description: 'Is at most this value.' };
    }
  }
  if (entity.customFields) {
    properties.custom_fields = {
      type: 'object',
      description: "Filters on the account's custom fields, by key (with the same `_ne`, `_in`, `_nin`, `_gte`, `_lte`, `_gt`, `_lt` suffixes); a key the account has not defined is a 400.",
      additionalProperties: true,
    };
  }
  return {
    type: 'object',
    description: `Filters for ${entity.resource}. Unknown keys are a 400.${entity.customFields ? ' Custom fields also as `custom_fields.<key>[_op]`.' : ''}`,
    properties,
    ...(entity.customFields ? { patternProperties: { '^custom_fields\\.[a-z][a-z0-9_]*$': { description: 'A custom-field filter.' } } } : {}),
    additionalProperties: false,
  };
}

/**
 * CSV export and import of a resource, and its custom-field definitions (api/crud/transfer-routes.ts).
 */
function transferOperations(entity: EntityModel): JsonSchema {
  const T = entity.typeName;
  const plural = pascalCase(entity.resource!);
  const tags = [T];
  const base = `/api/${entity.resource}`;
  const importBody = {
    required: true,
    content: {
      'application/json': { schema: ref('ImportRequest') },
      'text/csv': { schema: { type: 'string', description: 'The file itself; `mapping` and `defaults` (JSON) and `skipInvalid=true` go in the query string.' } },
    },
  };
  const ndjson = { 'application/x-ndjson': { schema: { type: 'string', description: 'With `Accept: application/x-ndjson`: `{"type":"progress","processed":n,"total":n}` lines, then `{"type":"result","status":…,"body":…}` carrying what the plain request would answer.' } } };
  const report = { 'application/json': { schema: ref('ImportReport') }, ...ndjson };
  const paths: JsonSchema = {
    [`${base}/export.csv`]: {
      get: {
        tags, operationId: `export${plural}Csv`, summary: `Export ${entity.title.toLowerCase()} records as CSV`,
        description: 'Every row the list with the same `sort` and `filter` shows (`range` is ignored), within the caller\'s permissions, streamed in batches. Columns: the returned fields, then `custom_fields.<key>` per custom field; money as decimals in the record\'s currency; a cell that a spreadsheet could run as a formula (starting with = + - @, also after leading spaces or after a `,` `;` or tab inside it) gets a leading `\'`, as does a value starting with `\'` (the import removes exactly that one); cells holding `,` `;` tab, quotes or line breaks are quoted. Also served as the list URL with `format=csv`.',
        parameters: [
          jsonQuery('sort', 'As for the list.', { type: 'array' }, [entity.defaultSort.field, entity.defaultSort.order]),
          jsonQuery('filter', 'As for the list.', ref(`${T}Filter`), {}),
        ],
        responses: { 200: { description: 'The CSV file (RFC 4180, UTF-8 with a byte-order mark).', content: { 'text/csv': { schema: { type: 'string' } } } }, ...problemResponses([400, 401, 403, 429]) },
      },
    },
    [`${base}/import/preview`]: {
      post: {
        tags, operationId: `preview${plural}Import`, summary: `Preview a CSV import of ${entity.title.toLowerCase()} records`,
        description: 'Runs the import in a transaction that is then rolled back: per-row results and errors, counts, the columns and the (suggested) mapping. Nothing is kept. At most 5 MB and 20,000 rows (413).',
        requestBody: importBody,
        responses: { 200: { description: 'What the import would do.', content: report }, ...problemResponses([400, 401, 403, 413, 429]) },
      },
    },
    [`${base}/import`]: {
      post: {
        tags, operationId: `import${plural}`, summary: `Import ${entity.title.toLowerCase()} records from CSV`,
        description: 'Upserts by `id`, else the natural key, else a unique field, in ONE transaction: with any failed row nothing is written (400 `import_failed` listing the rows) unless `skipInvalid` is true. A client that disconnects before the end cancels it (rolled back). With `Prefer: respond-async` (the admin sends it for files over 500 rows) the file is checked, then imported by a background job: 202 with the import `{id, state, total, …}` and `Location: /api/imports/{id}`, which reports progress and keeps the result (`/api/imports/{id}/result.csv`).',
        requestBody: importBody,
        responses: {
          200: { description: 'What was written.', content: report },
          202: { description: 'Queued as a background import (`Prefer: respond-async`): follow `Location`.', content: { 'application/json': { schema: { type: 'object' } } } },
          ...problemResponses([400, 401, 403, 413, 429]),
        },
      },
    },
  };
  if (entity.ledger) {
    delete paths[`${base}/import/preview`];
    delete paths[`${base}/import`];
  }
  if (entity.customFields) {
    paths[`${base}/custom-fields`] = {
      get: {
        tags, operationId: `list${plural}CustomFields`, summary: `The account's custom fields of ${entity.title.toLowerCase()} records`,
        description: 'For anyone who may read the resource (forms and lists need them). `filter` may pick one kind of record (relationships: `{"type":"CUSTOMER"}`).',
        parameters: [jsonQuery('filter', 'Narrows to one target.', { type: 'object' }, {})],
        responses: { 200: { description: 'Definitions in form order.', content: { 'application/json': { schema: { type: 'array', items: ref('CustomFieldDefinition') } } } }, ...problemResponses([401, 403, 429]) },
      },
    };
  }
  return paths;
}

/** A query parameter sent JSON-encoded, as ra-data-simple-rest does. */
/**
 * The list's `fields` parameter: the columns to send, whitelisted (the API checks the same names, see
 * api/crud/list-fields.ts). Without it a list sends its screen's columns; GET of one record is always complete.
 */
function fieldsParameter(entity: EntityModel): JsonSchema {
  const returned = entity.fields.filter((f) => !f.virtual && !f.internal && !f.writeOnly).map((f) => f.name);
  const selectable = [...returned, ...entity.fields.filter((f) => f.secret).map((f) => `${f.name}_set`)];
  const always = ['id', entity.tenantColumn, 'version'].filter((name) => selectable.includes(name));
  const extras = [entity.labelField, entity.stateMachine?.field, entity.readOnlyWhen?.field, entity.customFields ? 'custom_fields' : undefined]
    .filter((name): name is string => !!name && selectable.includes(name) && !entity.listColumns.includes(name));
  return {
    name: 'fields', in: 'query', required: false,
    description: `The columns to send: a JSON array (\`["${entity.listColumns[0] ?? 'id'}"]\`) or a comma-separated list, or \`*\` for every column. ` +
      `${always.map((n) => `\`${n}\``).join(', ')} always come. Without it the list sends its screen's columns: ` +
      `${[...entity.listColumns, ...extras].map((n) => `\`${n}\``).join(', ')} (and fields the permission rules test). An unknown name is a 400.`,
    schema: { type: 'string' },
    examples: {
      list: { value: JSON.stringify(entity.listColumns.slice(0, 3)) },
      every: { value: '*' },
    },
    'x-allowed-fields': selectable,
  };
}

const jsonQuery = (name: string, description: string, schema: JsonSchema, example: unknown): JsonSchema => ({
  name, in: 'query', required: false, description, content: { 'application/json': { schema, example } },
});

/**
 * A transition's request body: `version`, plus the input it declares (then nothing else is accepted). The API
 * checks it with the same schema (api/crud/validation.ts `transitionInputSchema`).
 */
/**
 * `x-entity.childGrid`: many children of one parent in one request (api/crud/child-grid.ts). Each row is a child's
 * create body without the parent's reference (set from the path), fields left out are inherited from the parent,
 * patterned fields (a SKU) are filled from the pattern, and `opening_stock` where the grid takes it.
 */
function childGridOperation(entity: EntityModel, operationId: string, tags: string[], guard: string): JsonSchema {
  const grid = entity.childGrid!;
  const row: JsonSchema = { type: 'object', description: `A ${grid.entity}'s fields (${grid.columns.map((c) => `\`${c}\``).join(', ')}…); \`${grid.foreignKey}\` is the parent in the path; ${grid.inherit.length ? `left out, ${grid.inherit.map((f) => `\`${f}\``).join(', ')} come from the parent; ` : ''}${Object.keys(grid.patterns).map((f) => `\`${f}\` defaults to \`${grid.patterns[f]}\``).join(', ')}.${grid.openingStock ? ' `opening_stock`: `[{ location_id, quantity }]`, counted in as an adjustment.' : ''}` };
  return {
    tags, operationId, summary: `Create ${grid.title.toLowerCase()} of a ${entity.title.toLowerCase()}`,
    description: `Makes every row a ${grid.entity} of this ${entity.title.toLowerCase()} in one transaction: all of them or none. A row's error points at it (\`/rows/<i>/<field>\`); a combination the family already has is a 409.${grid.when ? ` Only when \`${grid.when.field}\` is ${grid.when.in.map((v) => `\`${v}\``).join(' or ')}.` : ''}${guard}`,
    requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['rows'], additionalProperties: false, properties: { rows: { type: 'array', minItems: 1, items: row } } } } } },
    responses: {
      201: { description: `The ${grid.title.toLowerCase()} made.`, content: { 'application/json': { schema: { type: 'object', properties: { created: { type: 'array', items: { type: 'object' } } } } } } },
      ...problemResponses([400, 401, 403, 404, 409, 429]),
    },
  };
}

/** The transition's own roles and permissions, in the operation's description (403 for anyone else). */
function transitionAccess(transition: Transition): string {
  const parts = [
    ...(transition.roles.length ? [`only the role${transition.roles.length > 1 ? 's' : ''} ${transition.roles.map((r) => `\`${r}\``).join(', ')}`] : []),
    ...(transition.permissions.length ? [`only users who also hold ${transition.permissions.map((p) => `\`${p}\``).join(' and ')}`] : []),
  ];
  return parts.length ? ` Made by ${parts.join(', and ')}; anyone else gets 403 \`forbidden\`.` : '';
}

function transitionBody(transition: Transition): JsonSchema {
  const version = { type: 'integer', description: 'The version last read; a stale one is a 409.' };
  if (!transition.input) return { required: false, content: { 'application/json': { schema: { type: 'object', properties: { version } } } } };
  const input = stripExtensions(structuredClone(transition.input)) as JsonSchema;
  const schema = { ...input, type: 'object', properties: { ...(input.properties ?? {}), version }, additionalProperties: false };
  return {
    required: Boolean(input.required?.length),
    description: transition.confirm ?? `What ${transition.label.toLowerCase()} needs.`,
    content: { 'application/json': { schema } },
  };
}

/** `GET …/audit`: the audit log of one record (x-entity.audit), as api/audit/audit-log.ts answers it. */
function auditOperation(entity: EntityModel, operationId: string, guard: string): JsonSchema {
  const change = { type: 'object', properties: { from: {}, to: {} }, description: 'The value before and after; secrets read `[redacted]`.' };
  const entry = {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      at: { type: 'string', format: 'date-time' },
      action: { enum: ['create', 'update', 'delete', 'transition'] },
      transition: { type: ['string', 'null'] },
      by: {
        type: 'object',
        description: 'Who: a user of the account, a platform admin acting in it (their own identity), or the server\'s job (`job`: its kind, `jobId`: the run, and its `cause`: what made it run).',
        properties: { kind: { enum: ['user', 'platform-admin', 'system'] }, userId: { type: ['string', 'null'] }, email: { type: ['string', 'null'] }, job: { type: ['string', 'null'] }, jobId: { type: ['string', 'null'] }, cause: { type: ['string', 'null'] } },
      },
      changes: { type: 'object', additionalProperties: change, description: 'Each changed field by name.' },
    },
  };
  return {
    tags: [entity.typeName], operationId, summary: `Audit log of a ${entity.title.toLowerCase()}`,
    description: `Every create, update, delete and transition of the record, oldest first: who, when, and each changed field's old and new value (secrets redacted).${guard}`,
    responses: {
      200: { description: 'The entries, oldest first.', content: { 'application/json': { schema: { type: 'array', items: entry } } } },
      ...problemResponses([401, 403, 404, 429]),
    },
  };
}

function entityOperations(entity: EntityModel): JsonSchema {
  const T = entity.typeName;
  const plural = pascalCase(entity.resource!);
  const tags = [T];
  const sortable = entity.fields.filter((f) => f.sortable).map((f) => f.name);
  const guard = entity.permission ? ` Requires the \`${entity.permission}\` permission (or a grant of it).` : ' Reached through the permission manifest\'s grants.';
  const frozen = entity.readOnlyWhen ? ` A record whose \`${entity.readOnlyWhen.field}\` is ${entity.readOnlyWhen.in.join(', ')} can no longer be changed (409).` : '';
  const record = { description: `The ${entity.title.toLowerCase()}.`, content: { 'application/json': { schema: ref(T) } } };
  const id = { $ref: '#/components/parameters/Id' };

  const collection = {
    get: {
      tags, operationId: `list${plural}`, summary: `List ${entity.title.toLowerCase()} records`,
      description: `A page of records, sorted and filtered.${guard}`,
      parameters: [
        jsonQuery('sort', `\`["field","ASC"|"DESC"]\`; default \`${JSON.stringify([entity.defaultSort.field, entity.defaultSort.order])}\`.`, {
          type: 'array', prefixItems: [{ enum: sortable }, { enum: ['ASC', 'DESC'] }], minItems: 2, maxItems: 2, items: false,
        }, [entity.defaultSort.field, entity.defaultSort.order]),
        { $ref: '#/components/parameters/Range' },
        jsonQuery('filter', 'A JSON object of filters.', ref(`${T}Filter`), {}),
        fieldsParameter(entity),
      ],
      responses: {
        200: {
          description: 'The page of records (the columns `fields` asks for); `Content-Range` gives its bounds and the total.',
          headers: { 'Content-Range': { $ref: '#/components/headers/ContentRange' } },
          content: { 'application/json': { schema: { type: 'array', items: ref(T) } } },
        },
        ...problemResponses([400, 401, 403, 429]),
      },
    },
    post: {
      tags, operationId: `create${T}`, summary: `Create a ${entity.title.toLowerCase()}`, description: `Read-only fields are never taken from the body.${guard}`,
      requestBody: { required: true, content: { 'application/json': { schema: ref(`${T}Input`) } } },
      responses: { 201: { ...record, description: `The created ${entity.title.toLowerCase()}.` }, ...problemResponses([400, 401, 403, 409, 413, 429]) },
    },
  };
  const item = {
    parameters: [id],
    get: {
      tags, operationId: `get${T}`, summary: `Get a ${entity.title.toLowerCase()}`, description: guard.trim(),
      responses: { 200: record, ...problemResponses([401, 403, 404, 429]) },
    },
    put: {
      tags, operationId: `update${T}`, summary: `Update a ${entity.title.toLowerCase()}`,
      description: `Send the \`version\` last read: a stale one is a 409, never a lost update.${frozen}${guard}`,
      requestBody: { required: true, content: { 'application/json': { schema: ref(`${T}Update`) } } },
      responses: { 200: record, ...problemResponses([400, 401, 403, 404, 409, 413, 429]) },
    },
    delete: {
      tags, operationId: `delete${T}`, summary: `Delete a ${entity.title.toLowerCase()}`, description: `Returns the deleted record.${frozen}${guard}`,
      responses: { 200: { ...record, description: `The deleted ${entity.title.toLowerCase()}.` }, ...problemResponses([401, 403, 404, 409, 429]) },
    },
  };
  // A ledger is written by the server alone: only its reads are offered.
  if (entity.ledger) {
    delete (collection as Partial<typeof collection>).post;
    delete (item as Partial<typeof item>).put;
    delete (item as Partial<typeof item>).delete;
  }
  const paths: JsonSchema = { [`/api/${entity.resource}`]: collection, [`/api/${entity.resource}/{id}`]: item };
  if (entity.stateMachine) {
    paths[`/api/${entity.resource}/{id}/history`] = {
      parameters: [id],
      get: {
        tags, operationId: `history${T}`, summary: `Status history of a ${entity.title.toLowerCase()}`,
        description: `Every transition the record went through, oldest first: \`{ id, transition, from_status, to_status, at, user_email }\`.${guard}`,
        responses: {
          200: {
            description: 'The transitions, oldest first.',
            content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, transition: { type: 'string' }, from_status: { type: ['string', 'null'] }, to_status: { type: 'string' }, at: { type: 'string', format: 'date-time' }, user_email: { type: ['string', 'null'] } } } } } },
          },
          ...problemResponses([401, 403, 404, 429]),
        },
      },
    };
  }
  if (entity.audit) paths[`/api/${entity.resource}/{id}/audit`] = { parameters: [id], get: auditOperation(entity, `audit${T}`, guard) };
  if (entity.childGrid) paths[`/api/${entity.resource}/{id}/children/${entity.childGrid.name}`] = { parameters: [id], post: childGridOperation(entity, `create${pascalCase(entity.childGrid.name)}Of${T}`, tags, guard) };
  for (const transition of (entity.stateMachine?.transitions ?? []).filter((t) => !t.bySystem)) {
    const to = transition.to === '$previous' ? 'the state it had before it was put there' : `\`${transition.to}\``;
    const held = transition.to === '$previous' ? [] : (entity.stateMachine?.holds ?? []).filter((h) => transition.from.includes(h.state));
    const holdRule = held.map((h) => ` From \`${h.state}\` only if also allowed from the state the record had before \`${h.transition}\` (\`${h.field}\`).`).join('');
    paths[`/api/${entity.resource}/{id}/${transition.name}`] = {
      parameters: [id],
      post: {
        tags, operationId: `${camel(transition.name)}${T}`, summary: transition.label,
        description: `Moves \`${entity.stateMachine!.field}\` from ${transition.from.map((s) => `\`${s}\``).join(', ')} to ${to}; from any other state it is a 409.${holdRule}${transitionAccess(transition)}${guard}`,
        requestBody: transitionBody(transition),
        responses: { 200: { ...record, description: `The ${entity.title.toLowerCase()} after the transition.` }, ...problemResponses([400, 401, 403, 404, 409, 429]) },
      },
    };
  }
  return paths;
}

/**
 * A singleton (one record per account): `GET /api/<resource>` reads the acting account's record, `PUT` upserts it.
 * Nothing else: no list, create, delete, transitions or CSV.
 */
function singletonOperations(entity: EntityModel): JsonSchema {
  const T = entity.typeName;
  const tags = [T];
  const name = entity.title.toLowerCase();
  const guard = entity.permission ? ` Changing it requires the \`${entity.permission}\` permission (or a grant of it).` : ' Reached through the permission manifest\'s grants.';
  const flags = entity.flags.length ? ` The account needs the feature flags ${entity.flags.map((f) => `\`${f}\``).join(', ')} (403 otherwise).` : '';
  const record = { description: `The account's ${name}.`, content: { 'application/json': { schema: ref(T) } } };
  return {
    [`/api/${entity.resource}`]: {
      get: {
        tags, operationId: `get${T}`, summary: `Get the account's ${name}`,
        description: `One record per account (the account acted in, with \`X-Account-Id\`). Before the first save it is the schema's defaults, with \`version: 0\` and no \`id\`.${flags}`,
        responses: { 200: record, ...problemResponses([401, 403, 429]) },
      },
      put: {
        tags, operationId: `update${T}`, summary: `Save the account's ${name}`,
        description: `An upsert: send the \`version\` last read (0 before the first save); a stale one is a 409, never a lost update. Fields left out keep their stored value (or default); read-only fields are never taken from the body.${guard}${flags}`,
        requestBody: { required: true, content: { 'application/json': { schema: ref(`${T}Update`) } } },
        responses: { 200: record, ...problemResponses([400, 401, 403, 409, 413, 429]) },
      },
    },
    ...(entity.audit ? { [`/api/${entity.resource}/audit`]: { get: auditOperation(entity, `audit${T}`, flags) } } : {}),
  };
}

function authPaths(): JsonSchema {
  const session = { description: 'The signed-in user, their account, flags and packed CASL rules.', content: { 'application/json': { schema: ref('Session') } } };
  return {
    '/api/auth/login': {
      post: {
        tags: ['Auth'], operationId: 'login', summary: 'Sign in', security: [],
        description: `Checks the password and sets the \`${SESSION_COOKIE}\` cookie (http-only, SameSite). Attempts are rate-limited per email and per client address. Origin-checked like every cookie-issuing write (403 \`cross_origin\`); with Secure cookies it needs HTTPS (403 \`https_required\`).`,
        requestBody: { required: true, content: { 'application/json': { schema: ref('LoginRequest') } } },
        responses: {
          200: { ...session, headers: { 'Set-Cookie': { description: `\`${SESSION_COOKIE}=…; HttpOnly; SameSite=Lax; Path=/\``, schema: { type: 'string' } } } },
          ...problemResponses([400, 401, 403, 413, 429]),
        },
      },
    },
    '/api/auth/logout': {
      post: {
        tags: ['Auth'], operationId: 'logout', summary: 'Sign out', description: 'Ends the session and clears the cookie.',
        responses: { 204: { description: 'Signed out.' }, ...problemResponses([401]) },
      },
    },
    '/api/auth/me': {
      get: {
        tags: ['Auth'], operationId: 'me', summary: 'The current session',
        responses: { 200: session, ...problemResponses([401]) },
      },
    },
  };
}

const ROW_ERROR = { type: 'object', required: ['pointer', 'message'], properties: { pointer: { type: 'string' }, message: { type: 'string' }, column: { type: 'string', description: 'The CSV column of the value.' } } };

/** Bodies of the CSV import and the custom-field definitions. */
const TRANSFER_SCHEMAS: JsonSchema = {
  ImportRequest: {
    type: 'object', required: ['csv'],
    properties: {
      csv: { type: 'string', description: 'The file: UTF-8 CSV with a header line (`,`, `;` or tab).' },
      mapping: { type: 'object', additionalProperties: { type: ['string', 'null'] }, description: 'Column → field (`sku`, `custom_fields.<key>`, `id`) or null to ignore; default: suggested from the header.' },
      defaults: { type: 'object', description: 'Field values for every row a column does not set.' },
      skipInvalid: { type: 'boolean', default: false, description: 'Write the valid rows even if others fail.' },
    },
  },
  ImportReport: {
    type: 'object',
    required: ['resource', 'preview', 'committed', 'columns', 'mapping', 'total', 'counts', 'rows'],
    properties: {
      resource: { type: 'string' }, preview: { type: 'boolean' }, committed: { type: 'boolean' },
      columns: { type: 'array', items: { type: 'string' } },
      mapping: { type: 'object', additionalProperties: { type: ['string', 'null'] } },
      targets: { type: 'array', items: { type: 'object', properties: { target: { type: 'string' }, title: { type: 'string' }, required: { type: 'boolean' } } } },
      unmappedRequired: { type: 'array', items: { type: 'string' } },
      total: { type: 'integer' },
      counts: { type: 'object', properties: { create: { type: 'integer' }, update: { type: 'integer' }, error: { type: 'integer' } } },
      rows: {
        type: 'array',
        items: {
          type: 'object', required: ['line', 'action'],
          properties: {
            line: { type: 'integer', description: 'Line in the file; the header is line 1.' },
            action: { enum: ['create', 'update', 'error'] },
            id: { type: 'string', format: 'uuid' },
            errors: { type: 'array', items: ROW_ERROR },
            cells: { type: 'array', items: { type: 'string' } },
          },
        },
      },
      truncated: { type: 'boolean' },
    },
  },
  CustomFieldDefinition: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' }, entity: { type: 'string' }, key: { type: 'string' }, label: { type: 'string' },
      type: { enum: ['TEXT', 'NUMBER', 'BOOLEAN', 'DATE', 'SELECT', 'MULTISELECT', 'URL'] },
      options: { type: 'array', items: { type: 'string' } }, required: { type: 'boolean' }, position: { type: 'integer' }, help: { type: ['string', 'null'] },
    },
  },
};

function componentSchemas(model: Model): JsonSchema {
  const schemas: JsonSchema = {
    Problem: {
      type: 'object',
      description: 'An error (RFC 9457). `code` is stable; `errors` lists invalid fields on a 400.',
      required: ['title', 'status'],
      properties: {
        type: { type: 'string', format: 'uri-reference' },
        title: { type: 'string' },
        status: { type: 'integer', minimum: 400, maximum: 599 },
        detail: { type: 'string' },
        code: { type: 'string', description: 'Stable error code from the API error catalogue, e.g. `VALIDATION_FAILED`.' },
        errors: {
          type: 'array',
          items: {
            type: 'object',
            required: ['pointer', 'message'],
            properties: {
              pointer: { type: 'string', description: 'JSON pointer to the invalid field, e.g. `/lines/0/quantity`.' },
              message: { type: 'string', description: 'The same message the form shows.' },
            },
          },
        },
      },
    },
    LoginRequest: {
      type: 'object',
      required: ['email', 'password'],
      properties: { email: { type: 'string', format: 'email' }, password: { type: 'string', minLength: 1, writeOnly: true } },
    },
    Session: {
      type: 'object',
      required: ['user', 'account', 'sessionUser', 'rules', 'clientAccounts'],
      properties: {
        user: { type: 'object', description: 'The signed-in user: id, email, name, role, permissions.', properties: { id: { type: 'string', format: 'uuid' }, email: { type: 'string' }, name: { type: 'string' }, role: { enum: model.roles.map((r) => r.name) }, permissions: { type: 'array', items: { type: 'string' } } } },
        account: { type: 'object', description: "The user's own account: id, name, kind, feature_flags, currency, country." },
        sessionUser: { type: 'object', description: 'What permission checks read: id, email, role, accountId, permissions, flags, clientAccountIds.' },
        rules: { type: 'array', items: { type: 'array' }, description: 'CASL rules, packed (`packRules`): the admin hides what they do not allow.' },
        clientAccounts: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } }, description: 'Accounts a partner (or admin) may act in with the X-Account-Id header.' },
        preload: {
          type: 'object',
          description: "What the own account's screens read before their data, so the first screen after sign-in asks only for its rows: `dates` (General Settings' date_format and timezone, null when the role may not read them) and `customFields` (the custom-field definitions of every entity the user may read, as GET /api/<resource>/custom-fields answers them).",
          properties: {
            dates: { type: ['object', 'null'], properties: { date_format: { type: 'string' }, timezone: { type: 'string' } } },
            customFields: { type: 'array', items: { type: 'object' } },
          },
        },
      },
    },
  };
  Object.assign(schemas, TRANSFER_SCHEMAS);
  for (const id of Object.keys(model.sharedSchemas).sort()) schemas[sharedTypeName(id)] = stripExtensions(sharedSchema(id, model, ref));
  for (const entity of model.entities) {
    const T = entity.typeName;
    schemas[T] = stripExtensions(recordSchema(entity, model, ref));
    schemas[`${T}Input`] = stripExtensions(inputSchema(entity, model, ref));
    if (!entity.resource) continue;
    schemas[`${T}Update`] = {
      type: 'object',
      description: entity.singleton ? 'The body of a save: the input plus the `version` last read (0 before the first save).' : `The body of an update: the input plus the \`version\` last read.`,
      allOf: [ref(`${T}Input`)],
      required: ['version'],
      properties: { version: { type: 'integer', description: 'The version last read; a stale one is a 409.' } },
    };
    if (!entity.singleton) schemas[`${T}Filter`] = filterSchema(entity);
  }
  return schemas;
}

/** POSTs that take no `Idempotency-Key`: signing in or out again is harmless, and a replay could not set the cookie. */
export const IDEMPOTENCY_EXEMPT = ['/api/auth/login', '/api/auth/logout'];

/** The `Idempotency-Key` header parameter (a component), shared with the hand-written endpoints' documents. */
export const IDEMPOTENCY_KEY_PARAMETER: JsonSchema = {
  name: 'Idempotency-Key', in: 'header', required: false,
  description: 'Makes a retry safe: the same key from the same user (signed out: the same address and path) within 24 hours ' +
    'answers the first answer (status, body, `Location`), marked `Idempotent-Replayed: true`, and writes nothing. ' +
    'The same key with another body is 422; while the first request runs it is 409. Refused answers (4xx) do not use up the key.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};

/** Every POST of `paths` (but sign-in and sign-out) takes the `Idempotency-Key` header and may answer 409 and 422. */
function withIdempotencyKeys(paths: Record<string, JsonSchema>): Record<string, JsonSchema> {
  for (const [path, item] of Object.entries(paths)) {
    if (!item.post || IDEMPOTENCY_EXEMPT.includes(path)) continue;
    item.post.parameters = [...(item.post.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
    item.post.responses = { ...item.post.responses, ...problemResponses([409, 422]) };
  }
  return paths;
}

/** Builds the OpenAPI 3.1 document. */
export function openApiDocument(model: Model): JsonSchema {
  const entities = model.entities.filter((e) => e.resource);
  return {
    openapi: '3.1.0',
    info: {
      title: `${model.productName} API`,
      version: '1.0.0',
      description:
        `GENERATED FILE: DO NOT EDIT. Source: ${SOURCE}. Regenerate with \`npm run generate\`; \`npm run generate -- --check\` verifies it is fresh.\n\n` +
        'Lists follow ra-data-simple-rest: `sort`, `range` and `filter` are JSON-encoded query parameters and the total comes back in `Content-Range`. ' +
        'Every record is scoped to the signed-in account; money is in integer minor units.',
    },
    'x-generated': { doNotEdit: true, source: SOURCE, regenerate: 'npm run generate' },
    servers: [{ url: '/' }],
    security: [{ session: [] }],
    tags: [
      { name: 'Auth', description: 'Sessions: sign in, sign out, who am I.' },
      ...entities.map((e) => ({ name: e.typeName, description: e.description || e.title })),
    ],
    paths: withIdempotencyKeys(Object.assign(
      {},
      authPaths(),
      ...entities.map((e) => (e.singleton ? singletonOperations(e) : entityOperations(e))),
      ...entities.filter((e) => !e.singleton).map(transferOperations),
    )),
    components: {
      schemas: componentSchemas(model),
      parameters: {
        Id: { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        IdempotencyKey: IDEMPOTENCY_KEY_PARAMETER,
        Range: {
          name: 'range', in: 'query', required: false, description: '`[first, last]`, both inclusive and zero-based.',
          content: { 'application/json': { schema: { type: 'array', prefixItems: [{ type: 'integer', minimum: 0 }, { type: 'integer', minimum: 0 }], minItems: 2, maxItems: 2, items: false }, example: [0, 24] } },
        },
      },
      headers: {
        ContentRange: { description: '`<resource> <first>-<last>/<total>`, e.g. `products 0-24/319`.', schema: { type: 'string' } },
      },
      responses: Object.fromEntries(Object.values(PROBLEMS).map(([name, description]) => [name, {
        description,
        ...(name === 'TooManyRequests' ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } } : {}),
        content: { 'application/problem+json': { schema: ref('Problem') } },
      }])),
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set by `POST /api/auth/login`.' },
      },
    },
  };
}

/** Emitter: writes generated/openapi.json into `outputs`. */
export function emitOpenApi(model: Model, outputs: Outputs): void {
  outputs.set(OPENAPI_PATH, `${json(openApiDocument(model))}\n`);
}
