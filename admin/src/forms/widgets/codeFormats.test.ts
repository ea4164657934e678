import { describe, expect, it } from 'vitest';
import { entityByName } from '../../model.ts';
import { buildForm, fieldUi } from '../buildSchema.ts';
import { codeLabel, codeMatches, codeOptions, filterCodes } from './codeFormats.ts';

describe('code picker options', () => {
  it('reads codes with their English names', () => {
    expect(codeLabel('country', 'DE')).toBe('Germany (DE)');
    expect(codeLabel('currency', 'EUR')).toBe('Euro (EUR)');
    expect(codeLabel('language', 'de')).toBe('German (de)');
    expect(codeLabel('timezone', 'Europe/Berlin')).toBe('Europe/Berlin');
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
