/**
 * Hand-written: stock quantities that cannot be impossible, whatever writes them (issue 8, item 18).
 * - `allocated`, `incoming` and `minimum_level` are never negative: CHECK constraints.
 * - `on_hand` is never negative unless the account's general settings allow negative stock. A CHECK cannot read
 *   another table, so this one is a trigger raising the CHECK violation's own SQLSTATE (23514) under the
 *   constraint name `stock_levels_on_hand_check`, which the API maps like the others (409 insufficient_stock).
 * Rows written before (clamped at zero by the old code) already satisfy both.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table stock_levels add constraint stock_levels_allocated_check check (allocated >= 0)');
  await knex.raw('alter table stock_levels add constraint stock_levels_incoming_check check (incoming >= 0)');
  await knex.raw('alter table stock_levels add constraint stock_levels_minimum_level_check check (minimum_level >= 0)');
  await knex.raw(`create function stock_levels_on_hand_guard() returns trigger language plpgsql as $$
    begin
      if new.on_hand < 0 and not coalesce((select allow_negative_stock from general_settings where account_id = new.account_id), false) then
        raise exception 'on_hand of stock level % would be %: the account does not allow negative stock', new.id, new.on_hand
          using errcode = '23514', constraint = 'stock_levels_on_hand_check', table = 'stock_levels';
      end if;
      return new;
    end $$`);
  await knex.raw(`create trigger stock_levels_on_hand_check before insert or update of on_hand on stock_levels
    for each row execute function stock_levels_on_hand_guard()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop trigger stock_levels_on_hand_check on stock_levels');
  await knex.raw('drop function stock_levels_on_hand_guard()');
  await knex.raw('alter table stock_levels drop constraint stock_levels_minimum_level_check');
  await knex.raw('alter table stock_levels drop constraint stock_levels_incoming_check');
  await knex.raw('alter table stock_levels drop constraint stock_levels_allocated_check');
}
