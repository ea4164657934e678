/** Small helpers every warehouse adapter needs. */
import { ChannelError, type ChannelFieldError } from '../../channels/errors.ts';

export const toMajor = (minor: number): number => Math.round(minor) / 100;

export function refused(what: string, fields: ChannelFieldError[], status: number | null = null): ChannelError {
  return new ChannelError('validation', `${what}: ${fields.map((f) => (f.field ? `${f.field}: ${f.message}` : f.message)).join('; ')}`, { fields, status });
}

export function credential(credentials: Record<string, string>, name: string, providerName: string): string {
  const value = credentials[name];
  if (!value) throw new ChannelError('auth', `${providerName}: no ${name} is stored on the warehouse provider`, { fields: [{ field: name, code: 'required', message: 'is required' }] });
  return value;
}
