/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/vat-report.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { VatReport } from '../types.ts';

/** A UK VAT return for one period. `calculate` (DRAFT or CALCULATED → CALCULATED) computes boxes 1–9 from the account's own documents dated in the period (first and last day included), in pounds: box 1 is the output VAT of paid sales orders (not drafts, unpaid or cancelled ones; by order date; line and shipping tax), box 2 (VAT due on acquisitions from the EU, Northern Ireland only) is 0, box 3 = box 1 + box 2, box 4 is the input VAT on what was received against purchase orders (by order date), box 5 = |box 3 − box 4| (`net_vat_due` says whether it is payable or repayable), box 6 is the value of those sales before VAT (outside-the-scope lines excluded), box 7 the value of those purchases before VAT, box 8 the part of box 6 shipped to EU member states, box 9 the part of box 7 bought from EU suppliers. Boxes 1–5 are in pence; boxes 6–9 are whole pounds, pence dropped as HMRC asks. Documents in another currency cannot be converted yet and are left out, and counted in `excluded_documents`; refunds reduce the period in which they were given (a return's `refunded_at`, not the sale's date): each refund is split over the refunded lines' rates in proportion to their value (anything above the goods' value is refunded shipping at the shipping's rate), and its VAT comes off box 1 and its net value off box 6 (and box 8 when shipped to the EU), shown as negative amounts in `breakdown`. `breakdown` lists net and VAT per flow, destination (or supplier) country and rate, the basis of EU OSS reporting. `period_key` is HMRC's key for the period (two digits and two letters); when not given it is the period end's year and `A` plus the month's letter (A = January). `submit` (CALCULATED → SUBMITTED) records the submission and refuses a second one for the same period key (sending it to HMRC's Making Tax Digital API is not part of Sellyard yet); submitted reports are read-only, and calculated ones too until `reopen`. Access: every member may read VAT reports (the Finance screens need only a sign-in); preparing and submitting them needs the `salesTaxes` permission. */
export interface VatReportModel extends VatReport {
}

/** Table `vat_reports`, served as `/api/vat-reports`. */
export class VatReportModel extends Model {
  static tableName = 'vat_reports';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['breakdown'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of VatReportModel.hiddenColumns) delete out[column];
    return out;
  }
}
