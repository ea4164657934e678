/**
 * Stage 1: read the source files. Pure I/O and a merge, no interpretation: every later stage works on what this
 * returns.
 *
 * An entity lives in one folder, `entities/<entity>/`: its schema (`<entity>.schema.json`), its line schemas, its
 * screens (`routes.json`), its own permission and grants (`permissions.json`) and its hooks (`hooks.ts`, read by the
 * API through the registry the generator writes). `schemas/` keeps what belongs to no one entity: shared schemas,
 * the manifests (roles, flags, menu groups, shared permissions, the screens of no entity) and the meta-schemas.
 * The folders' routes and permissions are merged into the manifests here, so later stages see one of each; every
 * merged row remembers the file it came from, and errors name that file (`relocate`).
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { SchemaError } from './errors.ts';

export interface SourceFile<T = Record<string, unknown>> {
  /** Path relative to the project root, for error messages. */
  file: string;
  json: T;
  /**
   * A merged manifest only: where each merged part came from, by its JSON path in the merged file
   * (`$.routes[12]` → `entities/sales-order/routes.json` at `$.routes[0]`).
   */
  origins?: Map<string, Origin>;
}

export interface Origin {
  file: string;
  path: string;
}

export interface Sources {
  root: string;
  /** Every entity schema (the folders' main and line schemas), ordered by file name. */
  entities: SourceFile[];
  shared: SourceFile[];
  /** schemas/manifest/permissions.json with the entity folders' permissions and grants merged in. */
  permissions: SourceFile;
  /** schemas/manifest/routes.json with the entity folders' routes merged in, ordered by `position`. */
  routes: SourceFile;
  /** The entity folders' routes.json and permissions.json as written (each checked by its own meta-schema). */
  folderFiles: { routes: SourceFile[]; permissions: SourceFile[] };
  meta: { entity: SourceFile; permissions: SourceFile; routes: SourceFile; entityRoutes: SourceFile; entityPermissions: SourceFile };
}

/** Where the entity folders are, under the project root. */
export const ENTITIES_DIR = 'entities';

type Json = Record<string, any>;

function readJson(root: string, path: string): SourceFile {
  const file = relative(root, path);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new SchemaError(file, '', 'the file is missing', `create ${file}`);
  }
  try {
    return { file, json: JSON.parse(text) };
  } catch (error) {
    throw new SchemaError(file, '', `it is not valid JSON (${(error as Error).message})`, 'fix the JSON syntax');
  }
}

function readFolder(root: string, folder: string): SourceFile[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => readJson(root, join(dir, name)));
}

/** The entity folders' names (`entities/<name>/`), sorted. */
export function entityFolders(root: string): string[] {
  const dir = join(root, ENTITIES_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
}

/** Reads `entities/*` and `schemas/` under `root` (the project root, or a temporary copy in tests). */
export function loadSources(root: string): Sources {
  const entities: SourceFile[] = [];
  const folderFiles: Sources['folderFiles'] = { routes: [], permissions: [] };
  for (const name of entityFolders(root)) {
    const folder = `${ENTITIES_DIR}/${name}`;
    if (!existsSync(join(root, folder, `${name}.schema.json`))) {
      throw new SchemaError(folder, '', `the folder has no ${name}.schema.json`, `add ${folder}/${name}.schema.json, or remove the folder`);
    }
    entities.push(...readFolder(root, folder));
    for (const kind of ['routes', 'permissions'] as const) {
      if (existsSync(join(root, folder, `${kind}.json`))) folderFiles[kind].push(readJson(root, join(root, folder, `${kind}.json`)));
    }
  }
  // One order whatever the folders: by file name, as when every schema sat in one folder.
  entities.sort((a, b) => basename(a.file).localeCompare(basename(b.file)));
  const routes = readJson(root, join(root, 'schemas/manifest/routes.json'));
  const permissions = readJson(root, join(root, 'schemas/manifest/permissions.json'));
  return {
    root,
    entities,
    shared: readFolder(root, 'schemas/shared'),
    permissions: mergePermissions(permissions, folderFiles.permissions),
    routes: mergeRoutes(routes, folderFiles.routes),
    folderFiles,
    meta: {
      entity: readJson(root, join(root, 'schemas/meta/entity.meta.schema.json')),
      permissions: readJson(root, join(root, 'schemas/meta/permissions.meta.schema.json')),
      routes: readJson(root, join(root, 'schemas/meta/routes.meta.schema.json')),
      entityRoutes: readJson(root, join(root, 'schemas/meta/entity-routes.meta.schema.json')),
      entityPermissions: readJson(root, join(root, 'schemas/meta/entity-permissions.meta.schema.json')),
    },
  };
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The manifest's routes and every folder's, ordered by `position` (then path, so equal positions still give one
 * order). A file whose shape is wrong is left out here: its own meta-schema check reports it.
 */
function mergeRoutes(manifest: SourceFile, folders: SourceFile[]): SourceFile {
  const rows: Array<{ row: Json; origin: Origin }> = [];
  const add = (source: SourceFile) => {
    const list = (source.json as Json).routes;
    if (Array.isArray(list)) list.forEach((row, i) => rows.push({ row, origin: { file: source.file, path: `$.routes[${i}]` } }));
  };
  add(manifest);
  folders.forEach(add);
  const key = (row: Json) => (typeof row?.position === 'number' ? row.position : Number.MAX_SAFE_INTEGER);
  rows.sort((a, b) => key(a.row) - key(b.row) || String(a.row?.path).localeCompare(String(b.row?.path)));
  return {
    file: manifest.file,
    json: { ...manifest.json, routes: rows.map((r) => r.row) },
    origins: new Map(rows.map((r, i) => [`$.routes[${i}]`, r.origin])),
  };
}

/**
 * The manifest's permissions and every folder's (ordered by `position`), the member grants and the roles' grants
 * with the folders' added after the manifest's (in folder order). A permission defined twice is reported by
 * validate (`duplicatePermissionErrors`), from the folder files.
 */
function mergePermissions(manifest: SourceFile, folders: SourceFile[]): SourceFile {
  const json = structuredClone(manifest.json) as Json;
  const origins = new Map<string, Origin>();
  const permissions: Array<{ name: string; spec: Json; origin: Origin }> = Object.entries(isObject(json.permissions) ? json.permissions : {})
    .map(([name, spec]) => ({ name, spec: spec as Json, origin: { file: manifest.file, path: `$.permissions.${name}` } }));
  const memberGrants: Json[] = Array.isArray(json.memberGrants?.grants) ? json.memberGrants.grants : [];
  for (const source of folders) {
    const own = source.json as Json;
    for (const [name, spec] of Object.entries(isObject(own.permissions) ? own.permissions : {})) {
      if (!permissions.some((p) => p.name === name)) permissions.push({ name, spec: spec as Json, origin: { file: source.file, path: `$.permissions.${name}` } });
    }
    if (Array.isArray(own.memberGrants)) {
      own.memberGrants.forEach((grant: Json, i: number) => {
        origins.set(`$.memberGrants.grants[${memberGrants.length}]`, { file: source.file, path: `$.memberGrants[${i}]` });
        memberGrants.push(grant);
      });
    }
    for (const [role, grants] of Object.entries(isObject(own.roleGrants) ? own.roleGrants : {})) {
      // An unknown role is reported by validate, from the folder file.
      if (!Array.isArray(grants) || !isObject(json.roles?.[role])) continue;
      const target = json.roles[role] as Json;
      target.grants = [...(target.grants ?? [])];
      grants.forEach((grant: Json, i: number) => {
        origins.set(`$.roles.${role}.grants[${target.grants.length}]`, { file: source.file, path: `$.roleGrants.${role}[${i}]` });
        target.grants.push(grant);
      });
    }
  }
  const position = (spec: Json) => (typeof spec?.position === 'number' ? spec.position : Number.MAX_SAFE_INTEGER);
  permissions.sort((a, b) => position(a.spec) - position(b.spec) || a.name.localeCompare(b.name));
  for (const p of permissions) origins.set(`$.permissions.${p.name}`, p.origin);
  json.permissions = Object.fromEntries(permissions.map((p) => [p.name, p.spec]));
  if (memberGrants.length) json.memberGrants = { ...(json.memberGrants ?? {}), grants: memberGrants };
  return { file: manifest.file, json, origins };
}

/**
 * The file and path a problem found in a merged manifest really is in: a row or permission from an entity folder is
 * reported in that folder's file, at its own path there.
 */
export function relocate(sources: Sources, error: SchemaError): SchemaError {
  for (const merged of [sources.routes, sources.permissions]) {
    if (error.file !== merged.file || !merged.origins) continue;
    for (const [prefix, origin] of merged.origins) {
      const rest = error.path.slice(prefix.length);
      if (error.path.startsWith(prefix) && (rest === '' || rest.startsWith('.') || rest.startsWith('['))) {
        return origin.file === error.file && origin.path === prefix ? error : new SchemaError(origin.file, `${origin.path}${rest}`, error.problem, error.fix);
      }
    }
  }
  return error;
}
