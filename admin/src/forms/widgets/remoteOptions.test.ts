import { describe, expect, it } from 'vitest';
import { entityByName } from '../../model.ts';
import { buildForm } from '../buildSchema.ts';
import { optionsOf, withCurrent } from './remoteOptions.ts';

const accounts = { from: '/api/xero-settings/options', list: 'accounts', value: 'code' };

describe('choices an endpoint answers (x-ui.options)', () => {
  it('reads the named list, stores the value property and shows the label (or the value), each value once', () => {
    const answer = { accounts: [{ code: '200', label: '200 — Sales' }, { code: '090' }, { code: '200', label: 'again' }, { name: 'no code' }] };
    expect(optionsOf(answer, accounts)).toEqual([{ value: '200', label: '200 — Sales' }, { value: '090', label: '090' }]);
    expect(optionsOf({ tax_rates: [{ tax_type: 'OUTPUT2', name: '20%' }] }, { ...accounts, list: 'tax_rates', value: 'tax_type', label: 'name' })).toEqual([{ value: 'OUTPUT2', label: '20%' }]);
    expect(optionsOf({ accounts: 'not a list' }, accounts)).toEqual([]);
    expect(optionsOf(null, accounts)).toEqual([]);
  });

  it('keeps a stored value the list no longer has, so the form shows it', () => {
    const options = [{ value: '200', label: '200 — Sales' }];
    expect(withCurrent(options, '200')).toBe(options);
    expect(withCurrent(options, '999')).toEqual([{ value: '999', label: '999 (not in the list)' }, ...options]);
    expect(withCurrent(options, undefined)).toBe(options);
  });

  it("gives the Xero settings' account codes, tracking category and mapped tax types the endpoint's picker", () => {
    const { uiSchema } = buildForm(entityByName('xero-settings')!, { mode: 'edit' });
    expect(uiSchema.sales_account_code).toMatchObject({ 'ui:widget': 'remoteOptions', 'ui:options': { source: accounts } });
    expect(uiSchema.tracking_category['ui:options'].source).toMatchObject({ list: 'tracking_categories', value: 'name' });
    expect(uiSchema.tax_rate_mapping.items.xero_tax_type).toMatchObject({ 'ui:widget': 'remoteOptions', 'ui:options': { source: { list: 'tax_rates', value: 'tax_type' } } });
    // A field without the hint keeps its text box.
    expect(uiSchema.client_id?.['ui:widget']).toBeUndefined();
  });
});
