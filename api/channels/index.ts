/**
 * Marketplace channels: the adapter interface (types.ts), typed errors (errors.ts), the HTTP client (http.ts),
 * where calls go (base-url.ts), adapters by type (registry.ts, adapters/) and the sandbox marketplace (sandbox/).
 * Importing this file registers every adapter.
 */
import './adapters/index.ts';

export * from './types.ts';
export { carrierKeyOf, type CarrierKey } from './carrier-codes.ts';
export { ChannelError, isChannelError, parseRetryAfter, type ChannelErrorKind, type ChannelFieldError } from './errors.ts';
export { createHttpClient, errorForStatus } from './http.ts';
export { createImageSource, type ImageFile, type ImageSource } from './images.ts';
export { adapterFor, registerAdapter, registeredAdapterTypes } from './registry.ts';
export { adapterContext, channelAccount, decryptCredentials, storeCredentials, withChannel, type ChannelRow } from './context.ts';
export { channelBaseUrl, sandboxBaseUrl, sandboxEnabled, sandboxOrigin, setSandboxOrigin, SandboxDisabledError } from './base-url.ts';
