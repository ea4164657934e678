/**
 * The currency hooks. The domain logic they run lives in api/domain/settings/currencies.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { currencyHooks as hooks } from '../../api/domain/settings/currencies.ts';
