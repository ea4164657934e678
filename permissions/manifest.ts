/**
 * Look-ups over the generated, browser-safe model. The only place in `permissions/` that imports it, so that the
 * other modules read one typed manifest (and tests can hand them a synthetic one).
 */
// The boot part (each field's name and JSON type only): this module is in the admin's initial JS, and rules,
// guards and the SQL filters read no more of a field than that.
import { clientBoot } from '../generated/client-boot.ts';
import type { EntityShape, PermissionsManifest, RoleShape, RoutesManifest } from './types.ts';

/** The manifest every function here uses unless given another (the generated client model). */
export const defaultManifest: PermissionsManifest & RoutesManifest = clientBoot;

/** The role named `name`, or `undefined` for a role the manifest does not know. */
export function findRole(manifest: Pick<PermissionsManifest, 'roles'>, name: string): RoleShape | undefined {
  return manifest.roles.find((role) => role.name === name);
}

/** The entity served as `resource`, or `undefined` (child entities and planned screens have none). */
export function findEntity(manifest: Pick<PermissionsManifest, 'entities'>, resource: string): EntityShape | undefined {
  return manifest.entities.find((entity) => entity.resource === resource);
}

/** Every resource name the manifest serves (entities with an endpoint of their own). */
export function resourceNames(manifest: Pick<PermissionsManifest, 'entities'> = defaultManifest): string[] {
  return manifest.entities.flatMap((entity) => (entity.resource ? [entity.resource] : []));
}

/** Every feature permission name in the manifest. */
export function permissionNames(manifest: Pick<PermissionsManifest, 'permissions'> = defaultManifest): string[] {
  return manifest.permissions.map((permission) => permission.name);
}
