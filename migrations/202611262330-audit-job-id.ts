/**
 * Hand-written: the audit log names the run of a job, not only its kind. `job` holds the kind
 * (`stock.allocate-backorders`), `job_id` the queue's id of the run (pg-boss's job id, the one Settings → Background
 * jobs shows), `cause` what made it run. Depends on 202611260230-audit-log.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_log add column job_id uuid');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table audit_log drop column job_id');
}
