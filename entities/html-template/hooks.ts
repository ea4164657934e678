/**
 * The html-template hooks. The domain logic they run lives in api/domain/catalogue/html-templates.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { htmlTemplateHooks as hooks } from '../../api/domain/catalogue/html-templates.ts';
