/**
 * Tax compliance terms (the EU schemes, the states a merchant may edit, who counts as platform staff), read by the
 * tax compliance application hooks (entities/tax-compliance-application/hooks.ts).
 */
import type { Actor } from '../../crud/actor.ts';

export const EU_SCHEMES = ['OSS', 'IOSS', 'GPSR_RP'];
/** States in which the merchant may edit the application. */
export const MERCHANT_EDITABLE = ['DRAFT', 'INFO_REQUESTED'];

export const isAdmin = (actor: Actor) => actor.user.role === 'admin';
