/**
 * The general-settings hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/singletons.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { failFields } from '../../api/domain/shared/commerce.ts';
import { isTimeZone } from '../../api/domain/settings/singletons.ts';

export const hooks = defineHooks('general-settings', {
  async beforeWrite(settings) {
    if (typeof settings.timezone === 'string' && !isTimeZone(settings.timezone)) {
      failFields([{ pointer: '/timezone', message: 'is not a known time zone: use an IANA name such as Europe/London' }]);
    }
  },
});
