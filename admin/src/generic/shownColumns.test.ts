import { createElement, Fragment } from 'react';
import { describe, expect, it } from 'vitest';
import { shownColumns } from './ShownColumns.tsx';

/** A stand-in for `DataTable.Col`: only its props matter to the filter. */
const Col = (_props: { source?: string; label?: string }) => null;
const col = (props: { source?: string; label?: string }, key: string) => createElement(Col, { ...props, key });

describe('shownColumns', () => {
  const columns = [
    col({ source: 'number', label: 'Number' }, 'number'),
    col({ source: 'gift_message', label: 'Gift message' }, 'gift'),
    col({ source: 'custom_fields.colour', label: 'Colour' }, 'colour'),
    col({ label: '' }, 'actions'),
  ];
  const names = (nodes: unknown[]) => nodes.map((n) => (n as { props: { source?: string; label?: string } }).props.source ?? (n as { props: { label?: string } }).props.label);

  it('leaves out the columns the cells would hide (by source, as DataTableCell tests it)', () => {
    expect(names(shownColumns(columns, ['gift_message', 'custom_fields.colour']))).toEqual(['number', '']);
  });

  it('keeps every column when none is hidden, in their order', () => {
    expect(names(shownColumns(columns, []))).toEqual(['number', 'gift_message', 'custom_fields.colour', '']);
  });

  it('matches a column without a source by its label, and drops empty slots (a crossAccount column not rendered)', () => {
    expect(names(shownColumns([col({ label: 'Account' }, 'a'), null, false, col({ source: 'total' }, 't')], ['Account']))).toEqual(['total']);
  });

  it('keeps what is not a column element (text, fragments) for the table to render as before', () => {
    const fragment = createElement(Fragment, { key: 'f' });
    expect(shownColumns([fragment], ['anything'])).toHaveLength(1);
  });
});
