/**
 * Human document numbers (SO-000123): sequential per account, taken inside the creating transaction so a
 * rolled-back create gives its number back and two concurrent creates never share one (the upsert locks the
 * sequence row until commit).
 */
import type { Knex } from 'knex';
import type { NumberingModel } from '../../model/types.ts';

export async function nextNumber(trx: Knex, accountId: string, numbering: NumberingModel): Promise<string> {
  return (await nextNumbers(trx, accountId, numbering, 1))[0]!;
}

/** `count` consecutive numbers in one statement (a batch of records created together), in order. */
export async function nextNumbers(trx: Knex, accountId: string, numbering: NumberingModel, count: number): Promise<string[]> {
  if (count < 1) return [];
  const result = await trx.raw(
    `insert into number_sequences (account_id, name, last_value) values (?, ?, ?)
     on conflict (account_id, name) do update set last_value = number_sequences.last_value + excluded.last_value
     returning last_value`,
    [accountId, numbering.sequence, count],
  );
  const last = Number((result.rows ?? result)[0].last_value);
  return Array.from({ length: count }, (_, k) => `${numbering.prefix}${String(last - count + 1 + k).padStart(numbering.width, '0')}`);
}
