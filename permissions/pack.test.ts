import { describe, expect, it } from 'vitest';
import { ACTIONS, defineAbilityFor } from './ability.ts';
import { resourceNames } from './manifest.ts';
import { abilityFromPackedRules, packAbility, unpackRules } from './pack.ts';
import { DEMO_USERS, sampleRows } from './testing.ts';
import { subject } from './index.ts';

describe('packed rules', () => {
  describe.each(Object.entries(DEMO_USERS))('for %s', (_name, user) => {
    const ability = defineAbilityFor(user);
    // What the admin receives: the packed rules after a trip through JSON, as in /api/auth/me.
    const packed = JSON.parse(JSON.stringify(packAbility(ability)));

    it('unpack to the same rules', () => {
      const asLists = (value: string | string[]) => ([] as string[]).concat(value);
      const original = ability.rules.map((rule) => ({
        ...rule,
        action: asLists(rule.action),
        subject: asLists(rule.subject),
        inverted: false,
      }));
      expect(unpackRules(packed)).toEqual(original);
    });

    it('rebuild an ability that answers as the original on every resource, action and row', () => {
      const rebuilt = abilityFromPackedRules(packed);
      for (const resource of [...resourceNames(), 'listings']) {
        for (const action of ACTIONS) {
          expect(rebuilt.can(action, resource)).toBe(ability.can(action, resource));
          if (resource === 'listings') continue;
          for (const row of sampleRows(resource)) {
            expect(rebuilt.can(action, subject(resource, { ...row }))).toBe(ability.can(action, subject(resource, { ...row })));
          }
        }
      }
    });
  });
});
