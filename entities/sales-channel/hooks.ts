/**
 * The sales-channel hooks. The domain logic they run lives in api/domain/channels/sales-channels.ts (its business area); the registry the generator
 * writes (api/domain/entity-hooks.generated.ts) finds them here.
 */
export { salesChannelHooks as hooks } from '../../api/domain/channels/sales-channels.ts';
