/*
 * GENERATED FILE: DO NOT EDIT.
 * Source: schemas/entities/tax-compliance-application.schema.json (via generator/emit-objection.ts)
 * Regenerate with `npm run generate`; `npm run generate -- --check` verifies it is fresh.
 */
import { Model, type Pojo, type RelationMappings } from 'objection';
import type { TaxComplianceApplication } from '../types.ts';

/** An application, made through the Golden Ticket programme, to register for a tax or compliance scheme in one country: VAT, the EU One-Stop Shop (OSS) or Import One-Stop Shop (IOSS), packaging EPR, or a GPSR responsible person. `country` is where the registration is made, so OSS, IOSS and GPSR_RP need an EU member state; `vat_number` is checked against that country's format. The merchant prepares a DRAFT and `submit`s it (only the fields required to create it are needed: the reviewer asks for anything missing); platform staff (admins) then `start-review`, `request-info` (IN_REVIEW → INFO_REQUESTED, saying what is missing in `info_request`), and decide: `approve` needs the `issued_number` and `effective_from` they record, or `reject`. The merchant answers a request for information by editing the application and sending it back with `resubmit` (INFO_REQUESTED → IN_REVIEW), and may `cancel` until a decision. The merchant edits only DRAFT and INFO_REQUESTED applications; the reviewer's fields are written by admins only; decided and cancelled applications are read-only. Access follows the Tax Compliance Applications screen: any member of an account with the `goldenTicket` and `vatTaxes` flags (a member grant; the entity's flags withhold every rule from an account without them, so each /api/tax-compliance-applications request is a 403 naming the missing flags). Platform admins reach every account's applications. */
export interface TaxComplianceApplicationModel extends TaxComplianceApplication {
}

/** Table `tax_compliance_applications`, served as `/api/tax-compliance-applications`. */
export class TaxComplianceApplicationModel extends Model {
  static tableName = 'tax_compliance_applications';
  static idColumn = ['account_id', 'id'];
  /** jsonb columns: serialised on write, parsed on read. */
  static jsonAttributes: string[] = ['company_address', 'documents'];
  /** Columns that never leave the server. */
  static readonly hiddenColumns: readonly string[] = [];

  static get relationMappings(): RelationMappings {
    return {};
  }

  $formatJson(json: Pojo): Pojo {
    const out = super.$formatJson(json);
    for (const column of TaxComplianceApplicationModel.hiddenColumns) delete out[column];
    return out;
  }
}
