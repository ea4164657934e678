/**
 * The sandbox's check of fraud prevention headers, answering as HMRC's Test Fraud Prevention Headers API does
 * (GET /test/fraud-prevention-headers/validate, https://developer.service.hmrc.gov.uk/api-documentation/docs/api/service/txm-fph-validator-api/1.0):
 * `code` VALID_HEADERS, POTENTIALLY_INVALID_HEADERS (warnings only) or INVALID_HEADERS, a `message`, and
 * `errors` / `warnings`, each `{code, message, headers}` naming the headers concerned (lower case).
 *
 * The rules are those of the WEB_APP_VIA_SERVER page
 * (https://developer.service.hmrc.gov.uk/guides/fraud-prevention/connection-method/web-app-via-server/):
 * every header listed there must be present; formats as that page gives them. A private, loopback or reserved
 * address where a public one is asked for is a warning here (the demo runs on 127.0.0.1), never an error.
 */
import { isIP } from 'node:net';
import { addressKind } from '../../outbound/index.ts';

export const SPEC_VERSION = '3.3';

export interface HeaderIssue { code: 'MISSING_HEADER' | 'INVALID_HEADER' | 'EMPTY_HEADER' | 'POTENTIALLY_INVALID_HEADER'; message: string; headers: string[] }
export interface HeaderReport { specVersion: string; code: 'VALID_HEADERS' | 'POTENTIALLY_INVALID_HEADERS' | 'INVALID_HEADERS'; message: string; errors?: HeaderIssue[]; warnings?: HeaderIssue[] }

const REQUIRED = [
  'gov-client-connection-method', 'gov-client-browser-js-user-agent', 'gov-client-device-id', 'gov-client-multi-factor',
  'gov-client-public-ip', 'gov-client-public-ip-timestamp', 'gov-client-public-port', 'gov-client-screens',
  'gov-client-timezone', 'gov-client-user-ids', 'gov-client-window-size', 'gov-vendor-forwarded', 'gov-vendor-product-name',
  'gov-vendor-public-ip', 'gov-vendor-version',
];
/** Headers HMRC allows empty when the value cannot be collected (multi-factor: password-only sign-in). */
const MAY_BE_EMPTY = new Set(['gov-client-multi-factor']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TIMEZONE = /^UTC[+-]([01]\d|2[0-3]):[0-5]\d$/;
/** A percent-encoded token: US-ASCII unreserved characters and %XX escapes only. */
const ENCODED = /^(?:[A-Za-z0-9\-._~]|%[0-9A-Fa-f]{2})+$/;

/** `k=v&k=v` with every key and value percent-encoded, and the keys given present with non-empty values. */
function keyValues(value: string, keys: string[]): Map<string, string> | null {
  const pairs = new Map<string, string>();
  for (const part of value.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const [k, v] = [part.slice(0, eq), part.slice(eq + 1)];
    if (!ENCODED.test(k) || (v && !ENCODED.test(v))) return null;
    pairs.set(decodeURIComponent(k), decodeURIComponent(v));
  }
  return keys.every((k) => pairs.get(k)) ? pairs : null;
}
const positiveInt = (v: string | undefined) => v !== undefined && /^\d+$/.test(v) && Number(v) > 0;
const publicIp = (ip: string) => addressKind(ip) === undefined;

/** Each header's format check: a message when it is malformed. */
const FORMATS: Record<string, (value: string) => string | null> = {
  'gov-client-connection-method': (v) => (v === 'WEB_APP_VIA_SERVER' ? null : 'Value must be WEB_APP_VIA_SERVER for this connection method'),
  'gov-client-device-id': (v) => (UUID.test(v) ? null : 'Value must be a UUID'),
  'gov-client-public-ip': (v) => (isIP(v) ? null : 'Value must be an IP address'),
  'gov-vendor-public-ip': (v) => (isIP(v) ? null : 'Value must be an IP address'),
  'gov-client-public-ip-timestamp': (v) => (TIMESTAMP.test(v) && !Number.isNaN(Date.parse(v)) ? null : 'Value must be a UTC timestamp in the format yyyy-MM-ddThh:mm:ss.sssZ'),
  'gov-client-public-port': (v) => (/^\d{1,5}$/.test(v) && Number(v) >= 1 && Number(v) <= 65535 ? null : 'Value must be a port number between 1 and 65535'),
  'gov-client-timezone': (v) => (TIMEZONE.test(v) ? null : 'Value must be in the format UTC±<hh>:<mm>'),
  'gov-client-screens': (v) => (v.split(',').every((s) => { const p = keyValues(s, ['width', 'height', 'scaling-factor', 'colour-depth']); return p && positiveInt(p.get('width')) && positiveInt(p.get('height')) && Number(p.get('scaling-factor')) > 0 && positiveInt(p.get('colour-depth')); })
    ? null : 'Value must be a list of width=<int>&height=<int>&scaling-factor=<number>&colour-depth=<int>'),
  'gov-client-window-size': (v) => { const p = keyValues(v, ['width', 'height']); return p && positiveInt(p.get('width')) && positiveInt(p.get('height')) ? null : 'Value must be width=<int>&height=<int>'; },
  'gov-client-user-ids': (v) => (keyValues(v, []) ? null : 'Value must be percent-encoded <account type>=<identifier> pairs'),
  'gov-vendor-version': (v) => (keyValues(v, []) ? null : 'Value must be percent-encoded <software>=<version> pairs'),
  'gov-vendor-forwarded': (v) => (v.split(',').every((hop) => { const p = keyValues(hop, ['by', 'for']); return p && isIP(p.get('by')!) && isIP(p.get('for')!); }) ? null : 'Value must be a list of by=<ip>&for=<ip>'),
  'gov-vendor-product-name': (v) => (ENCODED.test(v) ? null : 'Value must be percent-encoded'),
  'gov-client-browser-js-user-agent': (v) => (/^[\x20-\x7e]+$/.test(v) ? null : 'Value must be US-ASCII'),
};

/** The report for one request's headers (names in any case). */
export function validateFraudHeaders(headers: Record<string, string | string[] | undefined>): HeaderReport {
  const get = (name: string) => { const v = headers[name]; return Array.isArray(v) ? v.join(',') : v; };
  const missing = REQUIRED.filter((h) => get(h) === undefined);
  const empty = REQUIRED.filter((h) => get(h) === '' && !MAY_BE_EMPTY.has(h));
  const invalid = new Map<string, string[]>();
  for (const h of REQUIRED) {
    const value = get(h);
    if (!value) continue;
    const problem = FORMATS[h]?.(value);
    if (problem) invalid.set(problem, [...(invalid.get(problem) ?? []), h]);
  }
  const errors: HeaderIssue[] = [];
  if (missing.length) errors.push({ code: 'MISSING_HEADER', message: 'Header required', headers: missing });
  if (empty.length) errors.push({ code: 'EMPTY_HEADER', message: 'Value must not be empty', headers: empty });
  for (const [message, names] of invalid) errors.push({ code: 'INVALID_HEADER', message, headers: names });
  const warnings: HeaderIssue[] = [];
  for (const h of ['gov-client-public-ip', 'gov-vendor-public-ip']) {
    const v = get(h);
    if (v && isIP(v) && !publicIp(v)) warnings.push({ code: 'POTENTIALLY_INVALID_HEADER', message: 'Value should be a public IP address', headers: [h] });
  }
  if (errors.length) return { specVersion: SPEC_VERSION, code: 'INVALID_HEADERS', message: 'At least 1 header is invalid', errors, ...(warnings.length ? { warnings } : {}) };
  if (warnings.length) return { specVersion: SPEC_VERSION, code: 'POTENTIALLY_INVALID_HEADERS', message: 'At least 1 header is potentially invalid', warnings };
  return { specVersion: SPEC_VERSION, code: 'VALID_HEADERS', message: 'All headers appear to be valid' };
}
