/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/invoice.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { Invoice } from '../types.ts';
import { InvoiceLineModel } from './invoice-line.ts';

/** Sellyard's bill to a merchant account for one billing period (subscription, channel add-ons, usage). The number (INV-000001) is given by the server and every amount is computed by it in integer minor units: each line's net = quantity × unit amount, its tax at the line's rate rounded half away from zero, and the invoice's net, tax and total are the sums. `issue` (DRAFT → OPEN) sets the issue date and, when none is given, a due date 14 days later; an OPEN invoice is then `pay`ed (PAID) or `void`ed (VOID). Only drafts can be edited or deleted. Access: the platform bills, so only platform admins write invoices (`permission: null`: no feature permission reaches them); every member of the account reads the account's own invoices (a member grant), as the Invoices screen needs only a sign-in. */
export interface InvoiceModel extends Omit<Invoice, 'lines'> {
  /** The invoice line rows, ordered by `position`. Loaded with `withGraphFetched('lines')`. */
  lines?: InvoiceLineModel[];
}

/** Table `invoices`, served as `/api/invoices`. */
export class InvoiceModel extends Model {
  static tableName = 'invoices';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = [];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {
      lines: {
        relation: Model.HasManyRelation,
        modelClass: InvoiceLineModel,
        join: { from: ['invoices.account_id', 'invoices.id'], to: ['invoice_lines.account_id', 'invoice_lines.invoice_id'] },
        filter: (query) => query.orderBy('invoice_lines.position'),
      },
    };
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of InvoiceModel.hiddenColumns) delete out[column];
    return out;
  }
}
