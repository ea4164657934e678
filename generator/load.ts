/**
 * Stage 1: read the source files. Pure I/O, no interpretation: every later stage works on what this returns.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { SchemaError } from './errors.ts';

export interface SourceFile<T = Record<string, unknown>> {
  /** Path relative to the project root, for error messages. */
  file: string;
  json: T;
}

export interface Sources {
  root: string;
  entities: SourceFile[];
  shared: SourceFile[];
  permissions: SourceFile;
  routes: SourceFile;
  meta: { entity: SourceFile; permissions: SourceFile; routes: SourceFile };
}

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

/** Reads schemas/ under `root` (the project root, or a temporary copy in tests). */
export function loadSources(root: string): Sources {
  return {
    root,
    entities: readFolder(root, 'schemas/entities'),
    shared: readFolder(root, 'schemas/shared'),
    permissions: readJson(root, join(root, 'schemas/manifest/permissions.json')),
    routes: readJson(root, join(root, 'schemas/manifest/routes.json')),
    meta: {
      entity: readJson(root, join(root, 'schemas/meta/entity.meta.schema.json')),
      permissions: readJson(root, join(root, 'schemas/meta/permissions.meta.schema.json')),
      routes: readJson(root, join(root, 'schemas/meta/routes.meta.schema.json')),
    },
  };
}
