import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_CATALOGUE, TEMPLATE_TYPES, documentPage, escapeHtml, formatDocumentDate, formatDocumentMoney, pageSize, placeholdersIn,
  renderTemplate, sampleDocument, taxSummary, unknownPlaceholders, type DocumentData,
} from './template-render.ts';

const invoice = (values: DocumentData['values'] = {}, lines: DocumentData['lines'] = []): DocumentData => ({ type: 'INVOICE', currency: 'GBP', values, lines });

describe('placeholder catalogue', () => {
  it('lists each placeholder once per type', () => {
    for (const type of TEMPLATE_TYPES) {
      const names = PLACEHOLDER_CATALOGUE[type].map((p) => p.name);
      expect(new Set(names).size, type).toBe(names.length);
    }
  });

  it('finds the placeholders a body uses, spaces inside the braces allowed', () => {
    expect(placeholdersIn('<p>{{order.number}} {{ total }} {{order.number}}</p>')).toEqual(['order.number', 'total']);
  });

  it('names the placeholders a type cannot fill', () => {
    expect(unknownPlaceholders('{{order.number}} {{supplier.name}} {{nope}}', 'INVOICE')).toEqual(['supplier.name', 'nope']);
    expect(unknownPlaceholders('{{supplier.name}} {{lines}}', 'PURCHASE_ORDER')).toEqual([]);
  });
});

describe('renderTemplate', () => {
  it('fills text, money and dates', () => {
    const html = renderTemplate('<p>{{order.number}} of {{order.date}}: {{total}} {{currency}}</p>', invoice({ 'order.number': 'SO-000042', 'order.date': '2026-03-05', total: 123456 }));
    expect(html).toBe('<p>SO-000042 of 5 Mar 2026: £1,234.56 </p>');
  });

  it('escapes every value, so a customer name cannot add markup', () => {
    const html = renderTemplate('<p>{{customer.name}}</p>', invoice({ 'customer.name': '<script>alert("x")</script> & co' }));
    expect(html).toBe('<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</p>');
  });

  it('writes placeholders inside a tag as escaped text, blocks included', () => {
    const data = invoice({ 'account.logo_url': 'https://x.example/a.png" onerror="alert(1)', bill_to: { name: 'A', line1: 'B' } }, [
      { sku: 'S', description: 'D', quantity: 1, unit_price: 1, tax_rate: 20, net: 1, tax: 0, gross: 1 },
    ]);
    expect(renderTemplate('<img src="{{account.logo_url}}" alt="{{bill_to}}" title="{{lines}}">', data))
      .toBe('<img src="https://x.example/a.png&quot; onerror=&quot;alert(1)" alt="A, B" title="">');
  });

  it('renders addresses line by line and empty values as nothing', () => {
    const data = invoice({ ship_to: { name: 'Olivia <B>', line1: '1 High St', line2: '', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' } });
    expect(renderTemplate('{{ship_to}}|{{customer.email}}|{{bill_to}}', data)).toBe('Olivia &lt;B&gt;<br>1 High St<br>Leeds<br>LS1 1AA<br>GB||');
  });

  it('renders the lines table and the VAT summary from the lines', () => {
    const data = invoice({}, [
      { sku: 'A<1>', description: 'Mug', quantity: 2, unit_price: 1000, tax_rate: 20, net: 2000, tax: 400, gross: 2400 },
      { sku: 'B', description: 'Book', quantity: 1, unit_price: 500, tax_rate: 0, net: 500, tax: 0, gross: 500 },
      { sku: 'C', description: 'Cup', quantity: 1, unit_price: 100, tax_rate: 20, net: 100, tax: 20, gross: 120 },
    ]);
    const lines = renderTemplate('{{lines}}', data);
    expect(lines).toContain('<td style="padding:4px 6px;border-bottom:1px solid #ddd">A&lt;1&gt;</td>');
    expect(lines).toContain('£24.00');
    expect(lines.match(/<tr>/g)).toHaveLength(4);
    expect(taxSummary(data.lines)).toEqual([{ rate: 20, net: 2100, tax: 420 }, { rate: 0, net: 500, tax: 0 }]);
    expect(renderTemplate('{{tax_summary}}', data)).toContain('£4.20');
  });

  it('puts shipping into the VAT summary, so net and VAT make the total', () => {
    const data = { ...invoice({}, [{ sku: 'A', description: 'Mug', quantity: 1, unit_price: 1000, tax_rate: 5, net: 1000, tax: 50, gross: 1050 }]), shipping: { rate: 20, net: 500, tax: 100 } };
    expect(taxSummary(data.lines, data.shipping)).toEqual([{ rate: 20, net: 500, tax: 100 }, { rate: 5, net: 1000, tax: 50 }]);
    expect(renderTemplate('{{tax_summary}}', data)).toContain('£1.00');
  });

  it('prints a section only when its value prints as something', () => {
    const body = '<p>Total {{total}}. {{#payment_method}}Paid by {{payment_method}}.{{/payment_method}}</p>';
    expect(renderTemplate(body, invoice({ total: 1200, payment_method: null }))).toBe('<p>Total £12.00. </p>');
    expect(renderTemplate(body, invoice({ total: 1200, payment_method: '  ' }))).toBe('<p>Total £12.00. </p>');
    expect(renderTemplate(body, invoice({ total: 1200, payment_method: 'Card' }))).toBe('<p>Total £12.00. Paid by Card.</p>');
    expect(renderTemplate('{{# ship_to }}To: {{ship_to}}{{/ship_to}}', invoice({ ship_to: { city: '' } }))).toBe('');
    expect(placeholdersIn(body)).toEqual(['total', 'payment_method']);
    expect(unknownPlaceholders('{{#nope}}x{{/nope}}', 'INVOICE')).toEqual(['nope']);
  });

  it('leaves a placeholder the type does not know as written, escaped', () => {
    expect(renderTemplate('<b>{{supplier.name}}</b>', invoice())).toBe('<b>{{supplier.name}}</b>');
  });

  it('shows packing slips without prices', () => {
    const data: DocumentData = { type: 'PACKING_SLIP', currency: 'GBP', values: {}, lines: [{ sku: 'A', description: 'Mug', quantity: 3, unit_price: 999, tax_rate: 20, net: 2997, tax: 599, gross: 3596 }] };
    const html = renderTemplate('{{lines}}', data);
    expect(html).toContain('>3</td>');
    expect(html).not.toContain('£');
  });
});

describe('formatting', () => {
  it('formats money exactly in the currency\'s minor units', () => {
    expect(formatDocumentMoney(5, 'GBP')).toBe('£0.05');
    expect(formatDocumentMoney(-1299, 'GBP')).toBe('-£12.99');
    expect(formatDocumentMoney(1234, 'JPY')).toBe('JP¥1,234');
    expect(formatDocumentMoney(900719925474099, 'EUR')).toBe('€9,007,199,254,740.99');
  });

  it('formats dates and keeps other text', () => {
    expect(formatDocumentDate('2026-11-21')).toBe('21 Nov 2026');
    expect(formatDocumentDate('2026-11-21T10:00:00Z')).toBe('21 Nov 2026');
    expect(formatDocumentDate('soon')).toBe('soon');
  });

  it('escapes the five HTML characters and backticks', () => {
    expect(escapeHtml(`<a href='x'>"&\`</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&quot;&amp;&#96;&lt;/a&gt;');
  });
});

describe('pages and samples', () => {
  it('sizes the page for its paper and orientation', () => {
    expect(pageSize('A4', 'LANDSCAPE')).toEqual({ width: 297, height: 210 });
    expect(documentPage('<p>x</p>', { title: 'Invoice <1>', paper_size: 'LABEL_4X6', orientation: 'PORTRAIT' }))
      .toBe('<!doctype html><html><head><meta charset="utf-8"><title>Invoice &lt;1&gt;</title><style>@page{size:4in 6in portrait;margin:10mm}body{margin:0;padding:8px;font-family:Helvetica,Arial,sans-serif;color:#111}img{max-width:100%}</style></head><body><p>x</p></body></html>');
  });

  it('builds a sample of every type that fills every placeholder it names, marked as a sample', () => {
    for (const type of TEMPLATE_TYPES) {
      const sample = sampleDocument(type, { name: 'Acme', currency: 'GBP' }, '2026-01-02');
      const html = renderTemplate(PLACEHOLDER_CATALOGUE[type].map((p) => `[{{${p.name}}}]`).join(''), sample);
      expect(html, type).not.toContain('{{');
      expect(html, type).toMatch(/SAMPLE|Sample/);
    }
  });
});
