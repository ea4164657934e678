/**
 * The responsible-person hooks: what runs when one is written or moves through its states (its business area is
 * api/domain/catalogue/);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';

/** Responsible persons need nothing beyond their schema (the flags are `x-entity.flags`); kept for the registry. */
export const hooks = defineHooks('responsible-person', {});
