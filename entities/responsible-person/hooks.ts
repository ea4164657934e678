/**
 * The responsible-person hooks. The domain logic they run lives in api/domain/catalogue/gpsr.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { responsiblePersonHooks as hooks } from '../../api/domain/catalogue/gpsr.ts';
