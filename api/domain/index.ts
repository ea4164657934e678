/**
 * The domain hooks by entity name: the only entities that need code beyond their schema. Each entity's hooks are
 * in its folder (`entities/<entity>/hooks.ts`, calling into its business area here: orders/, purchasing/, finance/,
 * catalogue/, settings/ …); the generator lists them in ./entity-hooks.generated.ts.
 */
import type { HookRegistry } from './hooks.ts';
import { entityHooks } from './entity-hooks.generated.ts';

export const domainHooks: HookRegistry = entityHooks;
