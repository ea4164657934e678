/**
 * The return-settings hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/singletons.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { failFields } from '../../api/domain/shared/commerce.ts';
import { repeatedKeys } from '../../api/domain/settings/singletons.ts';

export const hooks = defineHooks('return-settings', {
  async beforeWrite(settings) {
    failFields(repeatedKeys(settings.reasons ?? [], 'code', (i) => `/reasons/${i}/code`, 'the code'));
  },
});
