/**
 * Tax compliance applications (Golden Ticket; the account flags they need are the schema's `x-entity.flags`,
 * enforced by the permission rules at every door of the API); OSS, IOSS and GPSR registrations are made in an EU
 * member state; the merchant edits only drafts and answers to a request for information; reviewing and deciding
 * is for platform staff, and approval needs the number issued and the date it takes effect.
 *
 * Its constants stay in its business area (api/domain/finance/tax-compliance.ts); the generator registers this set in
 * api/domain/entity-hooks.generated.ts.
 */
import { defineHooks } from '../../api/domain/hooks.ts';
import { fail, type FieldError } from '../../api/http/errors.ts';
import { EU_COUNTRIES, failFields, refuseTransition } from '../../api/domain/shared/commerce.ts';
import { MERCHANT_EDITABLE, isAdmin, EU_SCHEMES } from '../../api/domain/finance/tax-compliance.ts';

export const hooks = defineHooks('tax-compliance-application', {
  async beforeWrite(application, { actor, existing }) {
    if (existing && !MERCHANT_EDITABLE.includes(String(existing.status)) && !isAdmin(actor)) {
      fail('read_only_record', `An application that is ${existing.status} is with the reviewer: it can be changed again if they ask for information.`);
    }
    const errors: FieldError[] = [];
    if (EU_SCHEMES.includes(String(application.scheme)) && !EU_COUNTRIES.has(String(application.country))) {
      errors.push({ pointer: '/country', message: `must be an EU member state for ${application.scheme}: that is where the registration is made` });
    }
    failFields(errors);
  },

  // Reviewing and deciding (start-review, request-info, approve, reject) is for platform admins: the transitions'
  // `roles` in the schema, enforced before any hook runs (permissions/transitions.ts).
  async beforeTransition(transition, application, { existing }) {
    const status = String(existing?.status);
    if (transition === 'request-info' && !application.info_request) {
      refuseTransition('Say what information is missing (info_request) before asking for it.', [{ pointer: '/info_request', message: 'is required to request information' }], status);
    }
    if (transition === 'approve') {
      const errors: FieldError[] = [];
      if (!application.issued_number) errors.push({ pointer: '/issued_number', message: 'is required to approve' });
      if (!application.effective_from) errors.push({ pointer: '/effective_from', message: 'is required to approve' });
      if (errors.length) refuseTransition('Record the number issued and the date it takes effect before approving.', errors, status);
    }
  },
});
