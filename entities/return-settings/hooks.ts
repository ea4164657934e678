/**
 * The return-settings hooks. The domain logic they run lives in api/domain/settings/singletons.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { returnSettingsHooks as hooks } from '../../api/domain/settings/singletons.ts';
