import { describe, expect, it } from 'vitest';
import { resolveConditions } from '../forms/conditions.ts';
import { batchErrors, batchFieldsForm, channelFromPath, channelInfo, fieldsUiSchema, fitTitle, humanizeValue, parseListProductsQuery, preselectLink, titleLimit } from './channels.ts';

const id1 = '0b6f6f4e-5a43-4c2f-9a8e-0f4a7a9d1c11';
const id2 = '1c7a7a5f-6b54-4d3a-8b9f-1a5b8b0e2d22';

describe('channelFromPath', () => {
  it('reads the channel of each List Products page from its path', () => {
    expect(channelFromPath('/products-listings/ebay/list-products')?.code).toBe('EBAY');
    expect(channelFromPath('/products-listings/onbuy/list-products')?.code).toBe('ONBUY');
    expect(channelFromPath('/products-listings/store/list-products')?.code).toBe('STORE');
    expect(channelFromPath('/products-listings/ebay/listings')).toBeUndefined();
    expect(channelFromPath('/products-listings/shopify/list-products')).toBeUndefined();
  });
});

describe('links between Promote & Expand and List Products', () => {
  it('writes and reads preselected products and the "not listed" filter', () => {
    const link = preselectLink(channelInfo('ETSY')!, [id1, id2]);
    expect(link).toBe(`/products-listings/etsy/list-products?unlisted=1&products=${encodeURIComponent(`${id1},${id2}`)}`);
    expect(parseListProductsQuery(link.split('?')[1])).toEqual({ productIds: [id1, id2], unlisted: true });
  });

  it('ignores malformed and repeated ids', () => {
    expect(parseListProductsQuery(`?products=${id1},nope,${id1},,${id2}`)).toEqual({ productIds: [id1, id2], unlisted: false });
  });
});

describe('batchFieldsForm', () => {
  it('is the eBay schema the listing\'s if/then selects, with its own auction rule kept', () => {
    const { schema, perProduct } = batchFieldsForm(channelInfo('EBAY')!);
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['category_id', 'format', 'duration', 'condition', 'html_template_id', 'shipping_template_id', 'best_offer']));
    expect(perProduct).toEqual({});
    expect(resolveConditions(schema, { format: 'AUCTION' }).properties.duration.enum).not.toContain('GTC');
    expect(resolveConditions(schema, { format: 'FIXED_PRICE' }).properties.duration.enum).toEqual(['GTC']);
  });

  it('moves per-product fields out of the batch: OnBuy\'s OPC is asked per row, and no longer required for the batch', () => {
    const { schema, perProduct } = batchFieldsForm(channelInfo('ONBUY')!);
    expect(schema.properties).not.toHaveProperty('opc');
    expect(schema.required).toBeUndefined();
    expect(perProduct.opc.pattern).toBeTruthy();
    expect(batchErrors(channelInfo('ONBUY')!, { condition: 'NEW' })).toEqual([]);
  });

  it('keeps Amazon\'s product type required for the batch', () => {
    const { schema } = batchFieldsForm(channelInfo('AMAZON')!);
    expect(schema.required).toEqual(['product_type']);
    // The channel schema's compiled check, less the per-product ASIN.
    expect(batchErrors(channelInfo('AMAZON')!, {}).map((e) => e.pointer)).toEqual(['/product_type']);
  });

  it('labels enums after resolving and shows templates as pickers', () => {
    const ebay = channelInfo('EBAY')!;
    const resolved = resolveConditions(batchFieldsForm(ebay).schema, {});
    const ui = fieldsUiSchema(ebay, resolved);
    expect(ui.duration['ui:enumNames']).toEqual(["Good 'Til Cancelled"]);
    expect(ui.format['ui:enumNames']).toEqual(['Fixed price', 'Auction']);
    expect(ui.shipping_template_id).toEqual({ 'ui:widget': 'reference', 'ui:options': { entity: 'shipping-template', where: { channel: 'EBAY' } } });
  });
});

describe('titles', () => {
  it('knows each channel\'s limit', () => {
    expect(titleLimit('EBAY')).toBe(80);
    expect(titleLimit('ETSY')).toBe(140);
    expect(titleLimit('AMAZON')).toBe(200);
    expect(titleLimit('WISH')).toBe(255);
  });

  it('cuts at a word break near the limit, else at the limit', () => {
    expect(fitTitle('Short title', 80)).toBe('Short title');
    expect(fitTitle('Handmade oak chopping board with juice groove', 30)).toBe('Handmade oak chopping board');
    expect(fitTitle('x'.repeat(100), 80)).toBe('x'.repeat(80));
  });

  it('words enum values', () => {
    expect(humanizeValue('FIXED_PRICE')).toBe('Fixed price');
    expect(humanizeValue('2020_2025')).toBe('2020–2025');
    expect(humanizeValue('DAYS_7')).toBe('7 days');
  });
});
