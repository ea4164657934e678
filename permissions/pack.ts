/**
 * Rules over the wire: the API sends a user's rules, packed, in `GET /api/auth/me`; the admin rebuilds the same
 * ability from them to hide what the user may not do. The packed form is CASL's (`@casl/ability/extra`), plain
 * JSON, so it survives `JSON.stringify` unchanged.
 */
import { createMongoAbility } from '@casl/ability';
import { packRules as caslPackRules, unpackRules as caslUnpackRules, type PackRule } from '@casl/ability/extra';
import type { AppAbility, AppRawRule } from './types.ts';

/** A packed rule: `[actions, subjects, conditions?, inverted?, fields?, reason?]`, comma-joined lists. */
export type PackedRule = PackRule<AppRawRule>;

/** Packs raw rules (`ability.rules`, or `rulesForUser(user)`) into CASL's compact JSON form. */
export function packRules(rules: readonly AppRawRule[]): PackedRule[] {
  return caslPackRules(rules);
}

/** The raw rules a `packRules` result stands for. */
export function unpackRules(packed: PackedRule[]): AppRawRule[] {
  return caslUnpackRules(packed);
}

/** Packs an ability's rules: what `/api/auth/me` sends. */
export function packAbility(ability: AppAbility): PackedRule[] {
  return packRules(ability.rules as AppRawRule[]);
}

/**
 * The ability packed rules describe: in the admin, `abilityFromPackedRules(me.rules)` answers exactly as the API's
 * `defineAbilityFor(user)` does. It is a convenience for the screen, not a security boundary: the API re-checks.
 */
export function abilityFromPackedRules(packed: PackedRule[]): AppAbility {
  return createMongoAbility<AppAbility>(unpackRules(packed));
}
