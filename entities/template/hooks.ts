/**
 * The template hooks: what runs when one is written or moves through its states. The domain logic they call
 * stays in its business area (api/domain/settings/templates.ts);
 * the generator registers this set in api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { invalid } from '../../api/http/errors.ts';
import { isTemplateType, TEMPLATE_TYPES, unknownPlaceholders, placeholderNames } from '../../checks/template-render.ts';
import { lockGroup, accountOf, keepOneDefault } from '../../api/domain/shared/settings-helpers.ts';
import { sanitizeTemplate, typeLabel } from '../../api/domain/settings/templates.ts';

export const hooks = defineHooks('template', {
  async beforeWrite(template, context) {
    const type = String(template.type);
    template.body = sanitizeTemplate(String(template.body));
    if (!String(template.body).trim()) invalid('/body', 'has nothing left once scripts and other active content are removed');
    if (!isTemplateType(type)) return invalid('/type', `must be one of ${TEMPLATE_TYPES.join(', ')}`);
    const unknown = unknownPlaceholders(String(template.body), type);
    if (unknown.length) {
      const allowed = placeholderNames(type);
      invalid('/body', `uses ${unknown.map((n) => `{{${n}}}`).join(', ')}, which a ${typeLabel(type)} cannot fill; it may use ${allowed.map((n) => `{{${n}}}`).join(', ')}`);
    }
    await lockGroup(context.trx, `templates:${accountOf(template, context)}:${type}`);
    await keepOneDefault(context.trx, 'templates', template, context, { type });
  },
});
