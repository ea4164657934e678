/**
 * Pure helpers of the singleton settings page (one record per account: general settings, return settings, Xero):
 * where the record lives, what the form may not show (server-set fields, stored secrets) and how it is described.
 * Unit-tested beside this file.
 */
import type { EntityModel, FieldModel } from '../model.ts';

type Json = Record<string, any>;

/** The singleton's URL: the resource itself (GET reads it, PUT saves it). */
export function singletonUrl(entity: Pick<EntityModel, 'resource'>): string {
  return `/api/${entity.resource}`;
}

/** Whether the record has never been saved (the API answers the defaults with version 0 and no id). */
export function isUnsaved(record: Json | undefined): boolean {
  return !record || record.version === 0;
}

/** One line of the facts shown above the form: a server-set value or whether a secret is stored. */
export interface SettingFact {
  name: string;
  label: string;
  value: string;
}

/** An enum value as words: `NOT_CONNECTED` → `Not connected`. */
export function humanise(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = String(value);
  return /^[A-Z0-9_]+$/.test(text) ? text.charAt(0) + text.slice(1).toLowerCase().replace(/_/g, ' ') : text;
}

const shownAsFact = (field: FieldModel) => !field.system && !field.ui?.hidden && (field.readOnly || field.secret);

/**
 * What the form cannot show but a user should see: fields only the server sets (a connection status), and for each
 * secret whether one is stored (the value itself never reaches the browser). A moment (date-time) reads as a date and
 * time in the browser's time zone (`timeZone` for tests).
 */
export function settingFacts(entity: Pick<EntityModel, 'fields'>, record: Json, timeZone?: string): SettingFact[] {
  const moment = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value))
    ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value))
    : humanise(value));
  return entity.fields.filter(shownAsFact).map((field) => (field.secret
    ? { name: field.name, label: field.title, value: record[`${field.name}_set`] ? 'Stored (leave the field empty to keep it)' : 'Not set' }
    : { name: field.name, label: field.title, value: field.format === 'date-time' ? moment(record[field.name]) : humanise(record[field.name]) }));
}

/** The body of the save: the form's fields and the version the page loaded (0 before the first save). */
export function saveBody(body: Json, record: Json | undefined): Json {
  return { ...body, version: Number(record?.version ?? 0) };
}
