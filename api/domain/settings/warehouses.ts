/**
 * Warehouse providers and their types: a provider may switch on only what its type can do, its credentials
 * (checked here in plain text, before the service encrypts them) must hold every name the type asks for, and it
 * is ACTIVE only with credentials stored. A type cannot drop a capability its providers use.
 */
import { fail, type FieldError } from '../../http/errors.ts';

/** Provider switch → the type's capability, and what it is called in messages. */
/** Each switch of a provider, the capability of its type it needs, and what that capability does (for the refusal). */
export const CAPABILITIES: Array<[flag: 'orders_enabled' | 'stock_enabled' | 'asn_enabled', capability: 'supports_orders' | 'supports_stock' | 'supports_asn', doing: string]> = [
  ['orders_enabled', 'supports_orders', 'fulfil orders'],
  ['stock_enabled', 'supports_stock', 'report stock'],
  ['asn_enabled', 'supports_asn', 'receive ASNs'],
];

export const refuse = (errors: FieldError[]) => {
  if (errors.length) fail('validation_failed', errors.map((e) => `${e.pointer.slice(1)} ${e.message}`).join('; '), errors);
};
