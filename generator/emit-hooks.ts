/**
 * The hook registry: api/domain/entity-hooks.generated.ts imports the `hooks` of every entity folder that has a
 * `hooks.ts` and files them under the entity's name, so an entity's hooks need no edit outside its folder.
 * (The generator writes the file but never imports it: api/ reads it.)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Model } from '../model/types.ts';
import type { Outputs } from './emit-model.ts';
import { generatedHeader } from './header.ts';
import { ENTITIES_DIR } from './load.ts';
import { pascalCase } from './names.ts';

export const HOOK_REGISTRY = 'api/domain/entity-hooks.generated.ts';

export function emitHooks(model: Model, outputs: Outputs, context: { root: string }): void {
  const withHooks = model.entities.map((e) => e.name).filter((name) => existsSync(join(context.root, ENTITIES_DIR, name, 'hooks.ts'))).sort();
  const local = (name: string) => `${pascalCase(name).replace(/^./, (c) => c.toLowerCase())}Hooks`;
  outputs.set(HOOK_REGISTRY,
    `${generatedHeader(`${ENTITIES_DIR}/*/hooks.ts (each entity folder's hooks, by entity name; compiled by generator/emit-hooks.ts)`)}` +
    `import type { HookRegistry } from './hooks.ts';\n` +
    withHooks.map((name) => `import { hooks as ${local(name)} } from '../../${ENTITIES_DIR}/${name}/hooks.ts';\n`).join('') +
    `\n/** The hooks of every entity that has a \`${ENTITIES_DIR}/<entity>/hooks.ts\`, by entity name. */\n` +
    `export const entityHooks: HookRegistry = {\n${withHooks.map((name) => `  ${JSON.stringify(name)}: ${local(name)},\n`).join('')}};\n`);
}
