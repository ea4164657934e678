/** Small conversions every carrier adapter needs. */
import { ChannelError, type ChannelFieldError } from '../../channels/errors.ts';

/** Minor units to the decimal string or number carriers take ("12.50"). */
export const toMajor = (minor: number): number => Math.round(minor) / 100;
/** A decimal amount (12.5) to minor units. */
export const toMinor = (major: unknown): number | null => (typeof major === 'number' && Number.isFinite(major) ? Math.round(major * 100) : typeof major === 'string' && major.trim() && Number.isFinite(Number(major)) ? Math.round(Number(major) * 100) : null);

export function refused(what: string, fields: ChannelFieldError[], status: number | null = null): ChannelError {
  return new ChannelError('validation', `${what}: ${fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ')}`, { fields, status });
}

export function base64(value: unknown, what: string): Buffer {
  if (typeof value !== 'string' || !value) throw new ChannelError('permanent', `${what}: the carrier's answer carries no label`);
  return Buffer.from(value, 'base64');
}

export function asBuffer(value: unknown, what: string): Buffer {
  if (Buffer.isBuffer(value)) return value;
  throw new ChannelError('permanent', `${what}: the carrier answered no file`);
}
