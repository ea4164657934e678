/**
 * The resolved model's types: the one framework-free module the generator builds its model into and everyone else
 * reads (the generator's emitters, generated/, permissions, the API and the admin). It imports nothing, so reading
 * the model's shape never pulls in the generator, ajv or Node.
 *
 * The resolved model: what every emitter reads. The input schemas leave most keys optional; here every default is
 * filled in and typed, so an emitter never guesses. Built by `normalize.ts`, never mutated after.
 *
 * Keys marked "server only" are dropped from what the admin receives (see `clientModel` in emit-admin.ts).
 */

export type SqlType = 'uuid' | 'text' | 'integer' | 'bigint' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';

export type Tenancy =
  /** The row belongs to one account: `account_id` column, primary key `(account_id, id)`. */
  | 'account'
  /** The accounts table itself: its own `id` is the tenant key. */
  | 'root';

export interface RefModel {
  /** Referenced entity (kebab singular), e.g. `brand`. */
  entity: string;
  /** Referenced resource (plural kebab), e.g. `brands`. */
  resource: string;
  /** Referenced table. */
  table: string;
  /** Equality conditions the referenced row must meet (a sales order's customer must be a CUSTOMER). */
  where: Record<string, string | number | boolean>;
  onDelete: 'restrict' | 'cascade' | 'set-null';
}

export interface MoneyModel {
  /** Field holding the ISO 4217 code; `$parent.currency` on child rows means the parent's field. */
  currencyField: string;
}

/**
 * Where a form takes a field's choices from (`x-ui.options`): GET `from` (an API path), the entries under `list`,
 * each stored as its `value` property and shown as its `label` property. A hint for screens only.
 */
export interface OptionsSourceModel {
  from: string;
  list: string;
  value: string;
  label?: string;
}

export interface FieldModel {
  name: string;
  title: string;
  description?: string;
  /** The JSON Schema of the property as written (with `x-` keywords), used to build validators and forms. */
  schema: Record<string, unknown>;
  /** Main JSON type, `null` excluded. */
  jsonType: 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array';
  sqlType: SqlType;
  nullable: boolean;
  required: boolean;
  /** Set by the server only: never taken from a client body. */
  readOnly: boolean;
  /** Accepted from clients, never returned. */
  writeOnly: boolean;
  /** Has no column: a domain hook consumes it (a user's `password`). */
  virtual: boolean;
  /** Column that never leaves the server (a password hash). Server only. */
  internal: boolean;
  /** Only platform admins may write it (account feature flags). */
  adminOnly: boolean;
  /** A credential: write-only, encrypted at rest, never returned; records carry `<name>_set`. */
  secret: boolean;
  /** May be set on create, never changed after. */
  immutable: boolean;
  /** `x-renamedFrom`: the column's previous name, for a migration that renames instead of dropping. */
  renamedFrom?: string;
  /** id, account_id, created_at, updated_at, version: added by the generator. */
  system: boolean;
  enum?: string[];
  default?: unknown;
  format?: string;
  /** `x-format`: a Sellyard check (gtin, vat, country, currency). */
  checkFormat?: string;
  ref?: RefModel;
  money?: MoneyModel;
  trim: boolean;
  lowercase: boolean;
  sanitize?: 'html';
  /** Allowed in `sort`. */
  sortable: boolean;
  /** Allowed in `filter` (equality and operators). */
  filterable: boolean;
  ui: {
    /** `textarea`, `richtext` (HTML, edited formatted; also from `contentMediaType: "text/html"`), `file`. */
    widget?: string;
    order?: number;
    help?: string;
    hidden?: boolean;
    /** Boolean fields: a chip with this text on the view when true. */
    badge?: string;
    /** The form group (`x-entity.form.groups[].name`) the field sits in; default: the entity's first group. */
    group?: string;
    /** Share of a row on a tablet or desktop (phones: always the whole row). Default: `full` for long text, objects and lists, else `half`. */
    width?: 'full' | 'half' | 'third';
    /** Offered from a list an endpoint of the API answers (`x-ui.options`): see OptionsSourceModel. */
    options?: OptionsSourceModel;
  };
  /**
   * Labels of the enum's values (the field's own `enum`, or its array items'): `x-enumLabels`, a `oneOf` of titled
   * `const`s, or the manifest's labels for `x-enumFrom`; a value without one reads as its humanised code. Server
   * side every value is here; the client model keeps only labels that differ from the humanised code (the admin
   * humanises with the same function, `checks/enum-labels.ts`). Read it through `enumLabel(field, value)`.
   */
  enumLabels?: Record<string, string>;
  /** The field holds uploaded images (`x-upload`), served by the API at `/media/…` (see UploadModel). */
  upload?: UploadModel;
}

/**
 * Uploaded images in a field (`x-upload: "image"`): `POST /api/<resource>/images` stores the file and answers its
 * path (`/media/<token>.<ext>`, public, unguessable), which the field stores like any URL.
 */
export interface UploadModel {
  kind: 'image';
  /** An array of images (first = main), rather than one. */
  many: boolean;
  /** For an array of objects: the property holding the image's path (`url`); the others (alt, position) are the item's. */
  urlField?: string;
}

/** A titled group of fields in an entity's form and view (`x-entity.form.groups`). */
export interface FormGroupModel {
  name: string;
  title: string;
  description?: string;
}

export interface ChildRelation {
  /** The parent's array property, e.g. `lines`. */
  field: string;
  entity: string;
  table: string;
  /** Column on the child that points at the parent, e.g. `sales_order_id`. */
  foreignKey: string;
  orderBy: string;
}

export interface UniqueModel {
  name: string;
  fields: string[];
  caseInsensitive: boolean;
  /** Unique across all accounts (user emails) rather than per account. */
  global: boolean;
  message: string;
}

export interface IndexModel {
  name: string;
  fields: string[];
}

export interface Transition {
  name: string;
  label: string;
  from: string[];
  /** Target state; `$previous` returns to the state remembered by a `remember` transition; `$same` keeps it. */
  to: string;
  /** Remember the state this transition leaves, in `<field>_before_<transition name>`. */
  remember: boolean;
  /** Other fields the transition sets (`$now` = the current time, `$input.<name>` = a value of the input). */
  set: Record<string, string | number | boolean | null>;
  /** JSON Schema of the body besides `version` (x-entity.stateMachine.transitions.<name>.input). */
  input?: Record<string, unknown>;
  /** The question asked before it runs. */
  confirm?: string;
  /** It undoes or ends something: asked first, shown in red. */
  destructive: boolean;
  /** Made only by the server's own jobs (`"by": "system"`): no API route, no button. */
  bySystem: boolean;
  /** Only these roles may make it (beyond updating the record); empty: any role that may update it. */
  roles: string[];
  /** Feature permissions the user must also hold to make it; empty: none beyond the record's own. */
  permissions: string[];
}

/**
 * A state entered by a `remember` transition (a sales order's ON_HOLD): the state the record left is kept in `field`
 * (`status_before_hold`). A held record is still bound by the guards of that state: a transition out of the held
 * state, other than the way back (`$previous`), is allowed only if it is also allowed from the remembered state
 * (cancelling a held order is allowed only if the order could have been cancelled before it was held).
 * The rule is `checks/state-machine.ts`, enforced by the API and followed by the admin's buttons.
 */
export interface HoldModel {
  /** The held state. */
  state: string;
  /** The `remember` transition that enters it (the only one that may). */
  transition: string;
  /** The field holding the state the record had before: `<field>_before_<transition>`. */
  field: string;
}

export interface StateMachine {
  field: string;
  initial: string;
  states: string[];
  transitions: Transition[];
  /** The states entered by a `remember` transition, one per such transition (see HoldModel). */
  holds: HoldModel[];
}

export interface NumberingModel {
  field: string;
  prefix: string;
  width: number;
  /** Name of the per-account sequence. */
  sequence: string;
}

/**
 * Run-time custom fields of an entity (`x-entity.customFields`): each account defines its own in `custom-fields`,
 * stored per record in the `custom_fields` jsonb column. A target is a value of custom-field's `entity`.
 */
export interface CustomFieldsModel {
  /** The field whose value picks the target (relationships: `type`); `null`: the entity has one target. */
  field: string | null;
  /** Target by that field's value (`CUSTOMER` → `customers`); with no field, `{"*": <resource>}`. */
  targets: Record<string, string>;
}

export interface EntityModel {
  /** kebab singular, e.g. `sales-order`. */
  name: string;
  /** PascalCase, e.g. `SalesOrder`. */
  typeName: string;
  /** plural kebab, e.g. `sales-orders`; `null` for child entities, which have no endpoint of their own. */
  resource: string | null;
  table: string;
  title: string;
  description: string;
  sourceFile: string;
  /** `x-renamedFrom` at the top of the schema: the table's previous name. */
  renamedFrom?: string;
  tenancy: Tenancy;
  /** Column holding the tenant: `account_id`, or `id` for the accounts table. */
  tenantColumn: string;
  /** Feature permission that guards the entity, `null` where only manifest grants (or admins) reach it. */
  permission: string | null;
  labelField: string;
  searchFields: string[];
  listColumns: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  fields: FieldModel[];
  children: ChildRelation[];
  /** Set on child entities: the parent and the column pointing to it. */
  childOf?: { entity: string; foreignKey: string };
  numbering?: NumberingModel;
  stateMachine?: StateMachine;
  unique: UniqueModel[];
  indexes: IndexModel[];
  naturalKey: string[];
  /** Records in one of these states may not be edited or deleted. */
  readOnlyWhen?: { field: string; in: string[] };
  /** Set when accounts may add their own fields to this entity (the `custom_fields` column). */
  customFields?: CustomFieldsModel;
  /**
   * One record per account (`x-entity.singleton`): settings served as `GET`/`PUT /api/<resource>` with no list,
   * create, delete or CSV; the table has a unique key on `account_id`.
   */
  singleton: boolean;
  /**
   * Written only by the server (`x-entity.ledger`): list, get and CSV export; no create, update, delete or import,
   * and the entity's permission grants read only.
   */
  ledger: boolean;
  /**
   * Every write is recorded in the audit log (`x-entity.audit`; default true except ledgers and child entities):
   * who, when, which fields, old and new values, secrets redacted. See api/audit/.
   */
  audit: boolean;
  /**
   * Account feature flags the entity needs (`x-entity.flags`): without all of them an account's users get no
   * permission rule for it, and every route of its screens requires them. Platform admins hold every flag.
   */
  flags: string[];
  /** Whole-record `if`/`then` rules (a listing's channel fields follow its channel's schema). */
  conditions: Array<{ if: Record<string, unknown>; then: Record<string, unknown>; else?: Record<string, unknown> }>;
  /**
   * Cross-field rules JSON Schema cannot word (`x-rules`): when the record matches `when` (always, without it), it
   * must match `check`, else the field at `pointer` gets `message`. Compiled into the entity's validator, so the
   * API and the admin's forms apply them alike. Default: none.
   */
  rules: Array<{ when?: Record<string, unknown>; check: Record<string, unknown>; pointer: string; message: string }>;
  /**
   * The layout of the entity's form and view (`x-entity.form`): titled groups in order; a field joins the group its
   * `x-ui.group` names, else the first. No groups: one untitled group. Widths are per field (`ui.width`).
   */
  form: { groups: FormGroupModel[] };
  /** `x-entity.childGrid`: a grid making many child records at once (see ChildGridModel). Default: none. */
  childGrid?: ChildGridModel;
}

/**
 * `x-entity.childGrid`, resolved: a grid on the parent's view that makes many children in one request
 * (`POST /api/<resource>/:id/children/<name>`), e.g. a parent product's variants, one per combination of values.
 */
export interface ChildGridModel {
  name: string;
  title: string;
  /** The child entity's name (default: the parent entity itself). */
  entity: string;
  foreignKey: string;
  when?: { field: string; in: string[] };
  set: Record<string, unknown>;
  inherit: string[];
  columns: string[];
  patterns: Record<string, string>;
  combine?: { field: string; entity: string; refField: string; valueField: string; valuesField: string };
  openingStock: boolean;
}

export interface Grant {
  subject: string;
  actions: Array<'read' | 'create' | 'update' | 'delete'>;
  conditions?: Record<string, unknown>;
  /** `ownAccount` (default), `self` (the user's own row). */
  scope: 'ownAccount' | 'self';
}

export interface RoleModel {
  name: string;
  label: string;
  description: string;
  scope: 'platform' | 'account' | 'clients';
  allPermissions: boolean;
  readOnly: boolean;
  /** What the role may do beyond its permissions (an owner manages owners), in the accounts it reaches. */
  grants: Grant[];
}

export interface PermissionModel {
  name: string;
  label: string;
  description: string;
  /** What holding the permission allows: the entities that name it, plus the manifest's extra grants. */
  grants: Grant[];
}

export interface FlagModel {
  name: string;
  label: string;
  description: string;
}

export interface Guard {
  login: boolean;
  permissions: string[];
  flags: string[];
  roles: string[];
}

export interface RouteModel {
  path: string;
  kind: 'redirect' | 'page' | 'list' | 'create' | 'edit' | 'view' | 'copy';
  title: string;
  layout: 'public' | 'secure';
  guard: Guard;
  group?: string;
  to?: string;
  page?: string;
  entity?: string;
  /** The entity exists as a schema (false: the screen says what will be there). */
  entityReady?: boolean;
  resource?: string;
  modes?: string[];
  filter?: Record<string, unknown>;
  /** What the path's parameters mean, where it has some beyond `:id`. */
  params?: Record<string, string>;
  description?: string;
  /** The settings home's heading this screen is listed under. */
  section?: string;
  /** false: reached by a link or redirect only (a marketplace's callback), never offered in the menu. */
  menu?: boolean;
}

export interface Model {
  entities: EntityModel[];
  roles: RoleModel[];
  permissions: PermissionModel[];
  flags: FlagModel[];
  memberGrants: Grant[];
  routes: RouteModel[];
  menuGroups: Array<{ name: string; label: string; icon: string }>;
  productName: string;
  /** Shared schemas (`schemas/shared/*.schema.json`) by `$id`, for cross-file `$ref`. */
  sharedSchemas: Record<string, Record<string, unknown>>;
}
