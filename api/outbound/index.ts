/** The outbound address guard: every connection made for a tenant goes through here (docs/security-outbound.md). */
export { addressKind, embeddedIpv4, literalAddress, parseIpv4, type AddressKind } from './address.ts';
export { loopbackAllowedByEnv, obviousRefusal, outboundRequest, OutboundError, refusal, resolvePublic, UNREACHABLE, type GuardOptions, type OutboundFailure, type OutboundRequest, type OutboundResponse } from './guard.ts';
