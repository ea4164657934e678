/**
 * Typed look-ups over the generated, browser-safe model (`generated/client-model.ts`): entities, routes, menu groups,
 * roles, flags. Every screen, menu entry, title and guard of the admin is derived from here.
 */
import { clientBoot } from '../../generated/client-boot.ts';
import type { Model } from '../../model/types.ts';

export type EntityModel = Model['entities'][number];
export type FieldModel = EntityModel['fields'][number];
export type RouteModel = Model['routes'][number];
export type Guard = RouteModel['guard'];
export type Transition = NonNullable<EntityModel['stateMachine']>['transitions'][number];
export type OptionsSourceModel = NonNullable<FieldModel['ui']['options']>;

/**
 * The generated model, seen through the generator's types (the client model is a structural subset). Until
 * `fieldsLoaded` resolves, an entity's `fields` hold only each field's name and JSON type (what guards and rules
 * read); every screen renders after it (ScreenFrame waits), so screens always see the full fields.
 */
export const model = clientBoot as unknown as Pick<
  Model,
  'entities' | 'roles' | 'permissions' | 'flags' | 'routes' | 'menuGroups' | 'productName' | 'sharedSchemas'
>;

export const productName = model.productName;

/**
 * The entities' full fields (schemas, titles, ui hints: two thirds of the model) and the shared schemas (forms
 * resolve `$ref`s against them) are a chunk of their own, asked
 * for as soon as this module runs, i.e. beside /api/auth/me, and put into `model` when they arrive.
 */
export const fieldsLoaded: Promise<void> = import('../../generated/client-fields.ts').then(({ clientFields, clientSharedSchemas }) => {
  const byName = clientFields as unknown as Record<string, EntityModel['fields']>;
  for (const entity of model.entities) (entity as { fields: EntityModel['fields'] }).fields = byName[entity.name] ?? [];
  (model as { sharedSchemas: Model['sharedSchemas'] }).sharedSchemas = clientSharedSchemas as unknown as Model['sharedSchemas'];
  fieldsReady = true;
});
let fieldsReady = false;

/** Whether the entities' full fields are in `model` yet. */
export function modelFieldsReady(): boolean {
  return fieldsReady;
}

const entitiesByName = new Map(model.entities.map((e) => [e.name, e]));
const entitiesByResource = new Map(model.entities.filter((e) => e.resource).map((e) => [e.resource as string, e]));

/** The entity named `name` (kebab singular), or `undefined`. */
export function entityByName(name: string | undefined): EntityModel | undefined {
  return name ? entitiesByName.get(name) : undefined;
}

/** The entity served as `resource` (plural kebab), or `undefined`. */
export function entityByResource(resource: string | undefined): EntityModel | undefined {
  return resource ? entitiesByResource.get(resource) : undefined;
}

/** A field of an entity by name. */
export function fieldOf(entity: EntityModel, name: string): FieldModel | undefined {
  return entity.fields.find((f) => f.name === name);
}

/** The child entity stored in the parent's array field (`sales-order` → `lines` → `sales-order-line`). */
export function childEntity(entity: EntityModel, field: string): EntityModel | undefined {
  const rel = entity.children.find((c) => c.field === field);
  return rel ? entityByName(rel.entity) : undefined;
}

/** Human label of a permission, flag or role name. */
export function permissionLabel(name: string): string {
  return model.permissions.find((p) => p.name === name)?.label ?? name;
}
export function flagLabel(name: string): string {
  return model.flags.find((f) => f.name === name)?.label ?? name;
}
export function roleLabel(name: string): string {
  return model.roles.find((r) => r.name === name)?.label ?? name;
}
export function roleIsReadOnly(name: string | undefined): boolean {
  return !!model.roles.find((r) => r.name === name)?.readOnly;
}

export function menuGroup(name: string | undefined) {
  return model.menuGroups.find((g) => g.name === name);
}

/** An open guard (public routes and redirects have none). */
export const OPEN_GUARD: Guard = { login: false, permissions: [], flags: [], roles: [] };

export function guardOf(route: RouteModel): Guard {
  return route.guard ?? OPEN_GUARD;
}

/** A reference's target, as the admin's pickers and labels need it. */
export interface RefTarget { entity: string; resource: string; where: Record<string, unknown> }

/**
 * The reference an `x-ref` in a field's schema makes (at the top, or below it: an array's `items`, a property of
 * an array's objects), with the target's resource resolved. `undefined` when the schema names none.
 */
export function refOf(schema: unknown): RefTarget | undefined {
  const ref = (schema as { 'x-ref'?: { entity: string; where?: Record<string, unknown> } } | undefined)?.['x-ref'];
  const target = ref ? entityByName(ref.entity) : undefined;
  return ref && target?.resource ? { entity: ref.entity, resource: target.resource, where: ref.where ?? {} } : undefined;
}
