/**
 * The template hooks. The domain logic they run lives in api/domain/settings/templates.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { templateHooks as hooks } from '../../api/domain/settings/templates.ts';
