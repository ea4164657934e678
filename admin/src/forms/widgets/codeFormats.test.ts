import { describe, expect, it } from 'vitest';
import { entityByName } from '../../model.ts';
import { buildForm, fieldUi } from '../buildSchema.ts';
import { codeLabel, codeMatches, codeOptions, deviceTimeZone, filterCodes } from './codeFormats.ts';
import { referenceLabel } from './ReferenceInput.tsx';

describe('code picker options', () => {
  it('reads codes with their English names', () => {
    expect(codeLabel('country', 'DE')).toBe('Germany (DE)');
    expect(codeLabel('currency', 'EUR')).toBe('Euro (EUR)');
    expect(codeLabel('language', 'de')).toBe('German (de)');
    expect(codeLabel('timezone', 'Europe/Berlin')).toBe('Berlin (CET/CEST)');
  });

  it('reads time zones by city with their winter/summer names, never as Area/City', () => {
    expect(codeLabel('timezone', 'Europe/London')).toBe('London (GMT/BST)');
    expect(codeLabel('timezone', 'America/New_York')).toBe('New York (EST/EDT)');
    expect(codeLabel('timezone', 'Asia/Tokyo')).toBe('Tokyo (GMT+9)');
    expect(codeLabel('timezone', 'America/Argentina/Buenos_Aires')).toBe('Buenos Aires (GMT-3)');
    expect(codeLabel('timezone', 'UTC')).toBe('Coordinated Universal Time (UTC)');
    for (const zone of codeOptions('timezone')) expect(codeLabel('timezone', zone)).toMatch(/^[^/_()]+ \([^_()]+\)$/);
  });

  it('offers this device\'s time zone first', () => {
    const here = deviceTimeZone();
    expect(here).not.toBe('');
    expect(codeOptions('timezone')[0]).toBe(here);
  });

  it('reads a sales tax by its name and rate, never its code', () => {
    expect(referenceLabel('sales-tax', { name: 'Standard rate', code: 'STD', rate: 20 })).toBe('Standard rate — 20%');
    expect(referenceLabel('sales-tax', { name: 'Reduced rate', code: 'RED', rate: 5.5 })).toBe('Reduced rate — 5.5%');
    expect(referenceLabel('sales-tax', { name: 'Zero rate', code: 'ZERO', rate: 0 })).toBe('Zero rate — 0%');
    expect(referenceLabel('sales-tax', { name: 'VAT 20%', code: 'V20', rate: 20 })).toBe('VAT 20%');
  });

  it('offers every valid code, sorted by name, found by code or name', () => {
    const countries = codeOptions('country');
    expect(countries.indexOf('AF')).toBeLessThan(countries.indexOf('DE'));
    expect(countries).toContain('GB');
    expect(codeOptions('currency')).toContain('JPY');
    expect(codeOptions('language')).toContain('cy');
    const zones = codeOptions('timezone');
    expect(zones).toContain('Europe/London');
    expect(zones).toContain('UTC');
    expect(codeMatches('country', 'DE', 'germ')).toBe(true);
    expect(codeMatches('country', 'DE', 'de')).toBe(true);
    expect(codeMatches('country', 'FR', 'germ')).toBe(false);
    expect(codeMatches('timezone', 'America/New_York', 'new york')).toBe(true);
  });

  it('ranks the code, then names starting with what was typed, then words of names', () => {
    const countries = codeOptions('country');
    expect(filterCodes('country', countries, 'ger')[0]).toBe('DE');
    expect(filterCodes('country', countries, 'de')[0]).toBe('DE');
    expect(filterCodes('country', countries, 'king')).toContain('GB');
    expect(filterCodes('currency', codeOptions('currency'), 'eur')[0]).toBe('EUR');
    expect(filterCodes('timezone', codeOptions('timezone'), 'new york')[0]).toBe('America/New_York');
    expect(filterCodes('timezone', codeOptions('timezone'), 'berl')).toEqual(['Europe/Berlin']);
    expect(filterCodes('language', codeOptions('language'), 'zzzz')).toEqual([]);
    expect(filterCodes('country', countries, '', 5)).toHaveLength(5);
  });
});

describe('forms show code fields as pickers', () => {
  it('top-level country, currency and time zone fields', () => {
    const tax = entityByName('sales-tax')!;
    expect(fieldUi(tax.fields.find((f) => f.name === 'country')!, { mode: 'create' })).toMatchObject({ 'ui:widget': 'code', 'ui:options': { format: 'country' } });
    const settings = entityByName('general-settings')!;
    expect(fieldUi(settings.fields.find((f) => f.name === 'timezone')!, { mode: 'edit' })).toMatchObject({ 'ui:widget': 'code', 'ui:options': { format: 'timezone' } });
    const order = entityByName('sales-order')!;
    expect(fieldUi(order.fields.find((f) => f.name === 'currency')!, { mode: 'create' })).toMatchObject({ 'ui:widget': 'code', 'ui:options': { format: 'currency' } });
  });

  it('a country inside an address, and an array of language codes', () => {
    const settings = buildForm(entityByName('general-settings')!, { mode: 'edit' });
    expect(settings.uiSchema.business_address.country).toEqual({ 'ui:widget': 'code', 'ui:options': { format: 'country' } });
    const label = entityByName('product-label')!;
    const languages = label.fields.find((f) => f.name === 'languages')!;
    expect(fieldUi(languages, { mode: 'create' })).toMatchObject({ 'ui:widget': 'code', 'ui:options': { format: 'language' } });
  });
});
