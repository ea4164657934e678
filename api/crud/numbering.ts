/**
 * Human document numbers (SO-000123): sequential per account, taken inside the creating transaction so a
 * rolled-back create gives its number back and two concurrent creates never share one (the upsert locks the
 * sequence row until commit).
 */
import type { Knex } from 'knex';
import type { NumberingModel } from '../../model/types.ts';

export async function nextNumber(trx: Knex, accountId: string, numbering: NumberingModel): Promise<string> {
  const result = await trx.raw(
    `insert into number_sequences (account_id, name, last_value) values (?, ?, 1)
     on conflict (account_id, name) do update set last_value = number_sequences.last_value + 1
     returning last_value`,
    [accountId, numbering.sequence],
  );
  const value = Number((result.rows ?? result)[0].last_value);
  return `${numbering.prefix}${String(value).padStart(numbering.width, '0')}`;
}
