/**
 * The html-template hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/catalogue/html-templates.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid } from '../../api/http/errors.ts';
import { clearOtherDefaults } from '../../api/domain/shared/id-lists.ts';
import { htmlTemplateProblems } from '../../api/domain/catalogue/html-templates.ts';

export const hooks = defineHooks('html-template', {
  async beforeWrite(template, { trx, existing }) {
    const problems = htmlTemplateProblems(String(template.html));
    if (problems.length) invalid('/html', `has what eBay does not accept: ${problems.join('; ')}`);
    const accountId = String(existing?.account_id ?? template.account_id);
    if (template.is_default) await clearOtherDefaults(trx, 'html_templates', accountId, existing?.id);
  },
});
